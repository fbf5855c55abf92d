import type { LoginBody } from '@konsol/contract/auth';
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { usePasswordVisibility } from '../../components/password-visibility';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useLogin, useToken } from '../../lib/auth';
import { deferredSchema, type FieldMessages } from '../../lib/deferred-schema';
import { messageText } from '../../lib/i18n';
import { lazyPart } from '../../lib/lazy-part';
import { useSingleSubmit } from '../../lib/single-submit';
import { takeSessionEndedReason } from '../../lib/storage';

/** The contract's login schema, fetched with zod when the form first validates (or on the first key press). */
const validation = deferredSchema<LoginBody>(() => import('@konsol/contract/auth').then((m) => m.loginBody));
/** The code step, only for accounts with two-factor on: its chunk loads when a sign-in asks for a code. */
const twoFactorStep = lazyPart(() => import('./two-factor-step').then((m) => m.TwoFactorStep));

type Field = keyof LoginBody;
const FIELDS: Field[] = ['email', 'password'];

/**
 * "Login App Console": e-mail and password, Enter submits; Login is enabled once both are filled. A field is checked
 * when it loses focus and then on every change (and both on submit), with the contract's schema. The form keeps its
 * own state rather than react-hook-form's: it is the first page most visitors load, and it has two fields. A user
 * with two-factor on then gives a code on the same card (TwoFactorStep).
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const token = useToken();
  const login = useLogin();
  const password = usePasswordVisibility();
  const [sessionEnded] = useState(takeSessionEndedReason);
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [errors, setErrors] = useState<FieldMessages<LoginBody>>({});
  /** The second step's challenge, while the code is asked for; why the sign-in started over, after it. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const [restarted, setRestarted] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  /** Each field shows the messages of its latest check (checks answer asynchronously). */
  const runs = useRef<Record<Field, number>>({ email: 0, password: 0 });
  const filled = !!values.email.trim() && !!values.password;
  /**
   * From the sign-in call until the dashboard shows. The call answers before the router has loaded the dashboard, and
   * even `await navigate()` resolves a moment before the dashboard replaces this page (the router renders in a
   * transition), so a success keeps the form as it was while signing in.
   */
  const signingIn = login.isPending || (login.isSuccess && !('twofactor' in login.data));

  /** Checks `next` and shows the messages of `fields`; undefined when the schema could not be fetched. */
  const check = async (next: LoginBody, fields: Field[]) => {
    const ids = fields.map((f) => ++runs.current[f]);
    const result = await validation.check(next).catch(() => undefined);
    const current = fields.filter((f, i) => runs.current[f] === ids[i]);
    if (result && current.length)
      setErrors((shown) => {
        const kept = { ...shown };
        for (const f of current) kept[f] = result.ok ? undefined : result.errors[f];
        return kept;
      });
    return result;
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    inputRef: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
    onChange: (e: { target: { value: string } }) => {
      const next = { ...values, [name]: e.target.value };
      setValues(next);
      if (touched[name]) void check(next, [name]);
    },
    onBlur: () => {
      setTouched((seen) => ({ ...seen, [name]: true }));
      void check(values, [name]);
    },
    error: !!errors[name],
    // A reserved line keeps the layout still when a message appears (no jump under the pointer).
    helperText: messageText(errors[name]) ?? ' ',
  });

  const submit = async () => {
    setTouched({ email: true, password: true });
    const result = await check(values, FIELDS);
    if (result && !result.ok) {
      const first = FIELDS.find((f) => result.errors[f]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setRestarted(null);
    try {
      // Without the schema (its fetch failed) the server checks the form and answers the same messages.
      const answer = await login.mutateAsync(result?.ok ? result.data : values);
      if ('twofactor' in answer) setChallenge(answer.challenge);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.errors) {
        const fromServer: FieldMessages<LoginBody> = {};
        for (const [name, msg] of Object.entries(err.errors)) if (FIELDS.includes(name as Field)) fromServer[name as Field] = msg;
        setErrors((shown) => ({ ...shown, ...fromServer }));
      }
    }
  };
  // One submit at a time (its check, then its sign-in), and none from a success until the dashboard shows: a second
  // Enter sends nothing more, also while the router is still loading the dashboard.
  const onSubmit = useSingleSubmit(submit, !signingIn);

  if (challenge)
    return (
      <AuthCard title={t('login.twoFactorTitle')} subtitle={t('login.twoFactorSubtitle')}>
        <twoFactorStep.Component
          challenge={challenge}
          onRestart={(reason) => {
            setChallenge(null);
            setRestarted(reason ?? null);
            login.reset();
          }}
        />
      </AuthCard>
    );

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <Box component="form" onSubmit={onSubmit} onKeyDown={validation.preload} noValidate>
        <Stack spacing={1}>
          {sessionEnded && !login.isError && <Alert severity="warning">{t('login.sessionEnded')}</Alert>}
          {token && !signingIn && (
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
          {restarted && (
            <Alert severity="warning" data-testid="login-error">
              {restarted}
            </Alert>
          )}
          {login.isError && (
            <Alert severity="error" data-testid="login-error">
              {errorMessage(login.error)}
            </Alert>
          )}
          <OutlinedTextField {...field('email')} label={t('email')} type="email" autoComplete="username" autoFocus required />
          <OutlinedTextField
            {...field('password')}
            label={t('password')}
            type={password.type}
            autoComplete="current-password"
            required
            endAdornment={password.endAdornment}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '-4px !important', mb: '8px !important' }}>
            <Link component={RouterLink} to="/forgot" variant="body2" underline="hover">
              {t('login.forgot')}
            </Link>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!filled || signingIn}
            startIcon={signingIn ? <CircularProgress size={18} color="inherit" /> : undefined}
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
