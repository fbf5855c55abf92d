import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AddCardIcon from '@mui/icons-material/AddCard';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import OutboundIcon from '@mui/icons-material/Outbound';
import { Alert, Box, Button, Grid, Paper, Stack, Tab, Tabs } from '@mui/material';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { DateRangeFilter } from '../../components/date-range-filter';
import { FigureCard } from '../../components/figure-card';
import { StatusChip } from '../../components/status-chip';
import { errorMessage } from '../../lib/api-client';
import { formatDate, formatRupiah, todayRange } from '../../lib/format';
import { useUrlTab } from '../../lib/url-tab';
import { useCan, useWriteAccess } from '../../lib/write-access';
import { WALLET_TABLES, WALLET_TABS, type WalletTab } from './api/get-lists';
import { useWallet } from './api/get-wallet';
import type { CashinRow, CashoutRow, WalletHistoryRow } from './api/types';
import { BankTab } from './bank-tab';
import { CashinDialog } from './cashin-dialog';
import { CashoutDialog } from './cashout-dialog';
import { CashoutStatus } from './statuses';

/** The sortable creation time column (the lists' default sort). */
function createdAt<T extends { createdat: string }>(header: ReactNode): DataTableColumn<T> {
  return {
    field: 'createdat',
    header,
    sortable: true,
    render: (r) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatDate(r.createdat)}
      </Box>
    ),
  };
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
  const [tab, setTab] = useUrlTab(WALLET_TABS);
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
  // Cash-in writes (wallet.write); a cash-out moves money out (wallet.cashout): each shows only to a role that has it.
  const writable = useWriteAccess();
  const mayCashout = useCan('wallet.cashout');
  const cashinButton = writable && (
    <Button variant="contained" startIcon={<AddCardIcon />} onClick={() => setCashinOpen(true)}>
      {t('cashinButton')}
    </Button>
  );

  const cashinColumns: DataTableColumn<CashinRow>[] = [
    createdAt(t('col.createdat')),
    { field: 'channel', header: t('col.channel'), render: (r) => r.channel.name },
    money('amount', t('col.amount'), (r: CashinRow) => r.amount),
    money('fee', t('col.fee'), (r: CashinRow) => r.fee),
    { field: 'description', header: t('col.description'), hideBelow: 'md' },
    { field: 'reff', header: t('col.reff'), hideBelow: 'md' },
    { field: 'successDate', header: t('col.successDate'), render: (r) => formatDate(r.successDate) },
  ];
  const pendingColumns: DataTableColumn<CashinRow>[] = [
    createdAt(t('col.createdat')),
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
    createdAt(t('col.createdat')),
    { field: 'bank', header: t('col.bank') },
    { field: 'accountno', header: t('col.accountno') },
    { field: 'accountname', header: t('col.accountname'), hideBelow: 'md' },
    money('amount', t('col.amount'), (r: CashoutRow) => r.amount),
    { field: 'reff', header: t('col.reff'), hideBelow: 'md' },
    { field: 'status', header: t('col.status'), render: (r) => <CashoutStatus status={r.status} approval={r.approval} /> },
    { field: 'description', header: t('col.description'), hideBelow: 'md' },
  ];
  const historyColumns: DataTableColumn<WalletHistoryRow>[] = [
    createdAt(t('col.createdat')),
    { field: 'description', header: t('col.description') },
    { field: 'debet', header: t('col.debet'), align: 'right', render: (r) => (r.debet ? formatRupiah(r.debet) : '-') },
    { field: 'credit', header: t('col.credit'), align: 'right', render: (r) => (r.credit ? formatRupiah(r.credit) : '-') },
    { field: 'endbalance', header: t('col.endbalance'), align: 'right', render: (r) => <strong>{formatRupiah(r.endbalance)}</strong> },
  ];

  return (
    <Stack spacing={3}>
      {wallet.isError && <Alert severity="error">{errorMessage(wallet.error)}</Alert>}
      <Grid container spacing={2.5} component="section" aria-label={t('summary')}>
        {[
          { label: t('balance'), value: w?.balance, icon: AccountBalanceWalletIcon, color: '#3F51B5', testId: 'card-balance' },
          {
            label: t('pendingBalance'),
            value: w?.pendingBalance,
            icon: HourglassTopIcon,
            color: '#EF6C00',
            testId: 'card-pending-balance',
          },
          { label: t('pendingCashout'), value: w?.pendingcashout, icon: OutboundIcon, color: '#00897B', testId: 'card-pending-cashout' },
        ].map((card) => (
          <Grid key={card.testId} size={{ xs: 12, sm: 6, md: 4 }}>
            <FigureCard {...card} value={formatRupiah(card.value ?? 0)} loading={wallet.isPending} />
          </Grid>
        ))}
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
            actions={cashinButton}
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
            actions={cashinButton}
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
                mayCashout && (
                  <Button variant="contained" startIcon={<OutboundIcon />} onClick={openCashout} disabled={!w}>
                    {t('cashoutButton')}
                  </Button>
                )
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
