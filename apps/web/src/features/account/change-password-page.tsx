import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordBody, changePasswordBody } from '@konsol/contract';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../components/form-fields';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useMe } from '../../lib/auth';
import { notify } from '../../lib/events';
import { useSingleSubmit } from '../../lib/single-submit';
import { useChangePassword } from './api/change-password';

const empty: ChangePasswordBody = { password: '', newpassword: '', confpassword: '' };
const fields = ['password', 'newpassword', 'confpassword'] as const;

/** Change Password: Password, New Password, Confirm Password (min 8, confirm equals new); Cancel and Change. */
export default function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const change = useChangePassword();
  // The built-in administrator password: this page is the only way on, so it has no Cancel.
  const forced = !!useMe().data?.mustChangePassword;
  const { control, handleSubmit, reset, setError } = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBody),
    mode: 'onTouched',
    defaultValues: empty,
  });

  const submit = handleSubmit(async (values) => {
    try {
      const res = await change.mutateAsync(values);
      notify.success(res.msg);
      reset(empty);
      if (forced) {
        await queryClient.invalidateQueries();
        navigate('/dashboard', { replace: true });
      }
    } catch (err) {
      if (err instanceof ApiError) {
        for (const [field, msg] of Object.entries(err.errors ?? {})) {
          if ((fields as readonly string[]).includes(field)) setError(field as (typeof fields)[number], { message: msg });
        }
      }
    }
  });

  const onSubmit = useSingleSubmit(submit);
  return (
    <Card sx={{ maxWidth: 560 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        {forced && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('msg:passwordChangeRequired')}
          </Alert>
        )}
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('changePassword.intro')}
        </Typography>
        <Box component="form" onSubmit={onSubmit} noValidate>
          <Stack spacing={1}>
            {change.isError && !(change.error instanceof ApiError && change.error.errors) && (
              <Alert severity="error">{errorMessage(change.error)}</Alert>
            )}
            <PasswordField
              control={control}
              name="password"
              label={t('changePassword.password')}
              autoComplete="current-password"
              required
            />
            <PasswordField
              control={control}
              name="newpassword"
              label={t('changePassword.newpassword')}
              autoComplete="new-password"
              required
            />
            <PasswordField
              control={control}
              name="confpassword"
              label={t('changePassword.confpassword')}
              autoComplete="new-password"
              required
            />
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', pt: 1 }}>
              {!forced && (
                <Button color="inherit" onClick={() => navigate('/dashboard')} disabled={change.isPending}>
                  {t('changePassword.cancel')}
                </Button>
              )}
              <Button
                type="submit"
                variant="contained"
                disabled={change.isPending}
                startIcon={change.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                {t('changePassword.submit')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
