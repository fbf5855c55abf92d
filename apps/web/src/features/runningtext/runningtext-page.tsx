import type { RunningText } from '@konsol/contract';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Button, Typography } from '@mui/material';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { ExpiryText } from '../../components/expiry-text';
import { ContentWithPreview } from '../../components/phone-preview/phone-preview';
import { rowActionsColumn } from '../../components/row-actions';
import { AddButton, DeleteDialog, useEditDialog } from '../../components/row-dialogs';
import { StatusChip } from '../../components/status-chip';
import { Writable } from '../../components/writable';
import { useDeleteRunningText } from './api/delete-running-text';
import { getRunningTexts, runningTextsQueryKey } from './api/get-running-texts';
import { RunningTextDialog } from './runningtext-dialog';

/** Running Text: search, Add, Refresh; selectable rows (Text, Status, Expired, Action); the selected ones can be deleted together. */
export default function RunningTextPage() {
  const { t } = useTranslation('runningtext');
  const editor = useEditDialog<RunningText>();
  const [toDelete, setToDelete] = useState<number[] | null>(null);
  const [selected, setSelected] = useState<Key[]>([]);
  const remove = useDeleteRunningText();

  const deleteAll = async (ids: number[]) => {
    for (const id of ids) {
      await remove.mutateAsync(id);
      setSelected((keys) => keys.filter((k) => k !== id));
    }
  };

  return (
    <ContentWithPreview>
      <DataTable<RunningText>
        label={t('tableLabel')}
        queryKey={runningTextsQueryKey}
        fetcher={getRunningTexts}
        sort="updated_at,desc"
        rowKey={(r) => r.id}
        selectable
        selected={selected}
        onSelectedChange={(keys) => setSelected(keys)}
        searchPlaceholder={t('searchPlaceholder')}
        actions={
          <>
            {selected.length > 0 && (
              <Writable>
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<DeleteOutlinedIcon />}
                  onClick={() => setToDelete(selected.map(Number))}
                >
                  {t('deleteSelected', { count: selected.length })}
                </Button>
              </Writable>
            )}
            <AddButton onClick={editor.add}>{t('add')}</AddButton>
          </>
        }
        columns={[
          {
            field: 'msg',
            header: t('text'),
            sortable: true,
            render: (r) => (
              <Typography variant="body2" sx={{ maxWidth: 460 }}>
                {r.msg}
              </Typography>
            ),
          },
          { field: 'aktif', header: t('status'), sortable: true, render: (r) => <StatusChip value={r.aktif} /> },
          { field: 'expired', header: t('expired'), sortable: true, hideBelow: 'sm', render: (r) => <ExpiryText value={r.expired} /> },
          rowActionsColumn<RunningText>(t('content:action'), (r) => ({
            name: r.msg.slice(0, 40),
            onEdit: () => editor.edit(r),
            onDelete: () => setToDelete([r.id]),
          })),
        ]}
      />
      <RunningTextDialog open={editor.open} item={editor.item} onClose={editor.close} />
      <DeleteDialog item={toDelete} onDelete={deleteAll} onClose={() => setToDelete(null)} />
    </ContentWithPreview>
  );
}
