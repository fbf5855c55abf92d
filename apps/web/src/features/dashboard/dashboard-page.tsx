import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import GroupsIcon from '@mui/icons-material/Groups';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import SmsIcon from '@mui/icons-material/Sms';
import { Alert, Box, Button, Card, CardContent, Chip, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FigureCard } from '../../components/figure-card';
import { errorMessage } from '../../lib/api-client';
import { mayUse, useMe } from '../../lib/auth';
import { appsQueryOptions, deleteCountQueryOptions } from '../../lib/backoffice-apps';
import { formatNumber, formatRupiah } from '../../lib/format';
import { useDashboard } from './api/get-dashboard';
import { PlatformOverview } from './platform-overview';
import { TrendsSection } from './trends-section';
import { VideoCard } from './video-card';

interface Figure {
  key: 'totalagen' | 'agenaktiftoday' | 'tokensms' | 'irsmarketbalance';
  icon: SvgIconComponent;
  color: string;
  money?: boolean;
}
const figures: Figure[] = [
  { key: 'totalagen', icon: GroupsIcon, color: '#3F51B5' },
  { key: 'agenaktiftoday', icon: HowToRegIcon, color: '#00897B' },
  { key: 'tokensms', icon: SmsIcon, color: '#1E88E5' },
  { key: 'irsmarketbalance', icon: AccountBalanceIcon, color: '#EF6C00', money: true },
];

/**
 * The dashboard: the server's headline figures and trend charts (the platform's overview and trends for platform
 * users), the app, pending account deletions and three tutorial videos.
 */
export default function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const { data: me } = useMe();
  const dashboard = useDashboard();
  // what this role may read (a refused call would end the session at /login)
  const canApp = mayUse(me, 'content.read');
  const apps = useQuery({ ...appsQueryOptions(), enabled: canApp });
  const deleteCount = useQuery({ ...deleteCountQueryOptions(), enabled: mayUse(me, 'deletion.read') });
  const d = dashboard.data;
  // Platform users see the platform, not their own server's figures (the platform server holds no business).
  const platform = mayUse(me, 'platform.read');

  return (
    <Stack spacing={3}>
      <Card sx={{ background: 'linear-gradient(120deg, #3F51B5 0%, #5C6BC0 60%, #7986CB 100%)', color: 'common.white', border: 0 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 }, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Box sx={{ flex: '1 1 260px' }}>
            <Typography variant="h6" component="h2" data-testid="welcome">
              {t('welcome', { name: me?.username ?? '' })}
            </Typography>
            <Typography sx={{ opacity: 0.9 }} data-testid="server-name">
              {me ? (
                t('serverInfo', { server: me.namaserver, code: me.serverid })
              ) : (
                <Skeleton width={220} sx={{ bgcolor: 'rgba(255,255,255,.2)' }} />
              )}
            </Typography>
          </Box>
          {canApp && (
            <Box
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, bgcolor: 'rgba(255,255,255,.14)', borderRadius: 2, px: 2, py: 1.25 }}
            >
              <PhoneAndroidIcon />
              <Box>
                <Typography variant="body2" sx={{ opacity: 0.85 }}>
                  {t('app')}
                </Typography>
                {apps.data ? (
                  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 700 }}>{apps.data.appname}</Typography>
                    {apps.data.version && <Typography variant="body2">{t('version', { version: apps.data.version })}</Typography>}
                    <Chip
                      size="small"
                      label={apps.data.maintenance === 1 ? t('maintenanceOn') : t('maintenanceOff')}
                      sx={{ bgcolor: apps.data.maintenance === 1 ? '#FFC107' : 'rgba(255,255,255,.9)', color: '#1F2437', fontWeight: 600 }}
                    />
                  </Stack>
                ) : (
                  // as tall as the loaded row (its chip), so the card keeps its height when the app arrives
                  <Typography variant="body2" sx={{ lineHeight: '24px' }}>
                    {apps.isPending ? t('common:loading') : t('appUnavailable')}
                  </Typography>
                )}
              </Box>
            </Box>
          )}
        </CardContent>
      </Card>

      {/*
        The rest waits for the pending-deletes count (one small query, sent with the figures'): its notice, arriving
        after the figures were drawn, moved the whole page down.
      */}
      {!deleteCount.isPending && (
        <>
          {(deleteCount.data ?? 0) > 0 && (
            <Alert
              severity="warning"
              action={
                <Button component={RouterLink} to="/deleteakun" color="inherit" size="small">
                  {t('review')}
                </Button>
              }
            >
              {t('pendingDeletes', { count: deleteCount.data })}
            </Alert>
          )}

          {dashboard.isError && <Alert severity="error">{`${t('loadFailed')}: ${errorMessage(dashboard.error)}`}</Alert>}

          {platform ? (
            <>
              <PlatformOverview />
              <TrendsSection scope="platform" />
            </>
          ) : (
            <>
              <Grid container spacing={2.5} component="section" aria-label={t('nav:home')}>
                {figures.map((f) => (
                  <Grid key={f.key} size={{ xs: 12, sm: 6, md: 3 }} data-testid={`figure-${f.key}`}>
                    <FigureCard
                      label={t(f.key)}
                      value={d ? (f.money ? formatRupiah(d[f.key]) : formatNumber(d[f.key])) : '-'}
                      icon={f.icon}
                      color={f.color}
                      loading={dashboard.isPending}
                    />
                  </Grid>
                ))}
              </Grid>
              <TrendsSection scope="server" />
            </>
          )}

          <Box component="section" aria-labelledby="tutorials-title">
            <Typography id="tutorials-title" variant="h6" component="h2">
              {t('tutorials')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('tutorialsHint')}
            </Typography>
            <Grid container spacing={2.5}>
              {(d?.videos ?? []).slice(0, 3).map((v, i) => (
                <Grid key={`${v.title}|${v.url}`} size={{ xs: 12, sm: 6, md: 4 }}>
                  <VideoCard
                    title={(i18n.language === 'en' && v.titleEn) || v.title}
                    url={(i18n.language === 'en' && v.urlEn) || v.url}
                    index={i}
                  />
                </Grid>
              ))}
              {dashboard.isPending &&
                ['v1', 'v2', 'v3'].map((id) => (
                  <Grid key={id} size={{ xs: 12, sm: 6, md: 4 }}>
                    <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
                  </Grid>
                ))}
            </Grid>
          </Box>
        </>
      )}
    </Stack>
  );
}
