import { Alert, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useMe } from '../../lib/auth';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/**
 * Turning two-factor on as a page of its own (/account/2fa): where a user whose team requires it is sent after
 * signing in, and the only page they may open until they have (RequireAuth). Then the dashboard opens.
 */
export default function TwoFactorPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  // What the page was opened for, kept: the profile says two-factor is on as soon as the code is confirmed, while
  // the recovery codes are still to be saved.
  const [opened, setOpened] = useState<{ forced: boolean; alreadyOn: boolean } | null>(null);
  useEffect(() => {
    if (me && !opened) setOpened({ forced: me.mustEnrol2fa, alreadyOn: me.twofactor });
  }, [me, opened]);

  const done = async () => {
    if (opened?.forced) {
      // The calls refused before enrolment (the frame's, the dashboard's) are asked again.
      await queryClient.invalidateQueries();
      navigate('/dashboard', { replace: true });
    } else navigate('/profile');
  };

  return (
    <Card sx={{ maxWidth: 760 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        {!opened ? (
          <Skeleton variant="rounded" height={320} />
        ) : opened.alreadyOn ? (
          <Alert
            severity="success"
            action={
              <Button component={RouterLink} to="/profile" color="inherit" size="small">
                {t('twofactor.toProfile')}
              </Button>
            }
          >
            {t('twofactor.alreadyOn')}
          </Alert>
        ) : (
          <>
            {opened.forced && (
              <Alert severity="warning" sx={{ mb: 2 }} data-testid="enrol-required">
                {t('msg:twoFactorRequired')}
              </Alert>
            )}
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('twofactor.intro')}
            </Typography>
            <TwoFactorEnrolment onDone={() => void done()} onCancel={opened.forced ? undefined : () => navigate('/profile')} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
