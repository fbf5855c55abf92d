import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AddCardIcon from '@mui/icons-material/AddCard';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import OutboundIcon from '@mui/icons-material/Outbound';
import { Alert, Box, Button, Card, CardContent, Grid, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { DateRangeFilter } from '../../components/date-range-filter';
import { StatusChip } from '../../components/status-chip';
import { errorMessage } from '../../lib/api-client';
import { formatDate, formatRupiah, todayRange } from '../../lib/format';
import { WALLET_TABLES, WALLET_TABS, type WalletTab, walletTabOf } from './api/get-lists';
import { useWallet } from './api/get-wallet';
import type { CashinRow, CashoutRow, WalletHistoryRow } from './api/types';
import { BankTab } from './bank-tab';
import { CashinDialog } from './cashin-dialog';
import { CashoutDialog } from './cashout-dialog';
import { CashoutStatus } from './statuses';

function MoneyCard({
  label,
  value,
  icon: Icon,
  color,
  loading,
  testId,
}: {
  label: string;
  value: number | undefined;
  icon: SvgIconComponent;
  color: string;
  loading: boolean;
  testId: string;
}) {
  return (
    <Card sx={{ height: '100%', position: 'relative', overflow: 'hidden' }} data-testid={testId}>
      <Box sx={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: 4, bgcolor: color }} />
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2.5 }}>
        <Box
          sx={{
            width: 52,
            height: 52,
            borderRadius: 2.5,
            display: 'grid',
            placeItems: 'center',
            bgcolor: `${color}1A`,
            color,
            flexShrink: 0,
          }}
        >
          <Icon />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
            {label}
          </Typography>
          {loading ? (
            <Skeleton width={120} height={36} />
          ) : (
            <Typography sx={{ fontSize: 26, fontWeight: 800, lineHeight: 1.3, wordBreak: 'break-word' }} data-testid={`${testId}-value`}>
              {formatRupiah(value ?? 0)}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/** A right-aligned rupiah column. */
function money<T>(field: string, header: ReactNode, get: (r: T) => number): DataTableColumn<T> {
  return {
    field,
    header,
    align: 'right',
    render: (r) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatRupiah(get(r))}
      </Box>
    ),
  };
}

