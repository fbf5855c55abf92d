import type { TrendDay } from '@konsol/contract';
import { Grid } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatNumber, formatRupiah } from '../../lib/format';
import { CHART_HEIGHT, CHART_TITLES, ChartCard } from './chart-card';

const rupiah = (v: number | null) => formatRupiah(v ?? 0);
const count = (v: number | null) => formatNumber(v ?? 0);
/** `YYYY-MM-DD` as the axis shows it: `DD/MM`. */
const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
// The library empties a tick label it measures taller than the axis leaves room for: room to spare, in any font.
const AXIS = { height: 32, tickLabelStyle: { fontSize: 12 } };
const Y_AXIS = { width: 52, tickLabelStyle: { fontSize: 12 } };

/**
 * The trend charts of a server or of the platform (top-ups, cash-in against cash-out, SMS tokens, active agents).
 * Loaded by the dashboards only: `@mui/x-charts` stays out of every other page's scripts.
 */
export function TrendsCharts({ days }: { days: TrendDay[] }) {
  const { t, i18n } = useTranslation('dashboard');
  // The axis shows millions and thousands short, so a wide sum does not crowd the chart.
  const short = (v: number) => formatCompact(v, i18n.language);
  const x = [{ ...AXIS, scaleType: 'band' as const, data: days.map((d) => dayLabel(d.date)) }];
  const point = [{ ...AXIS, scaleType: 'point' as const, data: days.map((d) => dayLabel(d.date)) }];
  return (
    <Grid container spacing={2}>
      <ChartCard title={t(CHART_TITLES.topups)} testId="chart-topups">
        <BarChart
          height={CHART_HEIGHT}
          xAxis={x}
          yAxis={[
            { ...Y_AXIS, id: 'count', valueFormatter: short },
            { ...Y_AXIS, id: 'amount', position: 'right', valueFormatter: short },
          ]}
          series={[
            {
              data: days.map((d) => d.topupCount),
              label: t('trend.topupCount'),
              valueFormatter: count,
              color: '#3F51B5',
              yAxisId: 'count',
            },
            {
              data: days.map((d) => d.topupAmount),
              label: t('trend.topupAmount'),
              valueFormatter: rupiah,
              color: '#9FA8DA',
              yAxisId: 'amount',
            },
          ]}
        />
      </ChartCard>
      <ChartCard title={t(CHART_TITLES.money)} testId="chart-money">
        <LineChart
          height={CHART_HEIGHT}
          xAxis={point}
          yAxis={[{ ...Y_AXIS, valueFormatter: short }]}
          series={[
            { data: days.map((d) => d.cashin), label: t('trend.cashin'), valueFormatter: rupiah, color: '#00897B' },
            { data: days.map((d) => d.cashout), label: t('trend.cashout'), valueFormatter: rupiah, color: '#EF6C00' },
          ]}
        />
      </ChartCard>
      <ChartCard title={t(CHART_TITLES.tokens)} testId="chart-tokens">
        <BarChart
          height={CHART_HEIGHT}
          xAxis={x}
          yAxis={[{ ...Y_AXIS, valueFormatter: short }]}
          series={[{ data: days.map((d) => d.tokensSpent), label: t(CHART_TITLES.tokens), valueFormatter: count, color: '#1E88E5' }]}
        />
      </ChartCard>
      <ChartCard title={t(CHART_TITLES.agents)} testId="chart-agents">
        <LineChart
          height={CHART_HEIGHT}
          xAxis={point}
          yAxis={[{ ...Y_AXIS, valueFormatter: short }]}
          series={[
            {
              data: days.map((d) => d.activeAgents),
              label: t(CHART_TITLES.agents),
              valueFormatter: count,
              color: '#8E24AA',
              area: true,
            },
          ]}
        />
      </ChartCard>
    </Grid>
  );
}
