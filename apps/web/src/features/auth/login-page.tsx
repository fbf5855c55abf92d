import type { LoginBody } from '@konsol/contract/auth';
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField, PasswordField } from '../../components/form-fields';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useLogin, useToken } from '../../lib/auth';
import { deferredResolver } from '../../lib/deferred-resolver';
import { takeSessionEndedReason } from '../../lib/storage';
import { AuthCard } from './auth-card';

/** The contract's login schema, fetched with zod when the form first validates (or on the first key press). */
const validation = deferredResolver<LoginBody>(() => import('@konsol/contract/auth').then((m) => m.loginBody));

/** "Login App Console": e-mail and password, Enter submits; Login is enabled once both are filled. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const token = useToken();
  const login = useLogin();
  const [sessionEnded] = useState(takeSessionEndedReason);
  const { control, handleSubmit, setError } = useForm<LoginBody>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const filled = !!email?.trim() && !!password;

  const submit = handleSubmit((values) =>
    login.mutate(values, {
      onError: (err) => {
        if (err instanceof ApiError && err.status === 400 && err.errors) {
          for (const [field, msg] of Object.entries(err.errors))
            if (field === 'email' || field === 'password') setError(field, { message: msg });
        }
      },
    }),
  );

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <Box component="form" onSubmit={submit} onKeyDown={validation.preload} noValidate>
        <Stack spacing={1}>
          {sessionEnded && !login.isError && <Alert severity="warning">{t('login.sessionEnded')}</Alert>}
          {token && !login.isPending && (
            <Alert
              severity="info"
              action={
                <Button component={RouterLink} to="/dashboard" color="inherit" size="small">
                  {t('common:backToDashboard')}
                </Button>
              }
            >
              {t('login.alreadySignedIn')}
            </Alert>
          )}
          {login.isError && (
            <Alert severity="error" data-testid="login-error">
              {errorMessage(login.error)}
            </Alert>
          )}
          <FormTextField control={control} name="email" label={t('email')} type="email" autoComplete="username" autoFocus required />
          <PasswordField control={control} name="password" label={t('password')} autoComplete="current-password" required />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '-4px !important', mb: '8px !important' }}>
            <Link component={RouterLink} to="/forgot" variant="body2" underline="hover">
              {t('login.forgot')}
            </Link>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!filled || login.isPending}
            startIcon={login.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t('login.submit')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', pt: 1 }}>
            {t('login.noAccount')}{' '}
            <Link component={RouterLink} to="/register" underline="hover" sx={{ fontWeight: 600 }}>
              {t('login.createAccount')}
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthCard>
  );
}