/** Wallet: Balance, Pending Balance, Pending Cashout; tabs CashIn, Pending CashIn, CashOut, History and Bank. */
export default function WalletPage() {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  const [query, setQuery] = useSearchParams();
  const tab = walletTabOf(query);
  const setTab = (next: WalletTab) =>
    setQuery(
      (q) => {
        const n = new URLSearchParams(q);
        if (next === 'cashin') n.delete('tab');
        else n.set('tab', next);
        return n;
      },
      { replace: true },
    );
  const dates = useMemo(todayRange, []);
  const [cashinOpen, setCashinOpen] = useState(false);
  const [cashoutOpen, setCashoutOpen] = useState(false);
  // the accounts offered are the server's latest: one may have been verified since (the Bank tab reads its own list)
  const openCashout = () => {
    setCashoutOpen(true);
    void wallet.refetch();
  };
  const tabsId = useId();
  const w = wallet.data;

  const dateFilters = (f: Record<string, string>, set: (k: string, v: string | undefined) => void) => (
    <DateRangeFilter filters={f} setFilter={set} />
  );
  const common = { filters: dates, renderFilters: dateFilters, searchPlaceholder: t('searchHint') };

  const cashinColumns: DataTableColumn<CashinRow>[] = [
    {
      field: 'createdat',
      header: t('col.createdat'),
      sortable: true,
      render: (r) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatDate(r.createdat)}
        </Box>
      ),
    },
    { field: 'channel', header: t('col.channel'), render: (r) => r.channel.name },
    money('amount', t('col.amount'), (r: CashinRow) => r.amount),
    money('fee', t('col.fee'), (r: CashinRow) => r.fee),
    { field: 'description', header: t('col.description'), hideBelow: 'md' },
    { field: 'reff', header: t('col.reff'), hideBelow: 'md' },
    { field: 'successDate', header: t('col.successDate'), render: (r) => formatDate(r.successDate) },
  ];
  const pendingColumns: DataTableColumn<CashinRow>[] = [
    {
      field: 'createdat',
      header: t('col.createdat'),
      sortable: true,
      render: (r) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatDate(r.createdat)}
        </Box>
      ),
    },
    { field: 'channel', header: t('col.channel'), render: (r) => r.channel.name },
    { field: 'va', header: t('col.va'), render: (r) => <Box sx={{ fontFamily: 'monospace', fontSize: 14 }}>{r.va}</Box> },
    money('amount', t('col.amount'), (r: CashinRow) => r.amount),
    money('total', t('col.total'), (r: CashinRow) => r.total),
    { field: 'reff', header: t('col.reff'), hideBelow: 'md' },
    {
      field: 'statusBalance',
      header: t('col.status'),
      render: () => <StatusChip value="PENDING" labels={{ PENDING: t('cashinStatus.PENDING') }} colors={{ PENDING: 'warning' }} />,
    },
  ];
  const cashoutColumns: DataTableColumn<CashoutRow>[] = [
    {
      field: 'createdat',
      header: t('col.createdat'),
      sortable: true,
      render: (r) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatDate(r.createdat)}
        </Box>
      ),
    },
    { field: 'bank', header: t('col.bank') },
    { field: 'accountno', header: t('col.accountno') },
    { field: 'accountname', header: t('col.accountname'), hideBelow: 'md' },
    money('amount', t('col.amount'), (r: CashoutRow) => r.amount),
    { field: 'reff', header: t('col.reff'), hideBelow: 'md' },
    { field: 'status', header: t('col.status'), render: (r) => <CashoutStatus status={r.status} /> },
    { field: 'description', header: t('col.description'), hideBelow: 'md' },
  ];
  const historyColumns: DataTableColumn<WalletHistoryRow>[] = [
    {
      field: 'createdat',
      header: t('col.createdat'),
      sortable: true,
      render: (r) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatDate(r.createdat)}
        </Box>
      ),
    },
    { field: 'description', header: t('col.description') },
    { field: 'debet', header: t('col.debet'), align: 'right', render: (r) => (r.debet ? formatRupiah(r.debet) : '-') },
    { field: 'credit', header: t('col.credit'), align: 'right', render: (r) => (r.credit ? formatRupiah(r.credit) : '-') },
    { field: 'endbalance', header: t('col.endbalance'), align: 'right', render: (r) => <strong>{formatRupiah(r.endbalance)}</strong> },
  ];

  return (
    <Stack spacing={3}>
      {wallet.isError && <Alert severity="error">{errorMessage(wallet.error)}</Alert>}
      <Grid container spacing={2.5} component="section" aria-label={t('summary')}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <MoneyCard
            label={t('balance')}
            value={w?.balance}
            icon={AccountBalanceWalletIcon}
            color="#3F51B5"
            loading={wallet.isPending}
            testId="card-balance"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <MoneyCard
            label={t('pendingBalance')}
            value={w?.pendingBalance}
            icon={HourglassTopIcon}
            color="#EF6C00"
            loading={wallet.isPending}
            testId="card-pending-balance"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <MoneyCard
            label={t('pendingCashout')}
            value={w?.pendingcashout}
            icon={OutboundIcon}
            color="#00897B"
            loading={wallet.isPending}
            testId="card-pending-cashout"
          />
        </Grid>
      </Grid>

      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={tab}
          onChange={(_e, v: WalletTab) => setTab(v)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={t('tabsLabel')}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {WALLET_TABS.map((name) => (
            <Tab key={name} value={name} label={t(`tab.${name}`)} id={`${tabsId}-${name}`} aria-controls={`${tabsId}-panel`} />
          ))}
        </Tabs>
      </Paper>

      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
        {tab === 'cashin' && (
          <DataTable<CashinRow>
            key="cashin"
            label={t('tab.cashin')}
            {...WALLET_TABLES.cashin}
            columns={cashinColumns}
            rowKey={(r) => r.id}
            actions={
              <Button variant="contained" startIcon={<AddCardIcon />} onClick={() => setCashinOpen(true)}>
                {t('cashinButton')}
              </Button>
            }
            {...common}
          />
        )}
        {tab === 'pending' && (
          <DataTable<CashinRow>
            key="pending"
            label={t('tab.pending')}
            {...WALLET_TABLES.pending}
            columns={pendingColumns}
            rowKey={(r) => r.id}
            actions={
              <Button variant="contained" startIcon={<AddCardIcon />} onClick={() => setCashinOpen(true)}>
                {t('cashinButton')}
              </Button>
            }
            {...common}
          />
        )}
        {tab === 'cashout' && (
          <Stack spacing={2}>
            <Alert severity="info">{t('msg:walletCashoutNotice')}</Alert>
            <DataTable<CashoutRow>
              key="cashout"
              label={t('tab.cashout')}
              {...WALLET_TABLES.cashout}
              columns={cashoutColumns}
              rowKey={(r) => r.id}
              actions={
                <Button variant="contained" startIcon={<OutboundIcon />} onClick={openCashout} disabled={!w}>
                  {t('cashoutButton')}
                </Button>
              }
              {...common}
            />
          </Stack>
        )}
        {tab === 'history' && (
          <DataTable<WalletHistoryRow>
            key="history"
            label={t('tab.history')}
            {...WALLET_TABLES.history}
            columns={historyColumns}
            rowKey={(r) => r.id}
            {...common}
          />
        )}
        {tab === 'bank' && <BankTab />}
      </Box>

      <CashinDialog open={cashinOpen} onClose={() => setCashinOpen(false)} />
      {w && <CashoutDialog open={cashoutOpen} onClose={() => setCashoutOpen(false)} banks={w.banks} balance={w.balance} />}
    </Stack>
  );
}
