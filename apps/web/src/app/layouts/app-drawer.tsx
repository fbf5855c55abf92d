import { isAdmin } from '@konsol/contract/roles';
import { Box, Chip, Divider, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { approvalCountsQueryOptions } from '../../features/approvals/api/get-approval-counts';
import { mayUse, useMe } from '../../lib/auth';
import { deleteCountQueryOptions } from '../../lib/backoffice-apps';
import { type ConsoleRoute, consoleRoutes, SECTIONS } from '../routes';
import { NAV_ICONS } from './nav-icons';

declare const __KONSOL_VERSION__: string;

/** The drawer: entries of SPEC §2 by route name (those in `getme.menu`), admin entries for administrators, version. */
export function DrawerContent({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('nav');
  const { data: me } = useMe();
  const admin = isAdmin(me);
  const location = useLocation();
  const deleteCount = useQuery({ ...deleteCountQueryOptions(), enabled: mayUse(me, 'deletion.read') });
  // The approvals page's own counts query: the drawer and the page's tabs show the same numbers.
  const approvalCounts = useQuery({ ...approvalCountsQueryOptions(), enabled: admin && mayUse(me, 'platform.read') });
  const waiting = Object.values(approvalCounts.data ?? {}).reduce((s, n) => s + n, 0);
  const visible = (r: ConsoleRoute) =>
    !!r.drawer && (!r.adminOnly || admin) && (!me || ((me.menu.includes(r.name) || r.name === 'home') && mayUse(me, r.permission)));
  const items = consoleRoutes.filter(visible);

  const badge = (r: ConsoleRoute) => {
    if (r.drawer?.badge === 'new')
      return (
        <Chip
          label={t('badgeNew')}
          size="small"
          sx={{ height: 20, fontSize: 11, fontWeight: 700, bgcolor: '#AD1457', color: 'common.white' }}
        />
      );
    if (r.drawer?.badge === 'deleteCount' && (deleteCount.data ?? 0) > 0)
      return (
        <Chip
          label={deleteCount.data}
          size="small"
          color="error"
          aria-label={t('pendingDeletes', { count: deleteCount.data })}
          sx={{ height: 20, fontSize: 11, fontWeight: 700 }}
        />
      );
    if (r.drawer?.badge === 'approvalCount' && waiting > 0)
      return (
        <Chip
          label={waiting}
          size="small"
          color="warning"
          aria-label={t('pendingApprovals', { count: waiting })}
          data-testid="drawer-approvals-count"
          sx={{ height: 20, fontSize: 11, fontWeight: 700 }}
        />
      );
    return null;
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box component="nav" aria-label={t('mainNavigation')} sx={{ flex: 1, overflowY: 'auto', px: 1.5, pb: 2 }}>
        {SECTIONS.map((section) => {
          const group = items.filter((r) => r.drawer?.section === section);
          if (!group.length) return null;
          return (
            <Fragment key={section}>
              <List
                dense
                subheader={
                  section === 'main' ? undefined : (
                    <ListSubheader
                      disableSticky
                      sx={{
                        bgcolor: 'transparent',
                        lineHeight: '32px',
                        fontSize: 11,
                        letterSpacing: 1,
                        textTransform: 'uppercase',
                        fontWeight: 700,
                      }}
                    >
                      {t(`section.${section}`)}
                    </ListSubheader>
                  )
                }
              >
                {group.map((r) => {
                  const Icon = NAV_ICONS[r.name];
                  const active = location.pathname === r.path || location.pathname.startsWith(`${r.path}/`);
                  return (
                    <ListItem key={r.name} disablePadding>
                      <ListItemButton
                        component={NavLink}
                        to={r.path}
                        selected={active}
                        onClick={onNavigate}
                        sx={{ my: 0.25, minHeight: 40 }}
                        data-route={r.name}
                      >
                        {Icon && (
                          <ListItemIcon sx={{ minWidth: 38 }}>
                            <Icon fontSize="small" />
                          </ListItemIcon>
                        )}
                        <ListItemText
                          primary={t(r.label)}
                          slotProps={{ primary: { sx: { fontSize: 14, fontWeight: active ? 600 : 500 } } }}
                        />
                        {badge(r)}
                      </ListItemButton>
                    </ListItem>
                  );
                })}
              </List>
              {section === 'main' && <Divider sx={{ mx: 1, my: 0.5 }} />}
            </Fragment>
          );
        })}
      </Box>
      <Divider />
      <Box component="footer" sx={{ px: 3, py: 1.5, display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="caption" color="text.secondary">
          Konsol
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="app-version">
          v{__KONSOL_VERSION__}
        </Typography>
      </Box>
    </Box>
  );
}
