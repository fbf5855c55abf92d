import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { appsQueryOptions } from '../../lib/backoffice-apps';
import { notify } from '../../lib/events';
import { useSingleSubmit } from '../../lib/single-submit';
import { useSetMaxOtp } from './api/set-max-otp';

/** SPEC §9: 2 until the server's value arrives. */
const DEFAULT_MAX_OTP = 2;

/** Pengaturan: how many OTP SMS one phone may receive per day (`PATCH /backoffice/apps/maxotp/{value}`). */
export function MaxOtpSettings() {
  const { t } = useTranslation('tokensms');
  const apps = useQuery(appsQueryOptions());
  const save = useSetMaxOtp();
  const [value, setValue] = useState(String(DEFAULT_MAX_OTP));
  const [touched, setTouched] = useState(false);
  const formId = useId();
  const server = (apps.data as { maxotp?: number } | undefined)?.maxotp;
  useEffect(() => {
    if (server !== undefined && server !== null && !touched) setValue(String(server));
  }, [server, touched]);
  const n = Number(value);
  const invalid = value.trim() === '' || !Number.isInteger(n) || n < 1 || n > 100;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    try {
      const res = await save.mutateAsync(n);
      notify.success(res.msg);
      setTouched(false);
    } catch {
      // shown below
    }
  };

  const onSubmit = useSingleSubmit(submit);
  return (
    <Card sx={{ maxWidth: 560 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('settings.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('settings.hint')}
        </Typography>
        <Box component="form" id={formId} onSubmit={onSubmit} noValidate sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <TextField
            label={t('settings.maxotp')}
            type="number"
            value={value}
            onChange={(e) => {
              setTouched(true);
              setValue(e.target.value);
            }}
            error={touched && invalid}
            helperText={touched && invalid ? t('settings.invalid') : ' '}
            slotProps={{ htmlInput: { min: 1, max: 100, step: 1 } }}
            sx={{ maxWidth: 260 }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending || invalid}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
            sx={{ height: 56 }}
          >
            {t('settings.save')}
          </Button>
        </Box>
        {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      </CardContent>
    </Card>
  );
}
