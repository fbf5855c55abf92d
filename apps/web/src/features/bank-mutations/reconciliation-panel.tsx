import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Alert,
  alpha,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  Paper,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FIRST_DAY } from '../../components/date-range-filter';
import { errorMessage } from '../../lib/api-client';
import { type Dayjs, dayjs } from '../../lib/dayjs';
import { DATE_FORMATS, formatDate, formatRupiah, todayWib } from '../../lib/format';
import { useReconciliation } from './api/get-reconciliation';
import type { ReconciliationReport } from './api/types';

type Account = ReconciliationReport['accounts'][number];
type Channel = ReconciliationReport['channels'][number];
type Tally = Account['credits'];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const mono = { fontFamily: 'monospace' } as const;

/** The day the URL's `date` names when it is a whole day from 2000 to today (WIB), else today. */
function useReconciliationDay(): [string, (day: string) => void] {
  const [query, setQuery] = useSearchParams();
  const today = todayWib();
  const raw = query.get('date');
  const day = raw && DAY.test(raw) && dayjs(raw).isValid() && raw >= FIRST_DAY.format(DATE_FORMATS.date) && raw <= today ? raw : today;
  const setDay = (next: string) =>
    setQuery(
      (q) => {
        const n = new URLSearchParams(q);
        if (next === todayWib()) n.delete('date');
        else n.set('date', next);
        return n;
      },
      { replace: true },
    );
  return [day, setDay];
}

/** The WIB day picker, with a step back and forth: a day typed whole and not in the future is shown. */
function DayPicker({ day, onChange }: { day: string; onChange: (day: string) => void }) {
  const { t } = useTranslation('bank-mutations');
  const [draft, setDraft] = useState<Dayjs | null>(dayjs(day));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setDraft(dayjs(day));
    setError(null);
  }, [day]);
  const today = todayWib();
  const change = (d: Dayjs | null) => {
    setDraft(d);
    if (!d?.isValid()) return setError(d ? t('console:dateRange.invalid') : null);
    const next = d.format(DATE_FORMATS.date);
    if (next > today) return setError(t('reconciliation.notFuture'));
    if (d.isBefore(FIRST_DAY, 'day')) return setError(t('console:dateRange.outOfRange', { from: FIRST_DAY.year(), to: dayjs().year() }));
    setError(null);
    onChange(next);
  };
  const step = (days: number) => onChange(dayjs(day).add(days, 'day').format(DATE_FORMATS.date));
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Tooltip title={t('reconciliation.previousDay')}>
        <IconButton onClick={() => step(-1)} aria-label={t('reconciliation.previousDay')} sx={{ mt: 0.5 }}>
          <ChevronLeftIcon />
        </IconButton>
      </Tooltip>
      <DatePicker
        label={t('reconciliation.date')}
        value={draft}
        onChange={change}
        minDate={FIRST_DAY}
        maxDate={dayjs(today)}
        format="DD/MM/YYYY"
        slotProps={{
          actionBar: { actions: ['today'] },
          textField: {
            size: 'small',
            name: 'date',
            error: !!error,
            helperText: error,
            sx: { width: { xs: '100%', sm: 190 }, mt: 0.25 },
          },
        }}
      />
      <Tooltip title={t('reconciliation.nextDay')}>
        {/* a span: a disabled button gives the tooltip no events */}
        <span>
          <IconButton onClick={() => step(1)} aria-label={t('reconciliation.nextDay')} disabled={day >= today} sx={{ mt: 0.5 }}>
            <ChevronRightIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

/** One figure of a card: its label, the amount and the count under it. */
function Figure({ label, tally, unit, testId }: { label: string; tally: Tally; unit: string; testId: string }) {
  const { t } = useTranslation('bank-mutations');
  return (
    <Box data-testid={testId} sx={{ minWidth: 0, py: 1, px: 1.25, borderRadius: 1, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, mt: 0.5 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 800, fontSize: 16, whiteSpace: 'nowrap' }}>
          {formatRupiah(tally.amount)}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {t(`reconciliation.${unit}`, { count: tally.count })}
        </Typography>
      </Box>
    </Box>
  );
}

/** The figures of a card as tiles: two a row on a phone, three from the small breakpoint up. */
function Figures({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 1 }}
    >
      {children}
    </Box>
  );
}

