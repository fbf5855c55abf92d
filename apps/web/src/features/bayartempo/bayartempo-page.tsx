import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import CreditScoreIcon from '@mui/icons-material/CreditScore';
import OutboundIcon from '@mui/icons-material/Outbound';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SavingsIcon from '@mui/icons-material/Savings';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Alert, Box, Button, Grid, LinearProgress, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureCard } from '../../components/figure-card';
import { Writable } from '../../components/writable';
import { errorMessage } from '../../lib/api-client';
import { formatRupiah } from '../../lib/format';
import { useUrlTab } from '../../lib/url-tab';
import { useBayartempoBalance } from './api/get-balance';
import { BAYARTEMPO_TABS, type BayartempoTab } from './api/prefetch-bayartempo';
import { BillsTab } from './bills-tab';
import { BayartempoCashoutDialog } from './cashout-dialog';
import { RekeningTab } from './rekening-tab';

/**
 * Pay-later "Oper Deposit" (/modalkerjav2): the 17:00 WIB notice, cards Total Limit, Limit Request, Sisa Limit and
 * Cash (name, Cashout) with the wallet balance, and tabs Bills and Rekening (the tab lives in the URL).
 */
export default function BayartempoPage() {
  const { t } = useTranslation('bayartempo');
  const balance = useBayartempoBalance();
  const [tab, setTab] = useUrlTab(BAYARTEMPO_TABS);
  const [cashoutOpen, setCashoutOpen] = useState(false);
  const tabsId = useId();
  const b = balance.data;
  const loading = balance.isPending;
  const available = b && b.totalLimit > 0 ? Math.max(0, Math.min(100, (b.limit / b.totalLimit) * 100)) : 0;
  const availableColor = available > 60 ? 'success' : available >= 30 ? 'warning' : 'error';
  // under the Sisa Limit figure: how much of the limit is left
  const sisaLimitBar = b && (
    <Box sx={{ mt: 1.5 }}>
      <LinearProgress
        variant="determinate"
        value={available}
        color={availableColor}
        sx={{ height: 6, borderRadius: 3 }}
        aria-label={t('sisaLimitOf', { percent: Math.round(available) })}
      />
      <Typography variant="caption" color="text.secondary">
        {t('sisaLimitOf', { percent: Math.round(available) })}
      </Typography>
    </Box>
  );
  // under the Cash figure: the server's name, the wallet balance and Cashout
  const cashFooter = (
    <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap data-testid="card-cash-name">
          {loading ? <Skeleton width={100} /> : b?.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="wallet-balance">
          {t('walletBalance')}: {loading ? '…' : formatRupiah(b?.accountBalance ?? 0)}
        </Typography>
      </Box>
      <Writable>
        <Button variant="contained" size="small" startIcon={<OutboundIcon />} onClick={() => setCashoutOpen(true)} disabled={!b}>
          {t('cashoutButton')}
        </Button>
      </Writable>
    </Box>
  );

  return (
    <Stack spacing={3}>
      <Alert severity="warning" role="note" icon={<ScheduleIcon />} data-testid="deadline-notice">
        {t('msg:creditDeadlineNotice')}
      </Alert>
      {balance.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void balance.refetch()}>
              {t('common:retry')}
            </Button>
          }
        >
          {errorMessage(balance.error)}
        </Alert>
      )}

      <Grid container spacing={2.5} component="section" aria-label={t('summary')}>
        {[
          { label: t('totalLimit'), value: b?.totalLimit, icon: CreditScoreIcon, color: '#3F51B5', testId: 'card-total-limit' },
          { label: t('requestLimit'), value: b?.requestLimit, icon: RequestQuoteIcon, color: '#00897B', testId: 'card-request-limit' },
          {
            label: t('sisaLimit'),
            value: b?.limit,
            icon: SavingsIcon,
            color: '#2E7D32',
            testId: 'card-sisa-limit',
            children: sisaLimitBar,
          },
          {
            label: t('cash'),
            value: b?.amount,
            icon: AccountBalanceWalletIcon,
            color: '#EF6C00',
            testId: 'card-cash',
            children: cashFooter,
          },
        ].map((card) => (
          <Grid key={card.testId} size={{ xs: 12, sm: 6, lg: 3 }}>
            <FigureCard {...card} value={formatRupiah(card.value ?? 0)} loading={loading} />
          </Grid>
        ))}
      </Grid>

      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={tab}
          onChange={(_e, v: BayartempoTab) => setTab(v)}
          aria-label={t('tabsLabel')}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {BAYARTEMPO_TABS.map((name) => (
            <Tab key={name} value={name} label={t(`tab.${name}`)} id={`${tabsId}-${name}`} aria-controls={`${tabsId}-panel`} />
          ))}
        </Tabs>
      </Paper>

      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
        {tab === 'bills' && <BillsTab />}
        {tab === 'rekening' && <RekeningTab />}
      </Box>

      <BayartempoCashoutDialog open={cashoutOpen} onClose={() => setCashoutOpen(false)} balance={b?.accountBalance} fee={b?.cashoutFee} />
    </Stack>
  );
}
