import { zodResolver } from '@hookform/resolvers/zod';
import { BANK_STATUS } from '@konsol/contract';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack } from '@mui/material';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm, useDiscardGuard } from '../../components/confirm';
import { FormRupiahField, FormTextField } from '../../components/form-fields';
import { ApiError, errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/events';
import { formatRupiah } from '../../lib/format';
import { useIdempotencyKey } from '../../lib/idempotency';
import { useSingleSubmit } from '../../lib/single-submit';
import { cashoutBody, useCashout } from './api/mutations';
import type { WalletBank } from './api/types';
import { fieldErrors } from './field-errors';
import { OtpField } from './otp-field';

interface Values {
  id: number | '';
  amount: string;
  otp: string;
}
const empty: Values = { id: '', amount: '', otp: '' };

/** Cashout: a verified account, an amount and the cash_out OTP; sent with a new Idempotency-Key per distinct body. */
export function CashoutDialog({
  open,
  onClose,
  banks,
  balance,
}: {
  open: boolean;
  onClose: () => void;
  banks: WalletBank[];
  balance: number;
}) {
  const { t } = useTranslation('wallet');
  const titleId = useId();
  const cashout = useCashout();
  const confirm = useConfirm();
  const idem = useIdempotencyKey();
  const verified = banks.filter((b) => b.status === BANK_STATUS.TERVERIFIKASI);
  const { control, handleSubmit, reset, setError, formState } = useForm<Values>({
    // biome-ignore lint/suspicious/noExplicitAny: the shared schema's input is wider than the form's values
    resolver: zodResolver(cashoutBody as any) as any,
    defaultValues: empty,
  });

  const close = () => {
    if (cashout.isPending) return;
    reset(empty);
    cashout.reset();
    onClose();
  };
  const dismiss = useDiscardGuard(formState.isDirty, close);
  const submit = handleSubmit(async (values) => {
    const bank = verified.find((b) => b.id === values.id);
    const body = {
      id: Number(values.id),
      bank: bank?.bank,
      accountno: bank?.accountno,
      accountname: bank?.accountname,
      amount: Number(values.amount),
      otp: values.otp.trim(),
    };
    const ok = await confirm({
      message: t('confirmCashout', { amount: formatRupiah(body.amount), bank: bank?.bank ?? '', accountno: bank?.accountno ?? '' }),
    });
    if (!ok) return;
    try {
      const res = await cashout.mutateAsync({ body, key: idem.keyFor(body) });
      idem.reset();
      notify.success(res.msg);
      reset(empty);
      cashout.reset();
      onClose();
    } catch (err) {
      for (const [f, message] of fieldErrors(err, ['id', 'amount', 'otp'])) setError(f, { type: 'server', message });
    }
  });
  const serverError = cashout.error && !(cashout.error instanceof ApiError && cashout.error.errors) ? errorMessage(cashout.error) : null;

  const onSubmit = useSingleSubmit(submit, open);
  return (
    <Dialog open={open} onClose={dismiss} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('cashoutTitle')}</DialogTitle>
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={1}>
            <Alert severity="info">{t('msg:walletCashoutNotice')}</Alert>
            {verified.length === 0 && <Alert severity="warning">{t('noVerifiedAccount')}</Alert>}
            {serverError && <Alert severity="error">{serverError}</Alert>}
            <Box sx={{ typography: 'body2', color: 'text.secondary', pt: 1 }}>
              {t('availableBalance', { amount: formatRupiah(balance) })}
            </Box>
            <FormTextField control={control} name="id" label={t('account')} select required>
              {verified.map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {`${b.bank} ${b.accountno} — ${b.accountname}`}
                </MenuItem>
              ))}
            </FormTextField>
            <FormRupiahField control={control} name="amount" label={t('amount')} required />
            <OtpField control={control} name="otp" purpose="cash_out" />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={close} disabled={cashout.isPending}>
            {t('common:cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={cashout.isPending}
            startIcon={cashout.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('cashoutSubmit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
