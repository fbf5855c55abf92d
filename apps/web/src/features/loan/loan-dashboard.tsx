import { contractStatus } from '@konsol/contract';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import PaymentsIcon from '@mui/icons-material/Payments';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Button, Card, CardContent, Chip, Grid, LinearProgress, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm';
import { DataTable, type DataTableColumn, whenHidden } from '../../components/data-table';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/events';
import { formatDate, formatRupiah } from '../../lib/format';
import { useIdempotencyKey } from '../../lib/idempotency';
import { useUrlTab } from '../../lib/url-tab';
import { walletQueryOptions } from '../../lib/wallet-query';
import { CONTRACTS_TABLE, LOAN_TABS, PAYMENTS_TABLE } from './api/get-loan-lists';
import { useLoanSetting } from './api/get-loan-setting';
import { usePayContract } from './api/pay-loan-contract';
import type { Loan, LoanContractRow, LoanPaymentRow } from './api/types';
import { DisburseDialog } from './disburse-dialog';
import { progressPalette, progressValue } from './progress';

type TabName = (typeof LOAN_TABS)[number];

const nowrap = (text: string) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {text}
  </Box>
);

/** Sisa Limit Kredit with its coloured bar and Cairkan. */
function LimitCard({ loan, onDisburse }: { loan: Loan; onDisburse: () => void }) {
  const { t } = useTranslation('loan');
  const palette = progressPalette(loan.progress);
  return (
    <Card sx={{ height: '100%' }} data-testid="loan-limit">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" component="h2" sx={{ fontWeight: 600 }}>
              {t('remaining')}
            </Typography>
            <Typography sx={{ fontSize: { xs: 26, sm: 32 }, fontWeight: 800, lineHeight: 1.25 }} data-testid="loan-remaining">
              {formatRupiah(loan.remaining)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('limitOf', { limit: formatRupiah(loan.creditlimit), used: formatRupiah(loan.used) })}
            </Typography>
          </Box>
          <Button variant="contained" size="large" startIcon={<PaymentsIcon />} onClick={onDisburse} disabled={loan.remaining <= 0}>
            {t('disburse')}
          </Button>
        </Stack>
        <Box sx={{ mt: 2.5 }}>
          <LinearProgress
            variant="determinate"
            value={progressValue(loan.progress)}
            color={palette}
            aria-label={t('progressLabel')}
            aria-valuetext={`${loan.progress.toLocaleString('id-ID')}%`}
            data-color={palette}
            data-testid="loan-progress"
            sx={{ height: 12, borderRadius: 6 }}
          />
          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.75 }}>
            <Typography variant="caption" color="text.secondary">
              {t('progressText', { value: loan.progress.toLocaleString('id-ID') })}
            </Typography>
            {loan.duedate && (
              <Typography variant="caption" color="text.secondary">
                {t('nextDue', { date: formatDate(loan.duedate, 'contract') })}
              </Typography>
            )}
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

