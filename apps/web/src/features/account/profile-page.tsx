import { isAdmin, ROLE_NAMES } from '@konsol/contract/roles';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import { Alert, Avatar, Button, Card, CardContent, Chip, Divider, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { useMe } from '../../lib/auth';
import { formatDate } from '../../lib/format';
import { wordsOf } from '../../lib/i18n';
import { EmailDialog } from './email-dialog';
import { ProfileDialog } from './profile-dialog';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/** One term of a definition list: the grid item is the dt/dd group's wrapper, as `<dl>` allows. */
function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }} sx={{ py: 1.25 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, wordBreak: 'break-word' }}>
        {value || '-'}
      </Typography>
    </Grid>
  );
}

/**
 * The signed-in user's profile (getme): account and server; edit of name and phone, change of e-mail (confirmed
 * from a link mailed to the new address), two-factor sign-in, and the devices signed in.
 */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  const { data: me, isPending, isError, error } = useMe();
  const [editing, setEditing] = useState<'profile' | 'email' | null>(null);
  if (isError) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (isPending || !me) return <Skeleton variant="rounded" height={320} />;
  const initials = me.username
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card sx={{ textAlign: 'center' }}>
          <CardContent sx={{ p: 4 }}>
            <Avatar sx={{ width: 88, height: 88, mx: 'auto', mb: 2, fontSize: 32, fontWeight: 700, bgcolor: 'primary.main' }}>
              {initials}
            </Avatar>
            <Typography variant="h6" component="h2" data-testid="profile-username">
              {me.username}
            </Typography>
            <Typography color="text.secondary">{me.email}</Typography>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mt: 2, flexWrap: 'wrap' }}>
              {/* the role in words; getme's ROLE_ADMIN/ROLE_USER only tell the platform's people from the others */}
              <Chip
                label={wordsOf(ROLE_NAMES[me.role])}
                color={isAdmin(me) ? 'secondary' : 'primary'}
                size="small"
                data-testid="profile-role"
              />
            </Stack>
            <Button component={RouterLink} to="/changepassword" startIcon={<KeyIcon />} variant="outlined" sx={{ mt: 3 }}>
              {t('profile.changePassword')}
            </Button>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                {t('profile.account')}
              </Typography>
              <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing('profile')}>
                {t('profile.edit')}
              </Button>
              <Button size="small" startIcon={<AlternateEmailIcon />} onClick={() => setEditing('email')}>
                {t('profile.changeEmail')}
              </Button>
            </Stack>
            <Grid container columnSpacing={3} component="dl" sx={{ m: 0 }}>
              <Field label={t('profile.username')} value={me.username} />
              <Field label={t('profile.email')} value={me.email} />
              <Field label={t('profile.phone')} value={me.phone} />
              <Field label={t('profile.role')} value={wordsOf(ROLE_NAMES[me.role])} />
            </Grid>
            <Divider sx={{ my: 2 }} />
            <Typography variant="h6" component="h2">
              {t('profile.server')}
            </Typography>
            <Grid container columnSpacing={3} component="dl" sx={{ m: 0 }}>
              <Field label={t('profile.serverid')} value={me.serverid} />
              <Field label={t('profile.namaserver')} value={me.namaserver} />
              <Field label={t('profile.info')} value={me.info} />
              <Field label={t('profile.masaaktif')} value={me.masaaktif ? formatDate(me.masaaktif, 'day') : t('profile.noExpiry')} />
            </Grid>
          </CardContent>
        </Card>
        <TwoFactorCard me={me} />
        <SessionsCard />
      </Grid>
      <ProfileDialog open={editing === 'profile'} me={me} onClose={() => setEditing(null)} />
      <EmailDialog open={editing === 'email'} me={me} onClose={() => setEditing(null)} />
    </Grid>
  );
}
