import { Alert, Box, Chip, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { formatNumber, formatRupiah } from '../../lib/format';
import { lazyPart } from '../../lib/lazy-part';
import { type TrendScope, type TrendSpan, trendsQueryOptions } from './api/get-trends';
import { ChartsPlaceholder } from './chart-card';

// The chart library is a chunk of its own, asked for when the section first shows.
const charts = lazyPart(() => import('./trends-charts').then((m) => m.TrendsCharts), <ChartsPlaceholder />);
const SPANS: TrendSpan[] = [7, 30, 90];

/** A server's or the platform's last 7, 30 or 90 WIB days, as charts, with today's figures above them. */
export function TrendsSection({ scope }: { scope: TrendScope }) {
  const { t } = useTranslation('dashboard');
  const [span, setSpan] = useState<TrendSpan>(7);
  const trends = useQuery(trendsQueryOptions(scope, span));
  const today = trends.data?.[trends.data.length - 1];
  return (
    <Box component="section" aria-labelledby={`trends-${scope}`} data-testid={`trends-${scope}`}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <Typography id={`trends-${scope}`} variant="h6" component="h2">
          {t(scope === 'platform' ? 'trend.platformTitle' : 'trend.title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={span}
          onChange={(_, v: TrendSpan | null) => v && setSpan(v)}
          aria-label={t('trend.span')}
        >
          {SPANS.map((s) => (
            <ToggleButton key={s} value={s} sx={{ px: 1.5 }}>
              {t('trend.days', { count: s })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {trends.isError && <Alert severity="error">{`${t('loadFailed')}: ${errorMessage(trends.error)}`}</Alert>}
      {!trends.isError && (
        // Drawn before the days arrive too (with dashes), so the charts below do not move down when they do.
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }} aria-label={t('trend.today')}>
          <Chip size="small" label={`${t('trend.today')}`} sx={{ fontWeight: 700 }} />
          <Chip
            size="small"
            variant="outlined"
            data-testid="today-cashin"
            label={`${t('trend.cashin')}: ${today ? formatRupiah(today.cashin) : '–'}`}
          />
          <Chip
            size="small"
            variant="outlined"
            data-testid="today-cashout"
            label={`${t('trend.cashout')}: ${today ? formatRupiah(today.cashout) : '–'}`}
          />
          <Chip size="small" variant="outlined" label={`${t('trend.topupCount')}: ${today ? formatNumber(today.topupCount) : '–'}`} />
          <Chip
            size="small"
            variant="outlined"
            data-testid="today-agents"
            label={`${t('trend.activeAgents')}: ${today ? formatNumber(today.activeAgents) : '–'}`}
          />
        </Stack>
      )}
      {trends.data ? <charts.Component days={trends.data} /> : !trends.isError && <ChartsPlaceholder />}
    </Box>
  );
}
