import PaymentsIcon from '@mui/icons-material/Payments';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn, whenHidden } from '../../components/data-table';
import { DateRangeFilter } from '../../components/date-range-filter';
import { formatDate, formatRupiah, todayRange } from '../../lib/format';
import { BILLS_TABLE } from './api/get-bills';
import type { BillRow } from './api/types';
import { BillDetailDialog } from './bill-detail-dialog';
import { BillStatusChip } from './bill-status';
import { PayBillDialog } from './pay-bill-dialog';

const { prefix: PREFIX, filterKeys: DATE_KEYS } = BILLS_TABLE;

const nowrap = (text: string) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {text}
  </Box>
);

/**
 * Bills of the chosen WIB days (default today) with the derived status; detail for every bill, pay only for
 * NOTPAID + PASS_ON_DISBURSEMENT ones (`payable`). After a successful payment report the list shows today again.
 */
export function BillsTab() {
  const { t } = useTranslation('bayartempo');
  const [dates, setDates] = useState(todayRange);
  const [, setQuery] = useSearchParams();
  const [detail, setDetail] = useState<BillRow | null>(null);
  const [paying, setPaying] = useState<BillRow | null>(null);

  const reloadToday = () => {
    setDates(todayRange());
    setQuery(
      (q) => {
        const n = new URLSearchParams(q);
        for (const k of [...DATE_KEYS, 'page']) n.delete(`${PREFIX}${k}`);
        return n;
      },
      { replace: true },
    );
  };

  const columns: DataTableColumn<BillRow>[] = [
    {
      field: 'id',
      header: t('col.bill'),
      render: (b) => (
        <Stack spacing={0.25}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            #{b.id}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(b.date)}
          </Typography>
          <Box sx={{ ...whenHidden('sm', 'flex'), flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatRupiah(b.amount)}
            </Typography>
            <BillStatusChip bill={b} />
          </Box>
        </Stack>
      ),
    },
    { field: 'amount', header: t('col.amount'), align: 'right', hideBelow: 'sm', render: (b) => nowrap(formatRupiah(b.amount)) },
    { field: 'fee', header: t('col.fee'), align: 'right', hideBelow: 'md', render: (b) => nowrap(formatRupiah(b.fee)) },
    { field: 'expiredAt', header: t('col.expiredAt'), hideBelow: 'sm', render: (b) => nowrap(formatDate(b.expiredAt)) },
    { field: 'paymentStatus', header: t('col.status'), hideBelow: 'sm', render: (b) => <BillStatusChip bill={b} /> },
    {
      field: 'action',
      pinned: true,
      header: t('col.action'),
      align: 'right',
      render: (b) => (
        <Box sx={{ display: 'flex', gap: { xs: 0.5, sm: 1 }, justifyContent: 'flex-end', alignItems: 'center' }}>
          <Tooltip title={t('detailOf', { id: b.id })}>
            <IconButton aria-label={t('detailOf', { id: b.id })} onClick={() => setDetail(b)}>
              <VisibilityIcon />
            </IconButton>
          </Tooltip>
          {b.payable && (
            <Button
              variant="contained"
              size="small"
              startIcon={<PaymentsIcon />}
              onClick={() => setPaying(b)}
              aria-label={t('payOf', { id: b.id })}
              sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } } }}
            >
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {t('pay')}
              </Box>
            </Button>
          )}
        </Box>
      ),
    },
  ];

  return (
    <>
      <DataTable<BillRow>
        label={t('bills')}
        {...BILLS_TABLE}
        columns={columns}
        rowKey={(b) => b.id}
        searchable={false}
        filters={dates}
        renderFilters={(f, set) => <DateRangeFilter filters={f} setFilter={set} />}
        emptyText={t('billsEmpty')}
      />
      <BillDetailDialog bill={detail} onClose={() => setDetail(null)} />
      <PayBillDialog bill={paying} onClose={() => setPaying(null)} onPaid={reloadToday} />
    </>
  );
}
