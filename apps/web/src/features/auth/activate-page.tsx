import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { errorMessage } from '../../lib/api-client';
import { activate } from './api/public-auth';

/**
 * Activation link: `POST /api/activate {token}` once on load. A query (not an effect) runs it, so it is sent
 * once per token even when React mounts the page twice; the token is single-use on the server.
 */
export default function ActivatePage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const result = useQuery({
    queryKey: ['auth', 'activate', token],
    queryFn: () => activate(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  return (
    <AuthCard title={t('activate.title')}>
      <Box role="status" aria-live="polite" sx={{ textAlign: 'center', py: 2 }}>
        {result.isPending && (
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress aria-label={t('activate.pending')} />
            <Typography color="text.secondary">{t('activate.pending')}</Typography>
          </Stack>
        )}
        {result.isSuccess && (
          <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
            <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
            <Typography variant="h6" component="p" data-testid="activate-success">
              {result.data.msg}
            </Typography>
            <Button component={RouterLink} to="/login" variant="contained" size="large" sx={{ minWidth: 200 }}>
              {t('activate.login')}
            </Button>
          </Stack>
        )}
        {result.isError && (
          <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
            <ErrorIcon color="error" sx={{ fontSize: 64 }} />
            <Typography color="error" sx={{ fontWeight: 600 }} data-testid="activate-error">
              {errorMessage(result.error)}
            </Typography>
            <Button component={RouterLink} to="/" variant="outlined" size="large" sx={{ minWidth: 200 }}>
              {t('activate.back')}
            </Button>
          </Stack>
        )}
      </Box>
    </AuthCard>
  );
}
