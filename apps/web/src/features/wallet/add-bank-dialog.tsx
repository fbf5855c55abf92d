import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack } from '@mui/material';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDiscardGuard } from '../../components/confirm';
import { FormTextField } from '../../components/form-fields';
import { ApiError, errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/events';
import { useSingleSubmit } from '../../lib/single-submit';
import { useBanks } from './api/get-wallet';
import { addBankBody, useAddBank } from './api/mutations';
import { fieldErrors } from './field-errors';
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
  const titleId = useId();
  const banks = useBanks();
  const add = useAddBank();
  const { control, handleSubmit, reset, setError, formState } = useForm<Values>({
    // biome-ignore lint/suspicious/noExplicitAny: the shared schema's input is wider than the form's values
    resolver: zodResolver(addBankBody as any) as any,
    defaultValues: empty,
  });
  const close = () => {
    if (add.isPending) return;
    reset(empty);
    add.reset();
    onClose();
  };
  const dismiss = useDiscardGuard(formState.isDirty, close);
  const submit = handleSubmit(async (values) => {
    const bankid = banks.data?.find((b) => b.code === values.bank)?.id;
    try {
      const res = await add.mutateAsync({ ...values, bankid, otp: values.otp.trim() });
      notify.success(res.msg);
      reset(empty);
      add.reset();
      onClose();
    } catch (err) {
      for (const [f, message] of fieldErrors(err, ['bank', 'accountno', 'accountname', 'otp'], { bankid: 'bank' }))
        setError(f, { type: 'server', message });
    }
  });

  const onSubmit = useSingleSubmit(submit, open);
  return (
    <Dialog open={open} onClose={dismiss} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('addBank')}</DialogTitle>
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={1}>
            <Alert severity="info">{t('addBankHint')}</Alert>
            {add.error && !(add.error instanceof ApiError && add.error.errors) && <Alert severity="error">{errorMessage(add.error)}</Alert>}
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
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={close} disabled={add.isPending}>
            {t('common:cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={add.isPending}
            startIcon={add.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
