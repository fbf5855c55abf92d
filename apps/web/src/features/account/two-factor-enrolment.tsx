import type { TwoFactorEnableBody } from '@konsol/contract';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Skeleton,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/form-fields';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useMe } from '../../lib/auth';
import { notify } from '../../lib/events';
import { copyText, downloadText } from '../../lib/files';
import { applyServerErrors, schemaResolver } from '../../lib/forms';
import { useSingleSubmit } from '../../lib/single-submit';
import { setupTwoFactor, twoFactorEnableBody, useEnableTwoFactor } from './api/two-factor';
import { QrCode } from './qr-code';
import { groupKey, recoveryCodesFile } from './totp-key';

const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/** The key as text: groups of four set apart by space, while the text itself (what a selection copies) is the key. */
function SecretKey({ secret }: { secret: string }) {
  const { t } = useTranslation('account');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(secret)) {
      setCopied(true);
      notify.info(t('twofactor.keyCopied'));
    } else notify.error(t('twofactor.copyFailed'));
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, bgcolor: 'action.hover', borderRadius: 1, pl: 1.5, pr: 0.5, py: 0.5 }}>
      <Typography
        component="code"
        data-testid="totp-secret"
        aria-label={t('twofactor.keyLabel')}
        sx={{
          flex: 1,
          fontFamily: monospace,
          fontSize: 15,
          fontWeight: 600,
          letterSpacing: '0.04em',
          userSelect: 'all',
          wordBreak: 'break-all',
          '& > span': { display: 'inline-block', whiteSpace: 'nowrap' },
          '& > span:not(:last-of-type)': { mr: '1ch' },
        }}
      >
        {groupKey(secret).map((group, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the groups of one key, in order; two may be equal
          <span key={i}>{group}</span>
        ))}
      </Typography>
      <Tooltip title={t('twofactor.copyKey')}>
        <IconButton onClick={() => void copy()} aria-label={t('twofactor.copyKey')} size="small">
          {copied ? <CheckIcon fontSize="small" color="success" /> : <ContentCopyIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** The ten recovery codes, shown once: copy, download, and the user's word that they are saved. */
function RecoveryCodes({ codes, msg, onDone }: { codes: string[]; msg: string; onDone: () => void }) {
  const { t } = useTranslation('account');
  const { data: me } = useMe();
  const text = recoveryCodesFile(codes, { heading: t('twofactor.fileHeading'), account: me?.email ?? '', note: t('twofactor.fileNote') });
  const copy = async () =>
    (await copyText(codes.join('\n'))) ? notify.info(t('twofactor.codesCopied')) : notify.error(t('twofactor.copyFailed'));
  return (
    <Stack spacing={2}>
      <Alert severity="success">{msg}</Alert>
      <Typography>{t('twofactor.codesIntro')}</Typography>
      <Box
        component="ol"
        data-testid="recovery-codes"
        aria-label={t('twofactor.codesLabel')}
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, max-content)' },
          columnGap: 5,
          rowGap: 1,
          justifyContent: 'center',
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: monospace,
          fontSize: 16,
          fontWeight: 600,
          userSelect: 'all',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('twofactor.copyCodes')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => downloadText('konsol-recovery-codes.txt', text)}>
          {t('twofactor.downloadCodes')}
        </Button>
      </Stack>
      <Alert severity="warning">{t('twofactor.codesOnce')}</Alert>
      <Box>
        <Button variant="contained" size="large" startIcon={<CheckIcon />} onClick={onDone} data-testid="recovery-codes-saved">
          {t('twofactor.codesSaved')}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * Turning two-factor on: a new key (its QR code for the authenticator app, and the key as text to type in), a code
 * from the app to confirm it, then the ten recovery codes, shown once. The profile's card and the enrolment page
 * (a team that requires it) both use it; `onDone` runs once the user says the codes are saved, `onCancel` (when
 * leaving is allowed) before that.
 */
export function TwoFactorEnrolment({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const { t } = useTranslation('account');
  // A query, not an effect: one key per enrolment even when React mounts twice; a new enrolment asks for a new one.
  const setup = useQuery({
    queryKey: ['account', '2fa', 'setup'],
    queryFn: setupTwoFactor,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const enable = useEnableTwoFactor();
  const [enabled, setEnabled] = useState<{ codes: string[]; msg: string } | null>(null);
  const { control, handleSubmit, setError } = useForm<TwoFactorEnableBody>({
    resolver: schemaResolver<TwoFactorEnableBody, typeof twoFactorEnableBody>(twoFactorEnableBody),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async (body) => {
    try {
      const res = await enable.mutateAsync(body);
      setEnabled({ codes: res.data.recoveryCodes, msg: res.msg });
    } catch (err) {
      applyServerErrors(err, setError, ['code']);
    }
  });
  const onSubmit = useSingleSubmit(submit);
  const typing = !!useWatch({ control, name: 'code' });
  const step = enabled ? 2 : typing ? 1 : 0;

  return (
    <Stack spacing={3}>
      <Stepper activeStep={step} alternativeLabel sx={{ '& .MuiStepLabel-label': { mt: '6px !important' } }}>
        {(['stepScan', 'stepConfirm', 'stepSave'] as const).map((s) => (
          <Step key={s}>
            <StepLabel>{t(`twofactor.${s}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {enabled ? (
        <RecoveryCodes codes={enabled.codes} msg={enabled.msg} onDone={onDone} />
      ) : setup.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void setup.refetch()}>
              {t('common:retry')}
            </Button>
          }
        >
          {errorMessage(setup.error)}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 3, alignItems: { xs: 'center', sm: 'flex-start' } }}>
          {setup.data ? (
            <QrCode value={setup.data.otpauthUrl} label={t('twofactor.qrLabel')} />
          ) : (
            <Skeleton variant="rounded" width={184} height={184} sx={{ flexShrink: 0 }} />
          )}
          <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            <Typography sx={{ fontWeight: 600 }}>{t('twofactor.scanTitle')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('twofactor.scanBody')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('twofactor.keyIntro')}
            </Typography>
            {setup.data ? <SecretKey secret={setup.data.secret} /> : <Skeleton variant="rounded" height={40} />}
            {setup.data && (
              // A phone cannot scan its own screen: there the app opens from the key's address instead.
              <Button
                component="a"
                href={setup.data.otpauthUrl}
                variant="outlined"
                startIcon={<OpenInNewIcon />}
                sx={{ display: { xs: 'inline-flex', sm: 'none' }, alignSelf: 'flex-start' }}
              >
                {t('twofactor.openInApp')}
              </Button>
            )}
            <Typography sx={{ fontWeight: 600, pt: 1 }}>{t('twofactor.confirmTitle')}</Typography>
            <Box component="form" onSubmit={onSubmit} noValidate>
              {enable.isError && !(enable.error instanceof ApiError && enable.error.errors) && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {errorMessage(enable.error)}
                </Alert>
              )}
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                <FormTextField
                  control={control}
                  name="code"
                  label={t('twofactor.code')}
                  autoComplete="one-time-code"
                  required
                  disabled={!setup.data}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, 'data-testid': 'totp-code' } }}
                  sx={{ width: { xs: '100%', sm: 200 } }}
                />
                <Button
                  type="submit"
                  variant="contained"
                  disabled={!setup.data || enable.isPending}
                  startIcon={enable.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
                  sx={{ height: 56 }}
                >
                  {t('twofactor.turnOn')}
                </Button>
                {onCancel && (
                  <Button color="inherit" onClick={onCancel} disabled={enable.isPending} sx={{ height: 56 }}>
                    {t('common:cancel')}
                  </Button>
                )}
              </Box>
            </Box>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