function WalletCard() {
  const { t } = useTranslation('loan');
  const wallet = useQuery(walletQueryOptions());
  return (
    <Card sx={{ height: '100%' }} data-testid="loan-wallet">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'center' }}>
        <Box
          sx={{ width: 52, height: 52, borderRadius: 2.5, display: 'grid', placeItems: 'center', bgcolor: '#1565C01A', color: '#1565C0' }}
        >
          <AccountBalanceWalletIcon />
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary" component="h2" sx={{ fontWeight: 600 }}>
            {t('walletBalance')}
          </Typography>
          {wallet.isLoading ? (
            <Skeleton width={120} height={36} />
          ) : (
            <Typography sx={{ fontSize: 24, fontWeight: 800 }} data-testid="loan-wallet-balance">
              {wallet.isError ? '—' : formatRupiah(wallet.data?.balance ?? 0)}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {t('walletHint')}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The dashboard of an approved loan: the limit, Cairkan, contracts (BAYAR) and repayments. */
export function LoanDashboard({ loan }: { loan: Loan }) {
  const { t } = useTranslation('loan');
  const setting = useLoanSetting();
  const confirm = useConfirm();
  const pay = usePayContract();
  const idem = useIdempotencyKey();
  const [open, setOpen] = useState(false);
  const tabsId = useId();
  const [tab, setTab] = useUrlTab(LOAN_TABS);

  const payContract = async (c: LoanContractRow) => {
    if (!(await confirm({ message: t('msg:loanConfirmPay', { no: c.contractno }), confirmLabel: t('pay') }))) return;
    try {
      const res = await pay.mutateAsync({ contractno: c.contractno, key: idem.keyFor(c.contractno) });
      idem.reset();
      notify.success(res.msg);
    } catch (err) {
      notify.error(errorMessage(err));
    }
  };

  const contractColumns: DataTableColumn<LoanContractRow>[] = [
    {
      field: 'contractno',
      header: t('col.contractno'),
      render: (c) => (
        <Box>
          <Box sx={{ fontFamily: 'monospace', fontSize: 14 }}>{c.contractno}</Box>
          {/* amount and due date under the number while their columns are hidden (phones) */}
          <Box sx={{ ...whenHidden('sm'), fontSize: 13, color: c.overdue ? 'error.main' : 'text.secondary' }}>
            {formatRupiah(c.amount)} · {formatDate(c.duedate, 'contract')}
          </Box>
        </Box>
      ),
    },
    { field: 'amount', header: t('col.amount'), align: 'right', render: (c) => nowrap(formatRupiah(c.amount)), hideBelow: 'sm' },
    { field: 'fee', header: t('col.fee'), align: 'right', render: (c) => nowrap(formatRupiah(c.fee)), hideBelow: 'md' },
    { field: 'created', header: t('col.created'), render: (c) => nowrap(formatDate(c.created, 'contract')), hideBelow: 'md' },
    {
      field: 'duedate',
      header: t('col.duedate'),
      hideBelow: 'sm',
      render: (c) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Box
            component="span"
            sx={{ whiteSpace: 'nowrap', color: c.overdue ? 'error.main' : undefined, fontWeight: c.overdue ? 700 : undefined }}
          >
            {formatDate(c.duedate, 'contract')}
          </Box>
          {c.overdue && <Chip size="small" color="error" icon={<WarningAmberIcon />} label={t('overdue')} data-testid="contract-overdue" />}
        </Stack>
      ),
    },
    {
      field: 'status',
      header: t('col.status'),
      render: (c) => {
        const s = contractStatus(c.status);
        return (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Chip
              size="small"
              label={t(s.label === 'Lunas' ? 'contractStatus.lunas' : 'contractStatus.belum')}
              color={s.color === 'green' ? 'success' : 'warning'}
              sx={{ fontWeight: 600 }}
              data-testid="contract-status"
            />
            {c.overdue && <Chip size="small" color="error" label={t('overdue')} sx={{ display: { xs: 'inline-flex', sm: 'none' } }} />}
          </Stack>
        );
      },
    },
    {
      field: 'action',
      pinned: true,
      header: t('col.action'),
      render: (c) =>
        c.status === 0 ? (
          <Button size="small" variant="contained" color="secondary" onClick={() => payContract(c)} disabled={pay.isPending}>
            {t('pay')}
          </Button>
        ) : (
          nowrap(c.paidat ? formatDate(c.paidat, 'contract') : '')
        ),
    },
  ];
  const paymentColumns: DataTableColumn<LoanPaymentRow>[] = [
    { field: 'created', header: t('col.paidAt'), render: (p) => nowrap(formatDate(p.created, 'contract')) },
    {
      field: 'contractno',
      header: t('col.contractno'),
      render: (p) => <Box sx={{ fontFamily: 'monospace', fontSize: 14 }}>{p.contractno}</Box>,
    },
    { field: 'amount', header: t('col.paidAmount'), align: 'right', render: (p) => nowrap(formatRupiah(p.amount)) },
  ];

  return (
    <Stack spacing={3}>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 8 }}>
          <LimitCard loan={loan} onDisburse={() => setOpen(true)} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <WalletCard />
        </Grid>
      </Grid>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs value={tab} onChange={(_e, v: TabName) => setTab(v)} aria-label={t('tabsLabel')} variant="scrollable" sx={{ px: 1 }}>
          {LOAN_TABS.map((name) => (
            <Tab key={name} value={name} label={t(`tab.${name}`)} id={`${tabsId}-${name}`} aria-controls={`${tabsId}-panel`} />
          ))}
        </Tabs>
      </Paper>
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`} key={tab}>
        {tab === 'pencairan' ? (
          <DataTable<LoanContractRow>
            label={t('tab.pencairan')}
            {...CONTRACTS_TABLE}
            columns={contractColumns}
            rowKey={(c) => c.id}
            searchable={false}
            emptyText={t('emptyContracts')}
          />
        ) : (
          <DataTable<LoanPaymentRow>
            label={t('tab.pembayaran')}
            {...PAYMENTS_TABLE}
            columns={paymentColumns}
            rowKey={(p) => p.id}
            searchable={false}
            emptyText={t('emptyPayments')}
          />
        )}
      </Box>
      <DisburseDialog open={open} onClose={() => setOpen(false)} setting={setting.data} remaining={loan.remaining} />
    </Stack>
  );
}
