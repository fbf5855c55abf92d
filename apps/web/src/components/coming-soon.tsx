import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface ComingSoonProps {
  /** The module's name, as its page titles it. */
  feature: string;
}

/**
 * What a partner module page (Digipos, Isimple, Sidompul) shows while the administrator keeps its `soon` flag on:
 * SPEC §2, "a placeholder says the feature is under development".
 *
 * @example
 * if (mine.data?.soon) return <ComingSoon feature="Digipos" />;
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
        {t('console:comingSoon.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 460, mx: 'auto', mb: 3 }}>
        {t('console:comingSoon.featureBody', { feature })}
      </Typography>
      <Button component={RouterLink} to="/dashboard" variant="outlined">
        {t('backToDashboard')}
      </Button>
    </Paper>
  );
}
