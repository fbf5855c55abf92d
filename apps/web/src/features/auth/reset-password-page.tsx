import { zodResolver } from '@hookform/resolvers/zod';
import { setPasswordForm } from '@konsol/contract';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Alert, Avatar, Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { z } from 'zod';
import { AuthCard, AuthForm } from '../../components/auth-card';
import { PasswordField } from '../../components/form-fields';
import { ApiError, errorMessage } from '../../lib/api-client';
import { resetPassword } from './api/public-auth';

type SetPasswordForm = z.input<typeof setPasswordForm>;

/** The set-password page of a reset link: two password fields ("Field is required", "password minimum 4 characters"). */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const { control, handleSubmit, setError } = useForm<SetPasswordForm>({
    resolver: zodResolver(setPasswordForm),
    mode: 'onTouched',
    defaultValues: { password: '', passwordconf: '' },
  });
  const reset = useMutation({ mutationFn: resetPassword });
  const submit = handleSubmit((values) =>
    reset.mutate(
      { token, ...values },
      {
        onError: (err) => {
          if (!(err instanceof ApiError)) return;
          for (const [field, msg] of Object.entries(err.errors ?? {})) {
            if (field === 'password' || field === 'passwordconf') setError(field, { message: msg });
          }
        },
      },
    ),
  );

  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      icon={
        <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
          <LockResetIcon />
        </Avatar>
      }
    >
      {reset.isSuccess ? (
        <Stack spacing={2.5}>
          <Alert severity="success" data-testid="reset-success">
            {reset.data.msg}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" size="large">
            {t('reset.login')}
          </Button>
        </Stack>
      ) : (
        <AuthForm onSubmit={submit} busy={reset.isPending} submitLabel={t('reset.submit')}>
          {reset.isError && <Alert severity="error">{errorMessage(reset.error)}</Alert>}
          <PasswordField control={control} name="password" label={t('reset.password')} autoComplete="new-password" autoFocus required />
          <PasswordField control={control} name="passwordconf" label={t('reset.passwordconf')} autoComplete="new-password" required />
        </AuthForm>
      )}
    </AuthCard>
  );
}