/** The difference, prominent: green when every line is accounted for, else the warning colour and the amount. */
function Difference({ amount, zeroText, text, hint }: { amount: number; zeroText: string; text: string; hint: string }) {
  const ok = amount === 0;
  const palette = ok ? 'success' : 'warning';
  return (
    <Box
      data-testid="recon-difference"
      sx={{
        mt: 2,
        p: 1.5,
        borderRadius: 1,
        display: 'flex',
        gap: 1.25,
        alignItems: 'flex-start',
        bgcolor: (th) => alpha(th.palette[palette].main, 0.1),
        border: 1,
        borderColor: (th) => alpha(th.palette[palette].main, 0.4),
      }}
    >
      {ok ? <CheckCircleIcon color="success" sx={{ mt: 0.25 }} /> : <WarningAmberIcon color="warning" sx={{ mt: 0.25 }} />}
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 800, fontSize: 17, color: ok ? 'success.dark' : 'warning.dark' }}>{ok ? zeroText : text}</Typography>
        {!ok && (
          <Typography variant="body2" sx={{ mt: 0.25 }}>
            {hint}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** A card's title: the bank large, the account (or channel) and the holder under it. */
function CardTitle({ id, title, subtitle }: { id: string; title: ReactNode; subtitle?: ReactNode }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography id={id} component="h3" sx={{ fontWeight: 800, fontSize: 18, wordBreak: 'break-word' }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}

const listTitle = { mt: 2, mb: 0.5, fontWeight: 700, fontSize: 14 } as const;

/** A company account: its statement lines of the day against what they paid, and the credits still waiting. */
function AccountCard({ account }: { account: Account }) {
  const { t } = useTranslation('bank-mutations');
  const titleId = useId();
  const nothing = account.credits.count === 0 && account.debits.count === 0;
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ height: '100%' }} data-testid="recon-account">
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <CardTitle
          id={titleId}
          title={
            <>
              {account.bank || t('reconciliation.account.unknownBank')}{' '}
              <Box component="span" sx={{ ...mono, fontWeight: 700, fontSize: 16 }}>
                {account.account}
              </Box>
            </>
          }
          subtitle={account.accountname || undefined}
        />
        <Figures>
          <Figure label={t('reconciliation.account.credits')} tally={account.credits} unit="lines" testId="recon-credits" />
          <Figure label={t('reconciliation.account.debits')} tally={account.debits} unit="lines" testId="recon-debits" />
          <Figure label={t('reconciliation.account.matched')} tally={account.matched} unit="lines" testId="recon-matched" />
          <Figure label={t('reconciliation.account.assigned')} tally={account.assigned} unit="lines" testId="recon-assigned" />
          <Figure label={t('reconciliation.account.ignored')} tally={account.ignored} unit="lines" testId="recon-ignored" />
          <Figure label={t('reconciliation.account.ledger')} tally={account.ledgerCredits} unit="transfers" testId="recon-ledger" />
        </Figures>
        {nothing ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="recon-difference">
            {t('reconciliation.account.nothing')}
          </Typography>
        ) : (
          <Difference
            amount={account.difference}
            zeroText={t('reconciliation.account.zero', { amount: formatRupiah(0) })}
            text={t('reconciliation.account.difference', { amount: formatRupiah(account.difference) })}
            hint={t('reconciliation.account.differenceHint')}
          />
        )}
        {account.unmatched.length > 0 && (
          <>
            <Typography component="h4" sx={listTitle}>
              {t('reconciliation.account.unmatched')}
            </Typography>
            <List dense disablePadding>
              {account.unmatched.map((line) => (
                <ListItem key={line.id} disablePadding sx={{ borderBottom: 1, borderColor: 'divider' }}>
                  <ListItemButton
                    component={RouterLink}
                    to={line.description ? `/admin/mutasi?${new URLSearchParams({ 'unmatched.q': line.description })}` : '/admin/mutasi'}
                    title={t('reconciliation.account.openLine')}
                    sx={{ px: 1, gap: 1, alignItems: 'center' }}
                  >
                    <Box
                      sx={{
                        flex: 1,
                        minWidth: 0,
                        display: 'flex',
                        flexDirection: { xs: 'column', sm: 'row' },
                        columnGap: 1.5,
                        alignItems: { sm: 'baseline' },
                      }}
                    >
                      <Typography
                        component="span"
                        sx={{
                          fontWeight: 700,
                          whiteSpace: 'nowrap',
                          color: 'warning.dark',
                          minWidth: { sm: 104 },
                          textAlign: { sm: 'right' },
                        }}
                      >
                        {formatRupiah(line.amount)}
                      </Typography>
                      <Typography component="span" variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                        {line.description || t('reconciliation.account.noDescription')}
                      </Typography>
                    </Box>
                    <ChevronRightIcon fontSize="small" sx={{ color: 'text.secondary', flexShrink: 0 }} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
}

const OUTCOMES = ['amount_mismatch', 'unmatched', 'already_paid'];

/** A provider channel: its payments of the day against the virtual accounts they paid, and those that paid nothing. */
function ChannelCard({ channel }: { channel: Channel }) {
  const { t } = useTranslation('bank-mutations');
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ height: '100%' }} data-testid="recon-channel">
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <CardTitle
          id={titleId}
          title={channel.bank ? t('reconciliation.channel.label', { bank: channel.bank }) : t('reconciliation.channel.unknownBank')}
        />
        <Figures>
          <Figure label={t('reconciliation.channel.credits')} tally={channel.credits} unit="payments" testId="recon-credits" />
          <Figure label={t('reconciliation.channel.matched')} tally={channel.matched} unit="payments" testId="recon-matched" />
          <Figure label={t('reconciliation.channel.ledger')} tally={channel.ledgerCredits} unit="vas" testId="recon-ledger" />
        </Figures>
        <Difference
          amount={channel.difference}
          zeroText={t('reconciliation.channel.zero', { amount: formatRupiah(0) })}
          text={t('reconciliation.channel.difference', { amount: formatRupiah(channel.difference) })}
          hint={t('reconciliation.channel.differenceHint')}
        />
        {channel.unmatched.length > 0 && (
          <>
            <Typography component="h4" sx={listTitle}>
              {t('reconciliation.channel.unmatched')}
            </Typography>
            <List dense disablePadding>
              {channel.unmatched.map((p) => (
                <ListItem key={p.reff} disablePadding sx={{ px: 1, py: 0.75, display: 'block', borderBottom: 1, borderColor: 'divider' }}>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.5 }}
                  >
                    <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: 'warning.dark' }}>
                      {formatRupiah(p.amount)}
                    </Typography>
                    <Chip
                      size="small"
                      color="warning"
                      variant="outlined"
                      label={OUTCOMES.includes(p.outcome) ? t(`reconciliation.outcome.${p.outcome}`) : p.outcome}
                      sx={{ fontWeight: 600 }}
                    />
                  </Stack>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="div"
                    sx={{ mt: 0.25, display: 'flex', flexWrap: 'wrap', columnGap: 1.5, '& > span': { overflowWrap: 'anywhere' } }}
                  >
                    <Box component="span" sx={mono}>
                      {t('reconciliation.channel.reff', { reff: p.reff })}
                    </Box>
                    <Box component="span" sx={mono}>
                      {t('reconciliation.channel.va', { va: p.va || '—' })}
                    </Box>
                    <span>{formatDate(p.at, 'time')}</span>
                  </Typography>
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The transfers a person confirmed paid that day: nothing on a statement or from a provider stands behind them. */
function HandConfirmed({ rows }: { rows: ReconciliationReport['handConfirmed'] }) {
  const { t } = useTranslation('bank-mutations');
  const titleId = useId();
  const total = rows.reduce((s, r) => s + r.amount, 0);
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" data-testid="recon-hand">
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' }, columnGap: 2, rowGap: 0.5 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <HowToRegIcon color="action" />
            <Typography id={titleId} component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
              {t('reconciliation.hand.title')}
            </Typography>
          </Stack>
          {rows.length > 0 && (
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {t('reconciliation.transfers', { count: rows.length })} · {formatRupiah(total)}
            </Typography>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 760 }}>
          {t('reconciliation.hand.hint')}
        </Typography>
        {rows.length === 0 ? (
          <Typography variant="body2" sx={{ mt: 2, fontStyle: 'italic', color: 'text.secondary' }}>
            {t('reconciliation.hand.empty')}
          </Typography>
        ) : (
          <List dense disablePadding sx={{ mt: 1.5 }}>
            {rows.map((r) => (
              <ListItem
                key={r.invoice}
                disablePadding
                sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25 }}
              >
                <Typography component="span" sx={{ ...mono, fontWeight: 600, flex: '1 1 180px', minWidth: 0, wordBreak: 'break-all' }}>
                  {r.invoice}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(r.paidAt)}
                </Typography>
                <Typography
                  component="span"
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap', minWidth: { sm: 120 }, textAlign: 'right', ml: 'auto' }}
                >
                  {formatRupiah(r.amount)}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

/** A section's heading and the line that says how its difference is counted. */
function SectionHeading({ id, title, hint }: { id: string; title: string; hint: string }) {
  return (
    <Box>
      <Typography id={id} component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </Box>
  );
}

const cardGrid = { display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2 } as const;

/** Two cards' worth of grey while the day loads. */
function CardsSkeleton({ count }: { count: number }) {
  const { t } = useTranslation('bank-mutations');
  return (
    <Box sx={cardGrid} role="status" aria-label={t('reconciliation.loading')}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, never reordered
        <Card key={i} variant="outlined">
          <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
            <Skeleton variant="text" width="55%" sx={{ fontSize: 18 }} />
            <Skeleton variant="text" width="35%" />
            <Skeleton variant="rounded" height={150} sx={{ mt: 1.5 }} />
            <Skeleton variant="rounded" height={52} sx={{ mt: 2 }} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/**
 * Rekonsiliasi: one WIB day's money in (the URL's `date`, today by default): each company account's statement
 * lines against the transfers they paid, each provider channel's payments against the virtual accounts they paid,
 * and the transfers a person confirmed by hand (docs/payments.md, Daily reconciliation). An unmatched credit links to
 * the unmatched queue, searched for its description.
 */
export function ReconciliationPanel({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation('bank-mutations');
  const [day, setDay] = useReconciliationDay();
  const report = useReconciliation(day);
  const accountsId = useId();
  const channelsId = useId();
  const data = report.data;

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, minWidth: 0 }}>
            <DayPicker day={day} onChange={setDay} />
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 560 }}>
              {t('reconciliation.intro')}
            </Typography>
          </Stack>
          {actions && <Box sx={{ flexShrink: 0 }}>{actions}</Box>}
        </Stack>
      </Paper>

      {report.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => report.refetch()}>
              {t('common:retry')}
            </Button>
          }
        >
          {errorMessage(report.error)}
        </Alert>
      ) : (
        <>
          <Stack spacing={1.5} component="section" aria-labelledby={accountsId} aria-busy={report.isPending}>
            <SectionHeading id={accountsId} title={t('reconciliation.accounts.title')} hint={t('reconciliation.accounts.hint')} />
            {!data ? (
              <CardsSkeleton count={2} />
            ) : data.accounts.length === 0 ? (
              <Typography variant="body2" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
                {t('reconciliation.accounts.empty')}
              </Typography>
            ) : (
              <Box sx={cardGrid}>
                {data.accounts.map((a) => (
                  <AccountCard key={a.account} account={a} />
                ))}
              </Box>
            )}
          </Stack>

          <Stack spacing={1.5} component="section" aria-labelledby={channelsId} aria-busy={report.isPending}>
            <SectionHeading id={channelsId} title={t('reconciliation.channels.title')} hint={t('reconciliation.channels.hint')} />
            {!data ? (
              <CardsSkeleton count={1} />
            ) : data.channels.length === 0 ? (
              <Typography variant="body2" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
                {t('reconciliation.channels.empty')}
              </Typography>
            ) : (
              <Box sx={cardGrid}>
                {[...data.channels.filter((c) => c.bank), ...data.channels.filter((c) => !c.bank)].map((c) => (
                  <ChannelCard key={c.bank} channel={c} />
                ))}
              </Box>
            )}
          </Stack>

          {data ? <HandConfirmed rows={data.handConfirmed} /> : <Skeleton variant="rounded" height={120} />}
        </>
      )}
    </Stack>
  );
}
