import type { TwoFactorLoginBody } from '@konsol/contract/auth';
import { Alert, Box, Button, CircularProgress, Link, Stack } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useTwoFactorLogin } from '../../lib/auth';
import { deferredSchema } from '../../lib/deferred-schema';
import { messageText } from '../../lib/i18n';
import { useSingleSubmit } from '../../lib/single-submit';

/** The contract's schema of the second step; the password step has already fetched its module. */
const validation = deferredSchema<TwoFactorLoginBody>(() => import('@konsol/contract/auth').then((m) => m.twoFactorLoginBody));

/**
 * The second step of a sign-in with two-factor on, in the login card: the code of the authenticator app, or one of
 * the recovery codes. Like the password step it keeps its own state instead of a form library's (first load).
 * `onRestart` goes back to the password, with the reason when the challenge expired or was tried too often.
 */
export function TwoFactorStep({ challenge, onRestart }: { challenge: string; onRestart: (reason?: string) => void }) {
  const { t } = useTranslation('auth');
  const second = useTwoFactorLogin();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  // A recovery code has letters: a phone should show its letter keyboard for it, not the digits.
  const [recovery, setRecovery] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const signingIn = second.isPending || second.isSuccess;

  const submit = async () => {
    const result = await validation.check({ challenge, code }).catch(() => undefined);
    if (result && !result.ok) {
      setError(result.errors.code ?? result.errors.challenge);
      input.current?.focus();
      return;
    }
    setError(undefined);
    try {
      await second.mutateAsync(result?.ok ? result.data : { challenge, code });
    } catch (err) {
      if (err instanceof ApiError && err.errors?.code) {
        setError(err.errors.code);
        input.current?.select();
      } else if (err instanceof ApiError && err.status === 400) onRestart(err.msg);
    }
  };
  const onSubmit = useSingleSubmit(submit, !signingIn);
  const otherFailure = second.isError && !(second.error instanceof ApiError && second.error.status === 400);

  return (
    <Box component="form" onSubmit={onSubmit} noValidate data-testid="two-factor-step">
      <Stack spacing={1}>
        {otherFailure && (
          <Alert severity="error" data-testid="login-error">
            {errorMessage(second.error)}
          </Alert>
        )}
        <OutlinedTextField
          name="code"
          value={code}
          inputRef={(el: HTMLInputElement | null) => {
            input.current = el;
          }}
          onChange={(e) => {
            setCode(e.target.value);
            if (error) setError(undefined);
          }}
          label={recovery ? t('login.recoveryCode') : t('login.code')}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputProps={{ inputMode: recovery ? 'text' : 'numeric', maxLength: 20, autoCapitalize: 'none', spellCheck: false }}
          autoFocus
          required
          error={!!error}
          helperText={messageText(error) ?? (recovery ? t('login.recoveryHint') : t('login.codeHint'))}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '-4px !important', mb: '8px !important' }}>
          <Link
            component="button"
            type="button"
            variant="body2"
            underline="hover"
            onClick={() => {
              setRecovery((r) => !r);
              input.current?.focus();
            }}
          >
            {recovery ? t('login.useAuthenticator') : t('login.useRecovery')}
          </Link>
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!code.trim() || signingIn}
          startIcon={signingIn ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t('login.verify')}
        </Button>
        <Button onClick={() => onRestart()} disabled={signingIn} sx={{ alignSelf: 'center' }}>
          {t('login.back')}
        </Button>
      </Stack>
    </Box>
  );
}
