import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Button, Chip, IconButton, Paper, Stack, Tab, TableCell, TableRow, Tabs, Tooltip, Typography } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn, hideClass, whenHidden } from '../../components/data-table';
import { DateRangeFilter } from '../../components/date-range-filter';
import { Writable } from '../../components/writable';
import { formatDate, formatNumber, formatRupiah, todayRange } from '../../lib/format';
import { useUrlTab } from '../../lib/url-tab';
import { TOKENSMS_TABLES, TOKENSMS_TABS, type TokensmsTab } from './api/get-tokensms-lists';
import type { OrdersPage, TokensmsHistoryRow, TokensmsOrderRow } from './api/types';
import { MaxOtpSettings } from './max-otp-settings';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderStatus, SendStatus } from './order-status';

const nowrap = (text: string) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {text}
  </Box>
);

/** Token SMS: Order List (with totals and Beli), Histori Token and Pengaturan (max OTP per day, NEW). */
export default function TokensmsPage() {
  const { t } = useTranslation('tokensms');
  const [tab, setTab] = useUrlTab(TOKENSMS_TABS);
  const dates = useMemo(todayRange, []);
  const [detail, setDetail] = useState<number | null>(null);
  const tabsId = useId();
  const dateFilters = (f: Record<string, string>, set: (k: string, v: string | undefined) => void) => (
    <DateRangeFilter filters={f} setFilter={set} />
  );

  const orderColumns: DataTableColumn<TokensmsOrderRow>[] = [
    {
      field: 'createdat',
      header: t('col.createdat'),
      sortable: true,
      render: (r) => (
        <>
          {/* the time goes under the date when the column is narrow */}
          {formatDate(r.createdat)}
          {/* the invoice and price under the date while their columns are hidden */}
          <Typography variant="caption" color="text.secondary" sx={{ ...whenHidden('sm'), overflowWrap: 'anywhere' }}>
            {r.invoice} · {formatRupiah(r.price)}
          </Typography>
        </>
      ),
    },
    { field: 'invoice', header: t('col.invoice'), sortable: true, hideBelow: 'sm' },
    { field: 'paketName', header: t('col.paket'), hideBelow: 'sm' },
    { field: 'quantity', header: t('col.quantity'), align: 'right', hideBelow: 'md' },
    { field: 'totaltokensms', header: t('col.token'), align: 'right', hideBelow: 'sm', render: (r) => formatNumber(r.totaltokensms) },
    { field: 'price', header: t('col.price'), align: 'right', hideBelow: 'sm', render: (r) => nowrap(formatRupiah(r.price)) },
    { field: 'status', header: t('col.status'), render: (r) => <OrderStatus status={r.status} /> },
    {
      field: 'action',
      pinned: true,
      header: t('col.action'),
      align: 'center',
      render: (r) => (
        <Tooltip title={t('detail.open', { invoice: r.invoice })}>
          <IconButton aria-label={t('detail.open', { invoice: r.invoice })} onClick={() => setDetail(r.id)} size="small">
            <VisibilityIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
  const historyColumns: DataTableColumn<TokensmsHistoryRow>[] = [
    { field: 'createdat', header: t('col.createdat'), sortable: true, render: (r) => formatDate(r.createdat) },
    { field: 'phone', header: t('col.phone') },
    { field: 'senderid', header: t('col.senderid'), hideBelow: 'md' },
    { field: 'totaltokensms', header: t('col.before'), align: 'right', hideBelow: 'sm', render: (r) => formatNumber(r.totaltokensms) },
    { field: 'amount', header: t('col.used'), align: 'right', hideBelow: 'sm', render: (r) => formatNumber(r.amount) },
    { field: 'sisa', header: t('col.sisa'), align: 'right', hideBelow: 'sm', render: (r) => formatNumber(r.sisa) },
    { field: 'price', header: t('col.price'), align: 'right', hideBelow: 'sm', render: (r) => nowrap(formatRupiah(r.price)) },
    { field: 'status', header: t('col.status'), render: (r) => <SendStatus status={r.status} /> },
  ];

  const footer = (data: OrdersPage | undefined) => (
    <TableRow data-testid="order-totals" sx={{ '& td': { fontWeight: 700, borderBottom: 0, bgcolor: '#FAFBFE' } }}>
      <TableCell>
        {t('totals', { count: formatNumber(data?.ordertotal ?? 0) })}
        <Box sx={whenHidden('sm')}>
          {formatNumber(data?.totaltoken ?? 0)} {t('col.token')} · {nowrap(formatRupiah(data?.totalamountorder ?? 0))}
        </Box>
      </TableCell>
      {/* under the invoice, paket, quantity, token and price columns, hiding with them */}
      <TableCell className={hideClass('sm')} />
      <TableCell className={hideClass('sm')} />
      <TableCell className={hideClass('md')} />
      <TableCell align="right" className={hideClass('sm')} data-testid="total-token">
        {formatNumber(data?.totaltoken ?? 0)}
      </TableCell>
      <TableCell align="right" className={hideClass('sm')} data-testid="total-amount">
        {nowrap(formatRupiah(data?.totalamountorder ?? 0))}
      </TableCell>
      <TableCell colSpan={2} />
    </TableRow>
  );

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs value={tab} onChange={(_e, v: TokensmsTab) => setTab(v)} aria-label={t('tabsLabel')} variant="scrollable" sx={{ px: 1 }}>
          <Tab value="order" label={t('tab.order')} id={`${tabsId}-order`} aria-controls={`${tabsId}-panel`} />
          <Tab value="history" label={t('tab.history')} id={`${tabsId}-history`} aria-controls={`${tabsId}-panel`} />
          <Tab
            value="settings"
            id={`${tabsId}-settings`}
            aria-controls={`${tabsId}-panel`}
            label={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                {t('tab.settings')}
                <Chip
                  label={t('nav:badgeNew')}
                  size="small"
                  sx={{ height: 20, fontSize: 11, fontWeight: 700, bgcolor: '#AD1457', color: 'common.white' }}
                />
              </Box>
            }
          />
        </Tabs>
      </Paper>
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
        {tab === 'order' && (
          <DataTable<TokensmsOrderRow>
            key="order"
            label={t('tab.order')}
            {...TOKENSMS_TABLES.order}
            columns={orderColumns}
            rowKey={(r) => r.id}
            filters={dates}
            renderFilters={dateFilters}
            searchPlaceholder={t('searchOrder')}
            renderFooter={(d) => footer(d as OrdersPage | undefined)}
            actions={
              <Writable>
                <Button component={RouterLink} to="/tokensms/order/create" variant="contained" startIcon={<AddShoppingCartIcon />}>
                  {t('beli')}
                </Button>
              </Writable>
            }
          />
        )}
        {tab === 'history' && (
          <DataTable<TokensmsHistoryRow>
            key="history"
            label={t('tab.history')}
            {...TOKENSMS_TABLES.history}
            columns={historyColumns}
            rowKey={(r) => r.id}
            filters={dates}
            renderFilters={dateFilters}
            searchPlaceholder={t('searchHistory')}
          />
        )}
        {tab === 'settings' && <MaxOtpSettings />}
      </Box>
      <OrderDetailDialog id={detail} onClose={() => setDetail(null)} />
    </Stack>
  );
}
