import type { Reseller } from '@konsol/contract';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { Box, Button, Chip, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, whenHidden } from '../../components/data-table';
import { rowActionsColumn } from '../../components/row-actions';
import { AddButton, DeleteDialog, useEditDialog } from '../../components/row-dialogs';
import { Writable } from '../../components/writable';
import { formatDate, formatRupiah } from '../../lib/format';
import { useDeleteReseller } from './api/delete-reseller';
import { RESELLER_TABLE } from './api/get-resellers';
import { ImportDialog } from './import-dialog';
import { ResellerDialog } from './reseller-dialog';

const dash = (v: string) => v || '—';
/** One line cut with an ellipsis (the full text in the tooltip), so the table keeps its columns in view. */
const ellipsis = (maxWidth: number) => ({ maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }) as const;

/** DD/MM/YYYY HH:mm:ss in WIB, the time under the date when the column is narrow. */
function DateTimeText({ value }: { value: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-block', width: '10.5ch', minWidth: 84 }}>
      {formatDate(value)}
    </Box>
  );
}

/**
 * Mitra Agen (/mitraagen): the server's resellers, server-paged with search; add and edit in a dialog, delete with
 * "Yakin akan hapus?", and a CSV import that imports all rows or none.
 */
export default function ResellerPage() {
  const { t } = useTranslation('reseller');
  const [query] = useSearchParams();
  const editor = useEditDialog<Reseller>();
  const [importing, setImporting] = useState(false);
  const [toDelete, setToDelete] = useState<Reseller | null>(null);
  const remove = useDeleteReseller();

  return (
    <>
      <DataTable<Reseller>
        label={t('tableLabel')}
        {...RESELLER_TABLE}
        rowKey={(r) => r.id}
        searchPlaceholder={t('searchPlaceholder')}
        emptyText={query.get('q') ? t('emptySearch') : t('empty')}
        actions={
          <>
            <Writable>
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
                {t('import')}
              </Button>
            </Writable>
            <AddButton onClick={editor.add}>{t('add')}</AddButton>
          </>
        }
        columns={[
          {
            field: 'kode',
            header: t('kode'),
            sortable: true,
            render: (r) => (
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {r.kode}
              </Typography>
            ),
          },
          {
            field: 'nama',
            header: t('nama'),
            sortable: true,
            render: (r) => (
              <>
                {r.anonymized ? (
                  <Tooltip title={t('anonymizedHint')}>
                    <Chip size="small" variant="outlined" label={t('anonymized')} />
                  </Tooltip>
                ) : (
                  <Typography variant="body2" sx={ellipsis(170)} title={r.nama}>
                    {r.nama}
                  </Typography>
                )}
                {/* Where Alamat and E-mail are hidden they show under the name. */}
                {(r.alamat || r.email) && (
                  <Typography variant="caption" color="text.secondary" sx={{ ...ellipsis(300), ...whenHidden('lg', 'block', 'sm') }}>
                    {[r.alamat, r.email].filter(Boolean).join(' · ')}
                  </Typography>
                )}
                {/* Where the Saldo column is hidden (phones) the balance shows under the name. */}
                <Typography variant="caption" color="text.secondary" sx={whenHidden('sm')}>
                  {formatRupiah(r.saldo)}
                </Typography>
              </>
            ),
          },
          {
            field: 'alamat',
            header: t('alamat'),
            hideBelow: 'lg',
            render: (r) => (
              <Typography variant="body2" sx={ellipsis(260)} title={r.alamat}>
                {dash(r.alamat)}
              </Typography>
            ),
          },
          {
            field: 'email',
            header: t('email'),
            hideBelow: 'lg',
            render: (r) => (
              <Typography variant="body2" sx={ellipsis(170)} title={r.email}>
                {dash(r.email)}
              </Typography>
            ),
          },
          { field: 'kode_upline', header: t('kodeUpline'), sortable: true, hideBelow: 'sm', render: (r) => dash(r.kode_upline) },
          {
            field: 'saldo',
            header: t('saldo'),
            sortable: true,
            align: 'right',
            hideBelow: 'sm',
            render: (r) => (
              <Box component="span" sx={{ whiteSpace: 'nowrap', color: r.saldo < 0 ? 'error.main' : undefined }}>
                {formatRupiah(r.saldo)}
              </Box>
            ),
          },
          { field: 'tgl_daftar', header: t('tglDaftar'), sortable: true, hideBelow: 'sm', render: (r) => formatDate(r.tgl_daftar, 'day') },
          {
            field: 'updateAt',
            header: t('updateAt'),
            sortable: true,
            hideBelow: 'md',
            render: (r) => <DateTimeText value={r.updateAt} />,
          },
          rowActionsColumn<Reseller>(t('content:action'), (r) => ({
            name: r.kode,
            onEdit: () => editor.edit(r),
            onDelete: () => setToDelete(r),
          })),
        ]}
      />
      <ResellerDialog open={editor.open} item={editor.item} onClose={editor.close} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
      <DeleteDialog
        item={toDelete}
        title={toDelete ? t('deleteTitle', { kode: toDelete.kode }) : undefined}
        message={t('msg:platformConfirmDelete')}
        confirmLabel={t('delete')}
        onDelete={(r) => remove.mutateAsync(r.id)}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
