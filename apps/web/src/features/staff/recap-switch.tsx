import { Alert, Box, FormControlLabel, Skeleton, Switch, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { useRecap } from './api/get-daily-recap';
import { useSetRecap } from './api/set-daily-recap';

/**
 * The daily recap e-mail beside the sign-in policy: on, the server's active owners get yesterday's figures and
 * what waits for action every morning at 07:00 WIB.
 */
export function RecapSwitch() {
  const { t } = useTranslation('staff');
  const recap = useRecap();
  const save = useSetRecap();
  const hintId = useId();
  const checked = save.isPending ? !!save.variables?.dailyRecap : !!recap.data?.dailyRecap;
  if (recap.isPending) return <Skeleton variant="rounded" height={48} />;
  if (recap.isError) return <Alert severity="error">{errorMessage(recap.error)}</Alert>;
  return (
    <Box data-testid="recap-switch">
      <FormControlLabel
        sx={{ ml: 0, gap: 1 }}
        control={
          <Switch
            checked={checked}
            disabled={save.isPending}
            onChange={(e) => save.mutate({ dailyRecap: e.target.checked })}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={<Typography sx={{ fontWeight: 600 }}>{t('policy.dailyRecap')}</Typography>}
      />
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5, pl: '66px' }}>
        {t('policy.recapHint')}
      </Typography>
      {save.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(save.error)}
        </Alert>
      )}
    </Box>
  );
}
