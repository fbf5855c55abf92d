import { isAdmin, type Permission } from '@konsol/contract/roles';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { errorMessage } from '../lib/api-client';
import { ENROL_PATH, mayUse, useMe, useToken } from '../lib/auth';
import { appEvents } from '../lib/events';
import { useCan, WriteAccess } from '../lib/write-access';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}

/**
 * Authenticated routes: without a stored token, go to /login; a user who must choose a new password first (the
 * built-in administrator password) sees only the change-password page until they have, and one whose team requires
 * two-factor sign-in only the enrolment page until they have turned it on.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useToken();
  const { data: me } = useMe();
  const { pathname } = useLocation();
  if (!token) return <Navigate to="/login" replace />;
  if (me?.mustChangePassword && pathname !== '/changepassword') return <Navigate to="/changepassword" replace />;
  if (me?.mustEnrol2fa && pathname !== ENROL_PATH) return <Navigate to={ENROL_PATH} replace />;
  return children;
}

/**
 * Administrator routes (SPEC §6): anyone else gets the red "access denied" snackbar and /login. The server checks
 * the role on every call; this is the convenience of not showing a page that would only fail.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data: me, isPending, isError, error, refetch } = useMe();
  const denied = !!me && !isAdmin(me);
  useEffect(() => {
    if (denied) appEvents.emit('access-denied', { msg: t('msg:accessDenied') });
  }, [denied, t]);
  if (isPending) return <PageLoader />;
  // The profile could not be loaded (offline, server error): say so, do not pretend access was denied.
  if (isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {errorMessage(error)}
      </Alert>
    );
  if (denied) return null;
  return children;
}

/**
 * A page the user's role may not use (DESIGN §10): a clear "no access" in place of the page, whose calls the server
 * would refuse anyway. Shown once the profile is known; until then the page renders as before.
 */
export function RequirePermission({ permission, write, children }: { permission: Permission; write?: Permission; children: ReactNode }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const writable = useCan(write);
  if (!me || mayUse(me, permission)) return <WriteAccess.Provider value={writable}>{children}</WriteAccess.Provider>;
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, sm: 10 }, px: 2 }} data-testid="no-access">
      <Typography aria-hidden sx={{ fontSize: { xs: 72, sm: 96 }, fontWeight: 800, lineHeight: 1, color: 'primary.main', opacity: 0.9 }}>
        403
      </Typography>
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1 }}>
        {t('noAccess.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 480, mx: 'auto' }}>
        {t('noAccess.body')}
      </Typography>
      <Button component={RouterLink} to="/dashboard" variant="contained">
        {t('backToDashboard')}
      </Button>
    </Box>
  );
}
