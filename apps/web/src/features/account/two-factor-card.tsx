import type { Me } from '@konsol/contract';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/**
 * The profile's "Two-factor sign-in" card: whether it is on; turning it on (the enrolment, in the card) or off (a
 * dialog asking the password and a code).
 */
export function TwoFactorCard({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  // Kept apart from `me.twofactor`: that turns true as soon as the code is confirmed, and the recovery codes must
  // stay on screen until the user has saved them.
  const [enrolling, setEnrolling] = useState(false);
  const [disabling, setDisabling] = useState(false);
  return (
    <Card component="section" aria-labelledby="twofactor-title" data-testid="twofactor-card">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <PhonelinkLockIcon color="primary" />
          <Typography variant="h6" component="h2" id="twofactor-title" sx={{ flex: 1 }}>
            {t('twofactor.title')}
          </Typography>
          <Chip
            size="small"
            color={me.twofactor ? 'success' : 'default'}
            variant={me.twofactor ? 'filled' : 'outlined'}
            label={me.twofactor ? t('twofactor.on') : t('twofactor.off')}
            data-testid="twofactor-status"
          />
        </Stack>
        {enrolling ? (
          <Box sx={{ pt: 2 }}>
            <TwoFactorEnrolment onDone={() => setEnrolling(false)} onCancel={() => setEnrolling(false)} />
          </Box>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {me.twofactor ? t('twofactor.onBody') : t('twofactor.offBody')}
            </Typography>
            {me.twofactor ? (
              // A team that requires two-factor keeps it on: the server refuses turning it off anyway.
              me.require2fa ? (
                <Typography variant="body2" color="text.secondary">
                  {t('msg:twoFactorRequiredOff')}
                </Typography>
              ) : (
                <Button variant="outlined" color="error" onClick={() => setDisabling(true)}>
                  {t('twofactor.turnOff')}
                </Button>
              )
            ) : (
              <Button variant="contained" onClick={() => setEnrolling(true)}>
                {t('twofactor.setUp')}
              </Button>
            )}
          </>
        )}
      </CardContent>
      <DisableTwoFactorDialog open={disabling} onClose={() => setDisabling(false)} />
    </Card>
  );
}
