import type { Me, ProfileBody } from '@konsol/contract';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { useFormDialog } from '../../lib/forms';
import { profileBody, useSaveProfile } from './api/profile';

const empty: ProfileBody = { name: '', phone: '' };

/** My name and phone (`PATCH /api/account/profile`). */
export function ProfileDialog({ open, me, onClose }: { open: boolean; me: Me; onClose: () => void }) {
  const { t } = useTranslation('account');
  const save = useSaveProfile();
  const { form, dialog } = useFormDialog({
    schema: profileBody,
    open,
    onClose,
    empty,
    item: me,
    toForm: (m: Me): ProfileBody => ({ name: m.username, phone: m.phone }),
    fields: ['name', 'phone'],
    mutation: save,
    onSubmit: async (body) => {
      await save.mutateAsync(body);
      onClose();
    },
  });
  return (
    <FormDialog {...dialog} title={t('profile.editTitle')} maxWidth="xs" testId="profile-dialog">
      <Stack spacing={1} sx={{ pt: 1 }}>
        <FormTextField control={form.control} name="name" label={t('profile.name')} autoComplete="name" required autoFocus fullWidth />
        <FormTextField
          control={form.control}
          name="phone"
          label={t('profile.phone')}
          type="tel"
          autoComplete="tel"
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
        />
      </Stack>
    </FormDialog>
  );
}
