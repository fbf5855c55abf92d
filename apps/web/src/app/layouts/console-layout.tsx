import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Chip, Drawer, IconButton, Link, Toolbar, Tooltip, useMediaQuery, useTheme } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useMatches } from 'react-router';
import { BrandMark } from '../../components/brand';
import { confirmDialog } from '../../components/confirm';
import { messageDialog } from '../../components/global-dialog';
import { LanguageSwitch } from '../../components/language-switch';
import { PageHeader } from '../../components/page-header';
import { snackbarMessage } from '../../components/snackbar-provider';
import { mayUse, useMe } from '../../lib/auth';
import { pickersLocaleText } from '../../lib/pickers-locale';
import '../../lib/dayjs'; // the date pickers' locales (adapterLocale below)
import { appEvents, useAppEvent } from '../../lib/events';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageLoader } from '../guards';
import { SuspenseProgress } from '../route-progress';
import { breadcrumbTrail, type ConsoleRoute } from '../routes';
import { DrawerContent } from './app-drawer';
import { MaintenanceSwitch } from './maintenance-switch';
import { ProfileMenu } from './profile-menu';
import { PushButton } from './push-dialog';

export const DRAWER_WIDTH = 264;

/** The route of the current page, from the route table (set as the route's `handle`). */
export function useCurrentRoute(): ConsoleRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { route?: ConsoleRoute } | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}

function RouteHeader() {
  const { t } = useTranslation('nav');
  const route = useCurrentRoute();
  const title = route ? t(route.label) : undefined;
  useDocumentTitle(title);
  if (!route) return null;
  const trail = breadcrumbTrail(route);
  return (
    <PageHeader
      title={title}
      breadcrumbs={trail.map((r, i) => ({ label: t(r.label), to: i < trail.length - 1 && !r.path.includes(':') ? r.path : undefined }))}
    />
  );
}

/** The authenticated frame: app bar (drawer toggle, maintenance, push, language, profile), drawer, header, page. */
export default function ConsoleLayout() {
  const { t, i18n } = useTranslation();
  const { t: tPickers } = useTranslation('console', { keyPrefix: 'pickers' });
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { data: me } = useMe();
  const open = desktop ? desktopOpen : mobileOpen;

  // The app's snackbar and dialogs load on first use (the login page goes without them); the console's pages
  // answer with them at once, so they load with the frame.
  useEffect(() => {
    for (const part of [snackbarMessage, confirmDialog, messageDialog]) part.preload().catch(() => undefined);
  }, []);

  useAppEvent('drawer-toggled', ({ open: next }) => {
    if (desktop) setDesktopOpen((o) => next ?? !o);
    else setMobileOpen((o) => next ?? !o);
  });

  return (
    // Date fields (dayjs, in the UI language) are on console pages only.
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={i18n.language === 'en' ? 'en' : 'id'}
      localeText={pickersLocaleText(tPickers)}
    >
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <a href="#main-content" className="skip-link">
          {t('skipToContent')}
        </a>
        <AppBar position="fixed" sx={{ zIndex: (th) => th.zIndex.drawer + 1, bgcolor: 'primary.main' }}>
          <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
            <Tooltip title={t('console:toggleDrawer')}>
              <IconButton
                color="inherit"
                edge="start"
                onClick={() => appEvents.emit('drawer-toggled', {})}
                aria-label={t('console:toggleDrawer')}
                aria-expanded={open}
                aria-controls="console-drawer"
                data-testid="drawer-toggle"
              >
                <MenuIcon />
              </IconButton>
            </Tooltip>
            <Link
              component={RouterLink}
              to="/dashboard"
              underline="none"
              color="inherit"
              sx={{ display: 'flex', alignItems: 'center', mr: 1 }}
            >
              <BrandMark inverse compact={!desktop} />
            </Link>
            {me && (
              <Chip
                label={me.serverid}
                size="small"
                sx={{ display: { xs: 'none', md: 'inline-flex' }, bgcolor: 'rgba(255,255,255,.16)', color: 'inherit', fontWeight: 600 }}
              />
            )}
            <Box sx={{ flex: 1 }} />
            {mayUse(me, 'content.write') && (
              <>
                <MaintenanceSwitch />
                <PushButton />
              </>
            )}
            <LanguageSwitch color="inherit" />
            <ProfileMenu />
          </Toolbar>
        </AppBar>
        <Drawer
          id="console-drawer"
          variant={desktop ? 'persistent' : 'temporary'}
          open={open}
          onClose={() => setMobileOpen(false)}
          sx={{
            width: desktop && desktopOpen ? DRAWER_WIDTH : 0,
            flexShrink: 0,
            transition: theme.transitions.create('width'),
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box', borderRight: '1px solid', borderColor: 'divider' },
          }}
        >
          <Toolbar />
          <DrawerContent onNavigate={desktop ? undefined : () => setMobileOpen(false)} />
        </Drawer>
        <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 }, outline: 'none' }}>
          <Toolbar />
          <RouteHeader />
          <Suspense
            fallback={
              <>
                <SuspenseProgress />
                <PageLoader />
              </>
            }
          >
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
