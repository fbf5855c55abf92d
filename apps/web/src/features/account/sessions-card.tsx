import type { SessionRow } from '@konsol/contract';
import ComputerIcon from '@mui/icons-material/Computer';
import DevicesIcon from '@mui/icons-material/Devices';
import LogoutIcon from '@mui/icons-material/Logout';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/events';
import { formatDate } from '../../lib/format';
import { useEndSessions, useSessions } from './api/sessions';
import { describeUserAgent } from './user-agent';

/** "Chrome on Linux", or as much of it as the header names. */
function deviceName(t: TFunction<'account'>, userAgent: string): string {
  const { browser, os } = describeUserAgent(userAgent);
  if (browser && os) return t('devices.browserOn', { browser, os });
  return browser ?? os ?? t('devices.unknown');
}

/**
 * The profile's "Devices" card: every session of the account (browser and system in words, address, started and
 * last seen), this device marked; sign one out, or every other one.
 */
export function SessionsCard() {
  const { t } = useTranslation('account');
  const sessions = useSessions();
  const end = useEndSessions();
  const confirm = useConfirm();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  const signOut = (s: SessionRow) => end.mutate(s.id, { onError: (err) => notify.error(errorMessage(err)) });
  const signOutOthers = async () => {
    const ok = await confirm({
      title: t('devices.signOutOthersTitle'),
      message: t('devices.signOutOthersMessage'),
      confirmLabel: t('devices.signOutOthers'),
      color: 'error',
    });
    if (ok) end.mutate(undefined, { onError: (err) => notify.error(errorMessage(err)) });
  };

  return (
    <Card component="section" aria-labelledby="devices-title" data-testid="devices-card">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <DevicesIcon color="primary" />
          <Typography variant="h6" component="h2" id="devices-title" sx={{ flex: 1 }}>
            {t('devices.title')}
          </Typography>
          {others > 0 && (
            <Button color="error" startIcon={<LogoutIcon />} onClick={() => void signOutOthers()} disabled={end.isPending}>
              {t('devices.signOutOthers')}
            </Button>
          )}
        </Stack>
        <Typography color="text.secondary">{t('devices.intro')}</Typography>
        {sessions.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(sessions.error)}
          </Alert>
        )}
        {sessions.isPending && <Skeleton variant="rounded" height={72} sx={{ mt: 2 }} />}
        {sessions.data && (
          <List disablePadding aria-label={t('devices.title')} data-testid="sessions">
            {sessions.data.map((s) => {
              const { mobile } = describeUserAgent(s.userAgent);
              const name = deviceName(t, s.userAgent);
              return (
                <ListItem
                  key={s.id}
                  divider
                  disableGutters
                  data-testid="session"
                  data-current={s.current || undefined}
                  sx={{
                    gap: 1,
                    flexWrap: { xs: 'wrap', sm: 'nowrap' },
                    alignItems: 'flex-start',
                    py: 1.5,
                    '&:last-of-type': { borderBottom: 0 },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>{mobile ? <SmartphoneIcon /> : <ComputerIcon />}</ListItemIcon>
                  <ListItemText
                    // on a phone the sign-out button goes under the text, which keeps the full width
                    sx={{ m: 0, flex: { xs: '1 1 calc(100% - 56px)', sm: 1 }, minWidth: 0 }}
                    primary={
                      <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                        <Box component="span" sx={{ fontWeight: 600 }}>
                          {name}
                        </Box>
                        {s.current && <Chip size="small" color="primary" label={t('devices.thisDevice')} />}
                      </Box>
                    }
                    secondary={
                      <>
                        <Box component="span" sx={{ display: 'block', wordBreak: 'break-all' }}>
                          {s.ip || '—'}
                        </Box>
                        <Box component="span" sx={{ display: 'block' }}>
                          {t('devices.started', { when: formatDate(s.createdAt) })} ·{' '}
                          {t('devices.lastSeen', { when: formatDate(s.lastSeenAt) })}
                        </Box>
                      </>
                    }
                  />
                  {!s.current && (
                    <Button
                      size="small"
                      variant="outlined"
                      color="error"
                      onClick={() => signOut(s)}
                      disabled={end.isPending}
                      aria-label={t('devices.signOutNamed', { name })}
                      sx={{ ml: { xs: 5, sm: 0 }, flexShrink: 0 }}
                    >
                      {t('devices.signOut')}
                    </Button>
                  )}
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
