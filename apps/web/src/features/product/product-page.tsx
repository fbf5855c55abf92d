import type { Product } from '@konsol/contract';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { RowActions } from '../../components/row-actions';
import { StatusChip } from '../../components/status-chip';
import { formatDate, formatRupiah } from '../../lib/format';
import { useDeleteProduct } from './api/delete-product';
import { getProducts, PRODUCT_FILTERS, productsQueryKey } from './api/get-products';
import { ProductDialog } from './product-dialog';

/**
 * Produk (/product): the server's products, server-paged with search and a status filter; add and edit in a dialog,
 * delete with "Do you really want to delete {code} ?".
 */
export default function ProductPage() {
  const { t } = useTranslation('product');
  const filterId = useId();
  const [query] = useSearchParams();
  const [dialog, setDialog] = useState<{ item: Product | null } | null>(null);
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const remove = useDeleteProduct();
  const yesNo = { 1: t('yes'), 0: t('no') };

  return (
    <>
      <DataTable<Product>
        label={t('tableLabel')}
        queryKey={productsQueryKey}
        fetcher={getProducts}
        sort="kode,asc"
        filterKeys={PRODUCT_FILTERS}
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
            sx={{ minWidth: 150 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('filterAll')}</MenuItem>
            <MenuItem value="1">{t('aktifOn')}</MenuItem>
            <MenuItem value="0">{t('aktifOff')}</MenuItem>
          </TextField>
        )}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ item: null })}>
            {t('add')}
          </Button>
        }
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
          { field: 'nama', header: t('nama'), sortable: true },
          {
            field: 'catatan',
            header: t('catatan'),
            hideBelow: 'md',
            render: (p) => (
              <Typography variant="body2" color={p.catatan ? 'text.primary' : 'text.secondary'} sx={{ maxWidth: 220 }}>
                {p.catatan || '—'}
              </Typography>
            ),
          },
          { field: 'kode_operator', header: t('kodeOperator'), sortable: true, hideBelow: 'sm' },
          {
            field: 'harga_jual',
            header: t('hargaJual'),
            sortable: true,
            align: 'right',
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
            render: (p) => <StatusChip value={p.aktif} labels={{ 1: t('aktifOn'), 0: t('aktifOff') }} />,
          },
          {
            field: 'gangguan',
            header: t('gangguan'),
            hideBelow: 'sm',
            render: (p) => (
              <StatusChip
                value={p.gangguan}
                labels={yesNo}
                colors={{ 1: 'warning', 0: 'default' }}
                variant={p.gangguan ? 'filled' : 'outlined'}
              />
            ),
          },
          {
            field: 'kosong',
            header: t('kosong'),
            hideBelow: 'sm',
            render: (p) => (
              <StatusChip
                value={p.kosong}
                labels={yesNo}
                colors={{ 1: 'warning', 0: 'default' }}
                variant={p.kosong ? 'filled' : 'outlined'}
              />
            ),
          },
          {
            field: 'updated_at',
            header: t('updatedAt'),
            sortable: true,
            hideBelow: 'md',
            render: (p) => (
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(p.updated_at)}
              </Box>
            ),
          },
          {
            field: 'action',
            header: t('content:action'),
            align: 'right',
            render: (p) => <RowActions name={p.kode} onEdit={() => setDialog({ item: p })} onDelete={() => setToDelete(p)} />,
          },
        ]}
      />
      <ProductDialog open={!!dialog} item={dialog?.item ?? null} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={!!toDelete}
        title={t('deleteTitle')}
        message={toDelete ? t('msg:productConfirmDelete', { code: toDelete.kode }) : ''}
        color="error"
        confirmLabel={t('delete')}
        onConfirm={() => remove.mutateAsync(toDelete!.id)}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
