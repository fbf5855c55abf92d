import type { Banner } from '@konsol/contract';
import ViewCarouselOutlinedIcon from '@mui/icons-material/ViewCarouselOutlined';
import { Box, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, imageColumn } from '../../components/data-table';
import { ContentWithPreview } from '../../components/phone-preview/phone-preview';
import { rowActionsColumn } from '../../components/row-actions';
import { AddButton, DeleteDialog, useEditDialog } from '../../components/row-dialogs';
import { StatusChip } from '../../components/status-chip';
import { useDeleteBanner } from './api/delete-banner';
import { bannersQueryKey, getBanners } from './api/get-banners';
import { BannerDialog } from './banner-dialog';

/** Slider Banner: the app's home slider, by order; add/edit/delete. */
export default function BannerPage() {
  const { t } = useTranslation('banner');
  const editor = useEditDialog<Banner>();
  const [toDelete, setToDelete] = useState<Banner | null>(null);
  const remove = useDeleteBanner();

  return (
    <ContentWithPreview>
      <DataTable<Banner>
        label={t('tableLabel')}
        queryKey={bannersQueryKey}
        fetcher={getBanners}
        sort="order,asc"
        rowKey={(b) => b.id}
        searchPlaceholder={t('searchPlaceholder')}
        actions={<AddButton onClick={editor.add}>{t('add')}</AddButton>}
        columns={[
          { field: 'order', header: t('order'), sortable: true, width: 72, hideBelow: 'sm' },
          imageColumn<Banner>(t('image'), <ViewCarouselOutlinedIcon />, { width: 120, height: 50 }),
          {
            field: 'name',
            header: t('name'),
            sortable: true,
            render: (b) => (
              <Box sx={{ minWidth: 120 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {b.name}
                </Typography>
                {b.url && (
                  <Link href={b.url} target="_blank" rel="noopener noreferrer" variant="caption" sx={{ wordBreak: 'break-all' }}>
                    {b.url}
                  </Link>
                )}
              </Box>
            ),
          },
          { field: 'status', header: t('status'), sortable: true, render: (b) => <StatusChip value={b.status} /> },
          rowActionsColumn<Banner>(t('content:action'), (b) => ({
            name: b.name,
            onEdit: () => editor.edit(b),
            onDelete: () => setToDelete(b),
          })),
        ]}
      />
      <BannerDialog open={editor.open} banner={editor.item} onClose={editor.close} />
      <DeleteDialog item={toDelete} onDelete={(b) => remove.mutateAsync(b.id)} onClose={() => setToDelete(null)} />
    </ContentWithPreview>
  );
}
