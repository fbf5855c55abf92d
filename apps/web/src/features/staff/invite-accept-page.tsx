import { zodResolver } from '@hookform/resolvers/zod';
import { type InvitationView, inviteAcceptBody, ROLE_NAMES } from '@konsol/contract';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { Alert, Avatar, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { z } from 'zod';
import { AuthCard, AuthForm } from '../../components/auth-card';
import { FormTextField, PasswordField } from '../../components/form-fields';
import { api, errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { applyServerErrors } from '../../lib/forms';
import { wordsOf } from '../../lib/i18n';
import { invitationQueryOptions } from './api/invitation';

const schema = inviteAcceptBody.omit({ token: true });
type AcceptForm = z.input<typeof schema>;

/** `POST /api/invite/accept {token, name, password}` with the client credential. */
const acceptInvite = (body: z.output<typeof inviteAcceptBody>) => api.post<undefined>('/invite/accept', body, { auth: 'client' });

/** What the invitee is joining: the server, the role, who invited them and until when the link works. */
function InvitationFacts({ invitation }: { invitation: InvitationView }) {
  const { t } = useTranslation('staff');
  const facts: [string, string][] = [
    [t('accept.server'), `${invitation.serverName} (${invitation.serverId})`],
    [t('accept.role'), wordsOf(ROLE_NAMES[invitation.role])],
    ...(invitation.inviter ? [[t('accept.inviter'), invitation.inviter] as [string, string]] : []),
    [t('accept.expiresAt'), formatDate(invitation.expiresAt)],
  ];
  return (
    <Box
      component="dl"
      data-testid="invitation"
      sx={{
        m: 0,
        mb: 2,
        p: 2,
        borderRadius: 1,
        bgcolor: 'grey.50',
        border: '1px solid',
        borderColor: 'divider',
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The page of an invitation link (`/invite/{token}`): which server, role and inviter it is for, then the invitee's
 * name and password, then sign in. A link that no longer works says so instead of asking for them.
 */
export default function InviteAcceptPage() {
  const { t } = useTranslation('staff');
  const { token = '' } = useParams();
  const invitation = useQuery(invitationQueryOptions(token));
  const { control, handleSubmit, setError } = useForm<AcceptForm, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { name: '', password: '' },
  });
  const accept = useMutation({ mutationFn: acceptInvite });
  const submit = handleSubmit((values) =>
    accept.mutate({ token, ...values }, { onError: (err) => applyServerErrors(err, setError, ['name', 'password']) }),
  );

  return (
    <AuthCard
      title={t('accept.title')}
      subtitle={t('accept.body')}
      icon={
        <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
          <GroupAddIcon />
        </Avatar>
      }
    >
      {accept.isSuccess ? (
        <Stack spacing={2.5}>
          <Alert severity="success" data-testid="invite-accepted">
            {t('accept.done')}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" size="large">
            {t('accept.login')}
          </Button>
        </Stack>
      ) : invitation.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : invitation.isError ? (
        <Stack spacing={2.5}>
          <Alert severity="error" data-testid="invite-invalid">
            {errorMessage(invitation.error)}
          </Alert>
          <Button component={RouterLink} to="/login" variant="outlined" size="large">
            {t('accept.login')}
          </Button>
        </Stack>
      ) : (
        <AuthForm onSubmit={submit} busy={accept.isPending} submitLabel={t('accept.submit')}>
          <InvitationFacts invitation={invitation.data} />
          {accept.isError && <Alert severity="error">{errorMessage(accept.error)}</Alert>}
          <FormTextField control={control} name="name" label={t('accept.name')} autoComplete="name" autoFocus required fullWidth />
          <PasswordField control={control} name="password" label={t('accept.password')} autoComplete="new-password" required />
        </AuthForm>
      )}
    </AuthCard>
  );
}
