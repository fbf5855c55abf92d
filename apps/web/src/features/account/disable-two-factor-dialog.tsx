import { type TwoFactorDisableBody, twoFactorDisableBody } from '@konsol/contract';
import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField, PasswordField } from '../../components/form-fields';
import { notify } from '../../lib/events';
import { useFormDialog } from '../../lib/forms';
import { useDisableTwoFactor } from './api/two-factor';

const empty: TwoFactorDisableBody = { password: '', code: '' };

/** Turning two-factor off: the password and a code (of the app, or a recovery code) prove it is the owner asking. */
export function DisableTwoFactorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const disable = useDisableTwoFactor();
  const { form, dialog } = useFormDialog({
    schema: twoFactorDisableBody,
    open,
    onClose,
    empty,
    fields: ['password', 'code'],
    mutation: disable,
    onSubmit: async (body) => {
      notify.success((await disable.mutateAsync(body)).msg);
      onClose();
    },
  });
  return (
    <FormDialog
      {...dialog}
      title={t('twofactor.disableTitle')}
      submitLabel={t('twofactor.turnOff')}
      submitColor="error"
      maxWidth="xs"
      testId="disable-2fa-dialog"
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('twofactor.disableWarning')}
        </Alert>
        <PasswordField
          control={form.control}
          name="password"
          label={t('twofactor.password')}
          autoComplete="current-password"
          required
          autoFocus
          fullWidth
        />
        <FormTextField
          control={form.control}
          name="code"
          label={t('twofactor.codeOrRecovery')}
          autoComplete="one-time-code"
          required
          fullWidth
          helperText={t('twofactor.codeOrRecoveryHint')}
          slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'none', spellCheck: false } }}
        />
      </Stack>
    </FormDialog>
  );
}
