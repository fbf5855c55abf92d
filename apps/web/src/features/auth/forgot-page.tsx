import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlyBody } from '@konsol/contract';
import { Alert } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AuthCard, AuthForm } from '../../components/auth-card';
import { FormTextField } from '../../components/form-fields';
import { ApiError, errorMessage } from '../../lib/api-client';
import { forgotPassword } from './api/public-auth';

type ForgotForm = z.input<typeof emailOnlyBody>;

/** "Reset Password": e-mail only; the answer is the same for any address ("Reset password link terkirim ke email anda"). */
export default function ForgotPage() {
  const { t } = useTranslation('auth');
  const { control, handleSubmit, setError } = useForm<ForgotForm>({
    resolver: zodResolver(emailOnlyBody),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const forgot = useMutation({ mutationFn: forgotPassword });
  const submit = handleSubmit((values) =>
    forgot.mutate(values.email, {
      onError: (err) => {
        if (err instanceof ApiError && err.errors?.email) setError('email', { message: err.errors.email });
      },
    }),
  );
  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <AuthForm onSubmit={submit} busy={forgot.isPending} submitLabel={t('forgot.submit')}>
        {forgot.isSuccess && (
          <Alert severity="success" data-testid="forgot-success">
            {forgot.data.msg}
          </Alert>
        )}
        {forgot.isError && <Alert severity="error">{errorMessage(forgot.error)}</Alert>}
        <FormTextField control={control} name="email" label={t('email')} type="email" autoComplete="email" autoFocus required />
      </AuthForm>
    </AuthCard>
  );
}
