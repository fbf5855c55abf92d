import type { Product } from '@konsol/contract';
import { Box, Chip, MenuItem, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, whenHidden } from '../../components/data-table';
import { rowActionsColumn } from '../../components/row-actions';
import { AddButton, DeleteDialog, useEditDialog } from '../../components/row-dialogs';
import { StatusChip } from '../../components/status-chip';
import { formatDate, formatRupiah } from '../../lib/format';
import { useDeleteProduct } from './api/delete-product';
import { PRODUCT_TABLE } from './api/get-products';
import { ProductDialog } from './product-dialog';

/** One line cut with an ellipsis (the full text in the tooltip), so the table keeps its columns in view. */
const ellipsis = (maxWidth: number) => ({ maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }) as const;

/** Gangguan / Kosong: a compact yes (orange) / no (outlined) chip. */
function YesNoChip({ value, yes, no }: { value: number; yes: string; no: string }) {
  return value ? (
    <Chip size="small" color="warning" label={yes} sx={{ fontWeight: 600 }} />
  ) : (
    <Chip size="small" variant="outlined" label={no} />
  );
}

/**
 * Produk (/product): the server's products, server-paged with search and a status filter; add and edit in a dialog,
 * delete with "Do you really want to delete {code}?".
 */
export default function ProductPage() {
  const { t } = useTranslation('product');
  const filterId = useId();
  const [query] = useSearchParams();
  const editor = useEditDialog<Product>();
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const remove = useDeleteProduct();

  return (
    <>
      <DataTable<Product>
        label={t('tableLabel')}
        {...PRODUCT_TABLE}
        rowKey={(p) => p.id}
        searchPlaceholder={t('searchPlaceholder')}
        emptyText={query.get('q') || query.get('aktif') ? t('emptySearch') : t('empty')}
        renderFilters={(filters, setFilter) => (
          <TextField
            id={filterId}
            select
            size="small"
            label={t('filterAktif')}
            value={filters.aktif ?? ''}
            onChange={(e) => setFilter('aktif', e.target.value || undefined)}
            fullWidth={false}
            sx={{ width: { xs: '100%', sm: 170 } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('filterAll')}</MenuItem>
            <MenuItem value="1">{t('common:status.on')}</MenuItem>
            <MenuItem value="0">{t('common:status.off')}</MenuItem>
          </TextField>
        )}
        actions={<AddButton onClick={editor.add}>{t('add')}</AddButton>}
        columns={[
          {
            field: 'kode',
            header: t('kode'),
            sortable: true,
            render: (p) => (
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {p.kode}
              </Typography>
            ),
          },
          {
            field: 'nama',
            header: t('nama'),
            sortable: true,
            render: (p) => (
              <>
                <Typography variant="body2" sx={ellipsis(180)} title={p.nama}>
                  {p.nama}
                </Typography>
                {/* Where Kode Operator and Catatan are hidden they show under the name. */}
                <Typography variant="caption" color="text.secondary" sx={{ ...ellipsis(220), ...whenHidden('lg', 'block', 'sm') }}>
                  {[p.kode_operator, p.catatan].filter(Boolean).join(' · ')}
                </Typography>
                {/* Where the price and status columns are hidden (phones) they show under the name. */}
                <Typography variant="caption" color={p.aktif ? 'text.secondary' : 'error'} sx={whenHidden('sm')}>
                  {formatRupiah(p.harga_jual)}
                  {p.aktif ? '' : ` · ${t('common:status.off')}`}
                </Typography>
              </>
            ),
          },
          {
            field: 'catatan',
            header: t('catatan'),
            hideBelow: 'lg',
            render: (p) => (
              <Typography variant="body2" color={p.catatan ? 'text.primary' : 'text.secondary'} sx={ellipsis(220)} title={p.catatan}>
                {p.catatan || '—'}
              </Typography>
            ),
          },
          { field: 'kode_operator', header: t('kodeOperator'), sortable: true, hideBelow: 'lg' },
          {
            field: 'harga_jual',
            header: t('hargaJual'),
            sortable: true,
            align: 'right',
            hideBelow: 'sm',
            render: (p) => (
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatRupiah(p.harga_jual)}
              </Box>
            ),
          },
          {
            field: 'aktif',
            header: t('aktif'),
            sortable: true,
            hideBelow: 'sm',
            render: (p) => <StatusChip value={p.aktif} />,
          },
          {
            field: 'gangguan',
            header: t('gangguan'),
            hideBelow: 'sm',
            render: (p) => <YesNoChip value={p.gangguan} yes={t('yes')} no={t('no')} />,
          },
          {
            field: 'kosong',
            header: t('kosong'),
            hideBelow: 'sm',
            render: (p) => <YesNoChip value={p.kosong} yes={t('yes')} no={t('no')} />,
          },
          {
            field: 'updated_at',
            header: t('updatedAt'),
            sortable: true,
            hideBelow: 'md',
            render: (p) => (
              <Box component="span" sx={{ display: 'inline-block', width: '10.5ch', minWidth: 84 }}>
                {formatDate(p.updated_at)}
              </Box>
            ),
          },
          rowActionsColumn<Product>(t('content:action'), (p) => ({
            name: p.kode,
            onEdit: () => editor.edit(p),
            onDelete: () => setToDelete(p),
          })),
        ]}
      />
      <ProductDialog open={editor.open} item={editor.item} onClose={editor.close} />
      <DeleteDialog
        item={toDelete}
        title={t('deleteTitle')}
        message={toDelete ? t('msg:productConfirmDelete', { code: toDelete.kode }) : ''}
        confirmLabel={t('delete')}
        onDelete={(p) => remove.mutateAsync(p.id)}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
