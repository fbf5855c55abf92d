import type { OtpPurpose } from '@konsol/contract';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/form-fields';
import { ApiError } from '../../lib/api-client';
import { useMe } from '../../lib/auth';
import { notify } from '../../lib/events';
import { otpWaitLeft, rememberOtpWait } from '../../lib/storage';
import { requestOtp } from './api/mutations';

const COOLDOWN_S = 60;

/**
 * The OTP field of a money form with its "Kirim OTP" button (`GET /wallet/otp?detail=…`): the code arrives by
 * e-mail; the button waits out the server's one-minute resend cooldown, across a reload too.
 */
export function OtpField<T extends FieldValues, TOut = T>({
  control,
  name,
  purpose,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  purpose: OtpPurpose;
}) {
  const { t } = useTranslation('wallet');
  // With two-factor on, the authenticator's code works here too (DESIGN §10): no mail to wait for.
  const twofactor = !!useMe().data?.twofactor;
  const [sending, setSending] = useState(false);
  const [wait, setWait] = useState(() => otpWaitLeft(purpose));
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    setSending(true);
    try {
      const res = await requestOtp(purpose);
      notify.success(res.msg || t('msg:walletOtpSent'));
      rememberOtpWait(purpose, COOLDOWN_S);
      setWait(COOLDOWN_S);
    } catch (err) {
      notify.error(err instanceof ApiError && err.msg ? err.msg : t('msg:walletOtpFailed'));
      const retry = err instanceof ApiError && err.status === 429 ? err.retryAfter : 0;
      if (retry > 0) {
        rememberOtpWait(purpose, retry);
        setWait(retry);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <FormTextField
        control={control}
        name={name}
        label={t('otp')}
        required
        autoComplete="one-time-code"
        helperText={twofactor ? t('otpOrAuthenticator') : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <Button
        variant="outlined"
        onClick={send}
        disabled={sending || wait > 0}
        startIcon={sending ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0, height: 56 }}
      >
        {wait > 0 ? t('resendIn', { seconds: wait }) : t('sendOtp')}
      </Button>
    </Box>
  );
}
