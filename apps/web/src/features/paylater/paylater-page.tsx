import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import CreditScoreIcon from '@mui/icons-material/CreditScore';
import OutboundIcon from '@mui/icons-material/Outbound';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SavingsIcon from '@mui/icons-material/Savings';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Alert, Box, Button, Card, CardContent, Grid, LinearProgress, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { formatRupiah } from '../../lib/format';
import { tabOf } from '../../lib/url-tab';
import { PAYLATER_TABS, type PaylaterTab, usePaylaterBalance } from './api';
import { BillsTab } from './bills-tab';
import { PaylaterCashoutDialog } from './cashout-dialog';
import { RekeningTab } from './rekening-tab';

function FigureCard({
  label,
  value,
  icon: Icon,
  color,
  loading,
  testId,
  children,
}: {
  label: string;
  value: number | undefined;
  icon: SvgIconComponent;
  color: string;
  loading: boolean;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Card sx={{ height: '100%', position: 'relative', overflow: 'hidden' }} data-testid={testId}>
      <Box sx={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: 4, bgcolor: color }} />
      <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box
            sx={{
              width: 48,
              height: 48,
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
              <Skeleton width={120} height={34} />
            ) : (
              <Typography sx={{ fontSize: 24, fontWeight: 800, lineHeight: 1.3, wordBreak: 'break-word' }} data-testid={`${testId}-value`}>
                {formatRupiah(value ?? 0)}
              </Typography>
            )}
          </Box>
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * Pay-later "Oper Deposit" (/modalkerjav2): the 17:00 WIB notice, cards Total Limit, Limit Request, Sisa Limit and
 * Cash (name, Cashout) with the wallet balance, and tabs Bills and Rekening (the tab lives in the URL).
 */
export default function PaylaterPage() {
  const { t } = useTranslation('paylater');
  const balance = usePaylaterBalance();
  const [query, setQuery] = useSearchParams();
  const tab = tabOf(query, PAYLATER_TABS);
  const setTab = (next: PaylaterTab) =>
    setQuery(
      (q) => {
        const n = new URLSearchParams(q);
        if (next === 'bills') n.delete('tab');
        else n.set('tab', next);
        return n;
      },
      { replace: true },
    );
  const [cashoutOpen, setCashoutOpen] = useState(false);
  const tabsId = useId();
  const b = balance.data;
  const loading = balance.isPending;
  const available = b && b.totalLimit > 0 ? Math.max(0, Math.min(100, (b.limit / b.totalLimit) * 100)) : 0;
  const availableColor = available > 60 ? 'success' : available >= 30 ? 'warning' : 'error';

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
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <FigureCard
            label={t('totalLimit')}
            value={b?.totalLimit}
            icon={CreditScoreIcon}
            color="#3F51B5"
            loading={loading}
            testId="card-total-limit"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <FigureCard
            label={t('requestLimit')}
            value={b?.requestLimit}
            icon={RequestQuoteIcon}
            color="#00897B"
            loading={loading}
            testId="card-request-limit"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <FigureCard label={t('sisaLimit')} value={b?.limit} icon={SavingsIcon} color="#2E7D32" loading={loading} testId="card-sisa-limit">
            {b && (
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
            )}
          </FigureCard>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <FigureCard
            label={t('cash')}
            value={b?.amount}
            icon={AccountBalanceWalletIcon}
            color="#EF6C00"
            loading={loading}
            testId="card-cash"
          >
            <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap data-testid="card-cash-name">
                  {loading ? <Skeleton width={100} /> : b?.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" data-testid="wallet-balance">
                  {t('walletBalance')}: {loading ? '…' : formatRupiah(b?.accountBalance ?? 0)}
                </Typography>
              </Box>
              <Button variant="contained" size="small" startIcon={<OutboundIcon />} onClick={() => setCashoutOpen(true)} disabled={!b}>
                {t('cashoutButton')}
              </Button>
            </Box>
          </FigureCard>
        </Grid>
      </Grid>

      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={tab}
          onChange={(_e, v: PaylaterTab) => setTab(v)}
          aria-label={t('tabsLabel')}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {PAYLATER_TABS.map((name) => (
            <Tab key={name} value={name} label={t(`tab.${name}`)} id={`${tabsId}-${name}`} aria-controls={`${tabsId}-panel`} />
          ))}
        </Tabs>
      </Paper>

      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
        {tab === 'bills' && <BillsTab />}
        {tab === 'rekening' && <RekeningTab />}
      </Box>

      <PaylaterCashoutDialog open={cashoutOpen} onClose={() => setCashoutOpen(false)} balance={b?.accountBalance} fee={b?.cashoutFee} />
    </Stack>
  );
}
