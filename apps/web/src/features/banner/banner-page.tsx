import type { Banner } from '@konsol/contract';
import AddIcon from '@mui/icons-material/Add';
import ViewCarouselOutlinedIcon from '@mui/icons-material/ViewCarouselOutlined';
import { Avatar, Box, Button, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { ContentWithPreview } from '../../components/phone-preview/phone-preview';
import { RowActions } from '../../components/row-actions';
import { StatusChip } from '../../components/status-chip';
import { useDeleteBanner } from './api/delete-banner';
import { bannersQueryKey, getBanners } from './api/get-banners';
import { BannerDialog } from './banner-dialog';

/** Slider Banner: the app's home slider, by order; add/edit/delete. */
export default function BannerPage() {
  const { t } = useTranslation('banner');
  const [dialog, setDialog] = useState<{ banner: Banner | null } | null>(null);
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
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ banner: null })}>
            {t('add')}
          </Button>
        }
        columns={[
          { field: 'order', header: t('order'), sortable: true, width: 72, hideBelow: 'sm' },
          {
            field: 'image',
            header: t('image'),
            width: 140,
            hideBelow: 'sm',
            render: (b) => (
              <Avatar
                src={b.image || undefined}
                alt=""
                variant="rounded"
                sx={{ width: 120, height: 50, bgcolor: 'grey.100', color: 'grey.400' }}
              >
                <ViewCarouselOutlinedIcon />
              </Avatar>
            ),
          },
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
          {
            field: 'action',
            header: t('content:action'),
            align: 'right',
            render: (b) => <RowActions name={b.name} onEdit={() => setDialog({ banner: b })} onDelete={() => setToDelete(b)} />,
          },
        ]}
      />
      <BannerDialog open={!!dialog} banner={dialog?.banner ?? null} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={!!toDelete}
        message={t('content:confirmDelete')}
        color="error"
        confirmLabel={t('content:delete')}
        onConfirm={() => remove.mutateAsync(toDelete!.id)}
        onClose={() => setToDelete(null)}
      />
    </ContentWithPreview>
  );
}
