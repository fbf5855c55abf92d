import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { errorMessage } from '../../lib/api-client';
import { confirmEmail } from './api/profile';

/**
 * The link of the mail sent to a new address (`/confirm-email/{token}`): `POST /api/account/email/confirm {token}`
 * once on load, as the activation page does (a query, so a double mount sends it once; the token is single-use).
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  const result = useQuery({
    queryKey: ['account', 'confirm-email', token],
    queryFn: () => confirmEmail(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  return (
    <AuthCard title={t('confirmEmail.title')}>
      <Box role="status" aria-live="polite" sx={{ textAlign: 'center', py: 2 }}>
        {result.isPending && (
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress aria-label={t('confirmEmail.pending')} />
            <Typography color="text.secondary">{t('confirmEmail.pending')}</Typography>
          </Stack>
        )}
        {result.isSuccess && (
          <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
            <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
            <Typography variant="h6" component="p" data-testid="confirm-email-success">
              {result.data.msg}
            </Typography>
            <Button component={RouterLink} to="/login" variant="contained" size="large" sx={{ minWidth: 200 }}>
              {t('confirmEmail.login')}
            </Button>
          </Stack>
        )}
        {result.isError && (
          <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
            <ErrorIcon color="error" sx={{ fontSize: 64 }} />
            <Typography color="error" sx={{ fontWeight: 600 }} data-testid="confirm-email-error">
              {errorMessage(result.error)}
            </Typography>
            <Button component={RouterLink} to="/" variant="outlined" size="large" sx={{ minWidth: 200 }}>
              {t('confirmEmail.back')}
            </Button>
          </Stack>
        )}
      </Box>
    </AuthCard>
  );
}
