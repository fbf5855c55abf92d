import { zodResolver } from '@hookform/resolvers/zod';
import { inviteAcceptBody } from '@konsol/contract';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { Alert, Avatar, Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { z } from 'zod';
import { FormTextField, PasswordField } from '../../components/form-fields';
import { api, errorMessage } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/forms';
import { AuthCard, AuthForm } from '../auth/auth-card';

const schema = inviteAcceptBody.omit({ token: true });
type AcceptForm = z.input<typeof schema>;

/** `POST /api/invite/accept {token, name, password}` with the client credential. */
const acceptInvite = (body: z.output<typeof inviteAcceptBody>) => api.post<undefined>('/invite/accept', body, { auth: 'client' });

/** The page of an invitation link (`/invite/{token}`): the invitee's name and password, then sign in. */
export default function InviteAcceptPage() {
  const { t } = useTranslation('staff');
  const { token = '' } = useParams();
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
      ) : (
        <AuthForm onSubmit={submit} busy={accept.isPending} submitLabel={t('accept.submit')}>
          {accept.isError && <Alert severity="error">{errorMessage(accept.error)}</Alert>}
          <FormTextField control={control} name="name" label={t('accept.name')} autoComplete="name" autoFocus required fullWidth />
          <PasswordField control={control} name="password" label={t('accept.password')} autoComplete="new-password" required />
        </AuthForm>
      )}
    </AuthCard>
  );
}
