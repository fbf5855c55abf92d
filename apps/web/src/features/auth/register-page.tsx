import { zodResolver } from '@hookform/resolvers/zod';
import { registerBody } from '@konsol/contract';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { AuthCard } from '../../components/auth-card';
import { FormTextField, PasswordField } from '../../components/form-fields';
import { ApiError, errorMessage } from '../../lib/api-client';
import { messageText } from '../../lib/i18n';
import { useSingleSubmit } from '../../lib/single-submit';
import { register } from './api/public-auth';

/** The sign-up form: the shared registration schema plus the terms checkbox ("You must agree to continue!"). */
const signupForm = registerBody.safeExtend({ terms: z.boolean().refine((v) => v, 'mustAgree') });
type SignupForm = z.input<typeof signupForm>;
const empty: SignupForm = { name: '', email: '', phone: '', password: '', confmpassword: '', terms: false };
const fields = ['name', 'email', 'phone', 'password', 'confmpassword'] as const;

/** "SignUp": a new operator and server; Sign Up stays disabled until the form is valid; fields clear on success. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const { control, handleSubmit, reset, setError, formState } = useForm<SignupForm>({
    resolver: zodResolver(signupForm),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: empty,
  });
  const signup = useMutation({ mutationFn: register });

  const submit = handleSubmit(async (values) => {
    const { terms: _terms, ...body } = values;
    try {
      await signup.mutateAsync(body);
      reset(empty);
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
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <Box component="form" onSubmit={onSubmit} noValidate>
        <Stack spacing={0.75}>
          {signup.isSuccess && (
            <Alert severity="success" data-testid="register-success">
              <AlertTitle>{signup.data.msg}</AlertTitle>
              {signup.data.data.info}
            </Alert>
          )}
          {signup.isError && <Alert severity="error">{errorMessage(signup.error)}</Alert>}
          <FormTextField control={control} name="name" label={t('register.name')} autoComplete="name" required />
          <FormTextField control={control} name="email" label={t('email')} type="email" autoComplete="email" required />
          <FormTextField control={control} name="phone" label={t('register.phone')} type="tel" autoComplete="tel" required />
          <PasswordField control={control} name="password" label={t('password')} autoComplete="new-password" required />
          <PasswordField control={control} name="confmpassword" label={t('register.confmpassword')} autoComplete="new-password" required />
          <Controller
            control={control}
            name="terms"
            render={({ field, fieldState }) => (
              <FormControl error={!!fieldState.error} sx={{ pb: 1.5 }}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={!!field.value}
                      onChange={(e) => {
                        field.onChange(e.target.checked);
                        field.onBlur(); // the choice itself is the interaction: show the message at once
                      }}
                      onBlur={field.onBlur}
                      name={field.name}
                      slotProps={{ input: { ref: field.ref } }}
                    />
                  }
                  label={<Typography variant="body2">{t('register.terms')}</Typography>}
                />
                {fieldState.error && <FormHelperText>{messageText(fieldState.error.message)}</FormHelperText>}
              </FormControl>
            )}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!formState.isValid || signup.isPending}
            startIcon={signup.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t('register.submit')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('register.haveAccount')}{' '}
            <Link component={RouterLink} to="/login" underline="hover" sx={{ fontWeight: 600 }}>
              {t('register.toLogin')}
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthCard>
  );
}
