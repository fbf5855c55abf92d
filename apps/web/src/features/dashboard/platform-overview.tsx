import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import CallMadeIcon from '@mui/icons-material/CallMade';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import DnsIcon from '@mui/icons-material/Dns';
import GroupsIcon from '@mui/icons-material/Groups';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Alert, Box, Card, CardContent, Chip, Grid, List, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FigureCard } from '../../components/figure-card';
import { errorMessage } from '../../lib/api-client';
import { APPROVAL_COUNT_KEYS, APPROVAL_TABS } from '../../lib/approval-tabs';
import { formatNumber, formatRupiah } from '../../lib/format';
import { useOverview } from './api/get-overview';

/** Each approvals kind of the overview, and its tab on /admin/approvals. */
const APPROVAL_KINDS = APPROVAL_TABS.map((tab) => ({ key: APPROVAL_COUNT_KEYS[tab], tab }));

/** The platform at a glance (platform users' dashboard): servers, resellers, money and the approvals waiting. */
export function PlatformOverview() {
  const { t } = useTranslation('dashboard');
  const overview = useOverview(true);
  const o = overview.data;
  const loading = overview.isPending;
  const money = (v: number | undefined) => (v === undefined ? '-' : formatRupiah(v));
  const pair = (p: { count: number; amount: number } | undefined) => (p ? `${formatRupiah(p.amount)} · ${formatNumber(p.count)}` : '-');
  // A card's `sub` line is '' until the figures arrive, and kept meanwhile.
  const cards = [
    {
      id: 'servers',
      label: t('overview.servers'),
      icon: DnsIcon,
      color: '#3F51B5',
      value: o ? formatNumber(o.servers.total) : '-',
      sub: o ? t('overview.serversSub', { active: formatNumber(o.servers.active), fresh: formatNumber(o.servers.newThisMonth) }) : '',
    },
    { id: 'resellers', label: t('overview.resellers'), icon: GroupsIcon, color: '#00897B', value: o ? formatNumber(o.resellers) : '-' },
    {
      id: 'wallet',
      label: t('overview.walletBalance'),
      icon: AccountBalanceWalletIcon,
      color: '#EF6C00',
      value: money(o?.money.walletBalance),
    },
    {
      id: 'cashin-today',
      label: t('overview.cashinToday'),
      icon: CallReceivedIcon,
      color: '#2E7D32',
      value: money(o?.money.cashin.today),
      sub: o ? t('overview.lastDays', { d7: formatRupiah(o.money.cashin.days7), d30: formatRupiah(o.money.cashin.days30) }) : '',
    },
    {
      id: 'cashout-today',
      label: t('overview.cashoutToday'),
      icon: CallMadeIcon,
      color: '#C62828',
      value: money(o?.money.cashout.today),
      sub: o ? t('overview.lastDays', { d7: formatRupiah(o.money.cashout.days7), d30: formatRupiah(o.money.cashout.days30) }) : '',
    },
    {
      id: 'cashouts-pending',
      label: t('overview.cashoutsPending'),
      icon: CallMadeIcon,
      color: '#6D4C41',
      value: pair(o?.money.cashoutsPending),
    },
    { id: 'loans', label: t('overview.loansOutstanding'), icon: ReceiptLongIcon, color: '#5E35B1', value: pair(o?.money.loansOutstanding) },
    {
      id: 'bills',
      label: t('overview.billsUnpaid'),
      icon: ReceiptLongIcon,
      color: '#AD1457',
      value: pair(o?.money.billsUnpaid),
      sub: o ? t('overview.billsOverdue', { amount: formatRupiah(o.money.billsOverdue.amount), count: o.money.billsOverdue.count }) : '',
    },
  ];
  return (
    <Box component="section" aria-labelledby="overview-title" data-testid="platform-overview">
      <Typography id="overview-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('overview.title')}
      </Typography>
      {overview.isError && <Alert severity="error">{`${t('loadFailed')}: ${errorMessage(overview.error)}`}</Alert>}
      <Grid container spacing={2.5}>
        {cards.map((c) => (
          <Grid key={c.id} size={{ xs: 12, sm: 6, md: 3 }}>
            <FigureCard label={c.label} value={c.value} icon={c.icon} color={c.color} loading={loading} testId={`overview-${c.id}`}>
              {c.sub !== undefined && (
                // Two lines kept from sm up, where the text wraps in a narrow card, and a line shown while loading:
                // the cards keep their height when the figures arrive.
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', minHeight: { sm: '3.32em' } }}>
                  {c.sub || <Skeleton width="80%" />}
                </Typography>
              )}
            </FigureCard>
          </Grid>
        ))}
        <Grid size={{ xs: 12 }}>
          <Card>
            <CardContent sx={{ p: 2 }}>
              <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
                {t('overview.approvals')}
              </Typography>
              <List dense sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
                {APPROVAL_KINDS.map((k) => (
                  <ListItemButton
                    key={k.key}
                    component={RouterLink}
                    to={`/admin/approvals?tab=${k.tab}`}
                    data-testid={`overview-approvals-${k.tab}`}
                  >
                    <ListItemText primary={t(`overview.kind.${k.key}`)} />
                    <Chip
                      size="small"
                      label={o ? formatNumber(o.approvals[k.key]) : '-'}
                      color={o?.approvals[k.key] ? 'warning' : 'default'}
                    />
                  </ListItemButton>
                ))}
              </List>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
