import { Alert, MenuItem, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { notify } from '../../lib/events';
import { useFormDialog } from '../../lib/forms';
import { useBanks } from './api/get-wallet';
import { addBankBody, useAddBank } from './api/mutations';
import { OtpField } from './otp-field';

interface Values {
  bank: string;
  accountno: string;
  accountname: string;
  otp: string;
}
const empty: Values = { bank: '', accountno: '', accountname: '', otp: '' };

/** Tambah Rekening Bank: bank, account number, holder and the add_bank OTP; the account then waits for verification. */
export function AddBankDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const banks = useBanks();
  const add = useAddBank();
  const { form, dialog } = useFormDialog({
    schema: addBankBody,
    open,
    onClose,
    empty,
    fields: ['bank', 'accountno', 'accountname', 'otp'],
    aliases: { bankid: 'bank' },
    mutation: add,
    onSubmit: async (values) => {
      const bankid = banks.data?.find((b) => b.code === values.bank)?.id;
      const res = await add.mutateAsync({ ...values, bankid, otp: values.otp.trim() });
      notify.success(res.msg);
      onClose();
    },
  });
  const { control } = form;

  return (
    <FormDialog {...dialog} title={t('addBank')} submitLabel={t('save')} maxWidth="xs">
      <Stack spacing={1}>
        <Alert severity="info">{t('addBankHint')}</Alert>
        <FormTextField control={control} name="bank" label={t('bank')} select required>
          {(banks.data ?? []).map((b) => (
            <MenuItem key={b.code} value={b.code}>
              {b.name}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="accountno"
          label={t('accountno')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
        />
        <FormTextField
          control={control}
          name="accountname"
          label={t('accountname')}
          required
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
        <OtpField control={control} name="otp" purpose="add_bank" />
      </Stack>
    </FormDialog>
  );
}
