import { Box, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A chart's plot; with its legend above, in a box of fixed height, a card is as tall before its chart arrives as after. */
export const CHART_HEIGHT = 220;
const LEGEND_HEIGHT = 30;
/** The titles of the four trend charts, in their order on the page: the charts and their placeholder use them. */
export const CHART_TITLES = {
  topups: 'trend.topups',
  money: 'trend.money',
  tokens: 'trend.tokensSpent',
  agents: 'trend.activeAgents',
} as const;

export function ChartCard({ title, testId, children }: { title: string; testId?: string; children: React.ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Card sx={{ height: '100%' }} data-testid={testId}>
        <CardContent sx={{ p: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Box sx={{ height: CHART_HEIGHT + LEGEND_HEIGHT }}>{children}</Box>
        </CardContent>
      </Card>
    </Grid>
  );
}

/** The four chart cards, empty, while the days or the chart library load. */
export function ChartsPlaceholder() {
  const { t } = useTranslation('dashboard');
  return (
    <Grid container spacing={2} aria-busy="true">
      {Object.values(CHART_TITLES).map((title) => (
        <ChartCard key={title} title={t(title)}>
          <Skeleton variant="rounded" height="100%" />
        </ChartCard>
      ))}
    </Grid>
  );
}
