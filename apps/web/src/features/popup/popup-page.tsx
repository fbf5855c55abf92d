import type { Popup } from '@konsol/contract';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { Box, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, imageColumn } from '../../components/data-table';
import { ExpiryText } from '../../components/expiry-text';
import { ContentWithPreview } from '../../components/phone-preview/phone-preview';
import { rowActionsColumn } from '../../components/row-actions';
import { AddButton, DeleteDialog, useEditDialog } from '../../components/row-dialogs';
import { StatusChip } from '../../components/status-chip';
import { useDeletePopup } from './api/delete-popup';
import { getPopups, popupsQueryKey } from './api/get-popups';
import { PopupDialog } from './popup-dialog';

/** Popup Info: popups shown when the app opens (label, link, image, status, Masa Aktif); add/edit/delete. */
export default function PopupPage() {
  const { t } = useTranslation('popup');
  const editor = useEditDialog<Popup>();
  const [toDelete, setToDelete] = useState<Popup | null>(null);
  const remove = useDeletePopup();

  return (
    <ContentWithPreview>
      <DataTable<Popup>
        label={t('tableLabel')}
        queryKey={popupsQueryKey}
        fetcher={getPopups}
        sort="updated_at,desc"
        rowKey={(p) => p.id}
        searchPlaceholder={t('searchPlaceholder')}
        actions={<AddButton onClick={editor.add}>{t('add')}</AddButton>}
        columns={[
          imageColumn<Popup>(t('image'), <CampaignOutlinedIcon fontSize="small" />),
          {
            field: 'name',
            header: t('label'),
            sortable: true,
            render: (p) => (
              <Box sx={{ minWidth: 120 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {p.name}
                </Typography>
                {p.url && (
                  <Link href={p.url} target="_blank" rel="noopener noreferrer" variant="caption" sx={{ wordBreak: 'break-all' }}>
                    {p.url}
                  </Link>
                )}
              </Box>
            ),
          },
          { field: 'status', header: t('status'), sortable: true, render: (p) => <StatusChip value={p.status} /> },
          { field: 'expired', header: t('expired'), sortable: true, hideBelow: 'sm', render: (p) => <ExpiryText value={p.expired} /> },
          rowActionsColumn<Popup>(t('content:action'), (p) => ({
            name: p.name,
            onEdit: () => editor.edit(p),
            onDelete: () => setToDelete(p),
          })),
        ]}
      />
      <PopupDialog open={editor.open} popup={editor.item} onClose={editor.close} />
      <DeleteDialog item={toDelete} onDelete={(p) => remove.mutateAsync(p.id)} onClose={() => setToDelete(null)} />
    </ContentWithPreview>
  );
}
