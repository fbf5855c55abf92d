import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlyBody } from '@konsol/contract';
import { Alert, Box, Button, CircularProgress, Link, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { FormTextField } from '../../components/form-fields';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useSingleSubmit } from '../../lib/single-submit';
import { forgotPassword } from './api/public-auth';
import { AuthCard } from './auth-card';

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
  const onSubmit = useSingleSubmit(submit);
  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <Box component="form" onSubmit={onSubmit} noValidate>
        <Stack spacing={1}>
          {forgot.isSuccess && (
            <Alert severity="success" data-testid="forgot-success">
              {forgot.data.msg}
            </Alert>
          )}
          {forgot.isError && <Alert severity="error">{errorMessage(forgot.error)}</Alert>}
          <FormTextField control={control} name="email" label={t('email')} type="email" autoComplete="email" autoFocus required />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={forgot.isPending}
            startIcon={forgot.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t('forgot.submit')}
          </Button>
          <Link component={RouterLink} to="/login" underline="hover" sx={{ textAlign: 'center', fontWeight: 600 }}>
            {t('forgot.backToLogin')}
          </Link>
        </Stack>
      </Box>
    </AuthCard>
  );
}
