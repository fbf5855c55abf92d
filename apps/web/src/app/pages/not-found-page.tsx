import { Box, Button, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useToken } from '../../lib/auth';

/** The catch-all page of SPEC §2. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const token = useToken();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 3 }}>
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Typography
          aria-hidden
          sx={{ fontSize: { xs: 96, sm: 140 }, fontWeight: 800, lineHeight: 1, color: 'primary.main', opacity: 0.9, letterSpacing: -4 }}
        >
          404
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mt: 2, mb: 1 }}>
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('notFound.body')}
        </Typography>
        <Button component={RouterLink} to={token ? '/dashboard' : '/'} variant="contained" size="large">
          {token ? t('backToDashboard') : t('backToHome')}
        </Button>
      </Container>
    </Box>
  );
}
