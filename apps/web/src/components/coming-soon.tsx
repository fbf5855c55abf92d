import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface ComingSoonProps {
  /** What is being built; defaults to a generic sentence. */
  feature?: string;
}

/**
 * The placeholder of a screen that is not built yet (also what a feature shows while its `soon` flag is on).
 *
 * @example
 * { name: 'wallet', path: '/wallet', component: comingSoon }          // in the route table
 * <ComingSoon feature="Wallet" />                                        // inside a page
 */
export function ComingSoon({ feature }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center', borderStyle: 'dashed' }} data-testid="coming-soon">
      <Box
        sx={{
          width: 72,
          height: 72,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.50',
          background: 'linear-gradient(135deg, rgba(63,81,181,.12), rgba(63,81,181,.04))',
          color: 'primary.main',
        }}
      >
        <ConstructionIcon fontSize="large" />
      </Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('comingSoon.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 460, mx: 'auto', mb: 3 }}>
        {feature ? t('comingSoon.featureBody', { feature }) : t('comingSoon.body')}
      </Typography>
      <Button component={RouterLink} to="/dashboard" variant="outlined">
        {t('backToDashboard')}
      </Button>
    </Paper>
  );
}

/** The lazily loaded route page of a screen not built yet: the placeholder under the layout's header. */
export default function ComingSoonPage() {
  return <ComingSoon />;
}
