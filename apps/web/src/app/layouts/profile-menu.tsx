import { isAdmin } from '@konsol/contract/roles';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import WebhookIcon from '@mui/icons-material/Webhook';
import { Avatar, Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Skeleton, Tooltip, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mayUse, useLogout, useMe } from '../../lib/auth';

export const initials = (name: string | undefined) =>
  (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

/** The toolbar's profile menu: Profile, Staff, Audit, Webhooks (as the role allows), Change Password, Logout. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };
  return (
    <>
      <Tooltip title={t('console:profileMenu.open')}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={t('console:profileMenu.open')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          data-testid="profile-button"
          sx={{ ml: 0.5 }}
        >
          <Avatar sx={{ width: 34, height: 34, bgcolor: 'common.white', color: 'primary.main', fontSize: 14, fontWeight: 700 }}>
            {initials(me?.username)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        {/* The lines keep their height while the profile loads, so the items below do not move under a click. */}
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{me ? me.username : <Skeleton width={140} />}</Typography>
          <Typography variant="body2" color="text.secondary">
            {me ? me.email : <Skeleton width={180} />}
          </Typography>
        </Box>
        <Divider />
        <MenuItem onClick={() => go('/profile')}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('console:profileMenu.profile')}
        </MenuItem>
        {mayUse(me, 'staff.manage') && (
          <MenuItem onClick={() => go('/staff')}>
            <ListItemIcon>
              <GroupIcon fontSize="small" />
            </ListItemIcon>
            {t('console:profileMenu.staff')}
          </MenuItem>
        )}
        {mayUse(me, 'audit.read') && (
          <MenuItem onClick={() => go('/audit')}>
            <ListItemIcon>
              <HistoryIcon fontSize="small" />
            </ListItemIcon>
            {t('console:profileMenu.audit')}
          </MenuItem>
        )}
        {mayUse(me, 'webhooks.read') && !isAdmin(me) && (
          <MenuItem onClick={() => go('/webhooks')}>
            <ListItemIcon>
              <WebhookIcon fontSize="small" />
            </ListItemIcon>
            {t('console:profileMenu.webhooks')}
          </MenuItem>
        )}
        <MenuItem onClick={() => go('/changepassword')}>
          <ListItemIcon>
            <KeyIcon fontSize="small" />
          </ListItemIcon>
          {t('console:profileMenu.changePassword')}
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            logout.mutate();
          }}
          disabled={logout.isPending}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('console:profileMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
