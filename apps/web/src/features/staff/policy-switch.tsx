import { isPlatformRole } from '@konsol/contract';
import { Alert, Box, Button, Card, CardContent, Divider, FormControlLabel, Skeleton, Switch, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { useMe } from '../../lib/auth';
import { usePolicy } from './api/get-security-policy';
import { useSetPolicy } from './api/set-security-policy';
import { RecapSwitch } from './recap-switch';

/**
 * The team's sign-in policy on the Staff screen: "require two-factor sign-in for everyone". Whoever has not turned
 * it on is sent to enrol right after signing in. The server refuses it while the owner has no two-factor of their
 * own; that refusal shows here, with the way to their profile. A server's owner also finds the daily recap here
 * (the platform's team has the platform overview instead).
 */
export function PolicySwitch() {
  const { t } = useTranslation('staff');
  const { data: me } = useMe();
  const policy = usePolicy();
  const save = useSetPolicy();
  const hintId = useId();
  const checked = save.isPending ? !!save.variables?.require2fa : !!policy.data?.require2fa;
  return (
    <Card sx={{ mb: 3 }} data-testid="policy-card">
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        {policy.isPending ? (
          <Skeleton variant="rounded" height={48} />
        ) : policy.isError ? (
          <Alert severity="error">{errorMessage(policy.error)}</Alert>
        ) : (
          <Box>
            <FormControlLabel
              sx={{ ml: 0, gap: 1 }}
              control={
                <Switch checked={checked} disabled={save.isPending} onChange={(e) => save.mutate({ require2fa: e.target.checked })} />
              }
              label={<Typography sx={{ fontWeight: 600 }}>{t('policy.require2fa')}</Typography>}
            />
            <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5, pl: '66px' }}>
              {t('policy.hint')}
            </Typography>
          </Box>
        )}
        {save.isError && (
          <Alert
            severity="error"
            sx={{ mt: 2 }}
            data-testid="policy-error"
            action={
              !me?.twofactor && (
                <Button component={RouterLink} to="/profile" color="inherit" size="small">
                  {t('policy.toProfile')}
                </Button>
              )
            }
          >
            {errorMessage(save.error)}
          </Alert>
        )}
        {me && !isPlatformRole(me.role) && (
          <>
            <Divider sx={{ my: 2 }} />
            <RecapSwitch />
          </>
        )}
      </CardContent>
    </Card>
  );
}
