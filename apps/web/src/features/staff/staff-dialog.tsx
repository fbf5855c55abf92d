import {
  isPlatformRole,
  PLATFORM_ROLES,
  ROLE_NAMES,
  type Role,
  SERVER_ROLES,
  type StaffRow,
  staffInviteBody,
  staffPatchBody,
} from '@konsol/contract';
import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../components/form-controls';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { useMe } from '../../lib/auth';
import { useFormDialog } from '../../lib/forms';
import { wordsOf } from '../../lib/i18n';
import { useSaveStaff } from './api/save-staff';

interface StaffForm {
  email: string;
  role: Role;
  status: 0 | 1;
}
const FIELDS = ['email', 'role', 'status'] as const;

/** The roles my team may give: the platform's team takes platform roles, every other server's the server roles. */
export function useTeamRoles(): readonly Role[] {
  const { data: me } = useMe();
  return me && isPlatformRole(me.role) ? PLATFORM_ROLES : SERVER_ROLES;
}

/**
 * Invite someone (e-mail and role: they get a link to set their password) or change a member's role and status.
 * Disabling someone signs them out at once.
 */
export function StaffDialog({ open, item, onClose }: { open: boolean; item: StaffRow | null; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const roles = useTeamRoles();
  const save = useSaveStaff();
  const editing = item !== null;
  const empty: StaffForm = { email: '', role: roles.at(-1)!, status: 1 };
  // an invitation not yet accepted has a role but no status to change
  const schema = !editing ? staffInviteBody : item.status === 2 ? staffPatchBody.pick({ role: true }) : staffPatchBody;
  const { form, dialog } = useFormDialog({
    schema,
    open,
    onClose,
    empty,
    item,
    toForm: (s: StaffRow): StaffForm => ({ email: s.email, role: s.role, status: s.status === 0 ? 0 : 1 }),
    fields: FIELDS,
    mutation: save,
    onSubmit: async (body) => {
      await save.mutateAsync({ id: item?.id, body });
      onClose();
    },
  });
  const { control } = form;
  return (
    <FormDialog
      {...dialog}
      title={editing ? t('editTitle', { name: item.name }) : t('inviteTitle')}
      submitLabel={editing ? t('save') : t('sendInvite')}
      testId="staff-dialog"
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        {!editing && <Alert severity="info">{t('inviteHint')}</Alert>}
        <FormTextField
          control={control}
          name="email"
          label={t('email')}
          type="email"
          required
          autoFocus={!editing}
          autoComplete="off"
          fullWidth
          slotProps={{ input: { readOnly: editing } }}
        />
        <FormSelectField
          control={control}
          name="role"
          label={t('role')}
          options={roles.map((r) => ({ value: r, label: wordsOf(ROLE_NAMES[r]) }))}
          helperText={t(`roleHint.${form.watch('role')}`)}
          fullWidth
        />
        {editing && item.status !== 2 && (
          <FormSelectField
            control={control}
            name="status"
            label={t('status')}
            options={[
              { value: 1, label: t('statusLabel.1') },
              { value: 0, label: t('statusLabel.0') },
            ]}
            helperText={t('disableHint')}
            fullWidth
          />
        )}
      </Stack>
    </FormDialog>
  );
}
