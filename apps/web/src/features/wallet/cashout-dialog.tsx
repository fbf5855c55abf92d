import { BANK_STATUS } from '@konsol/contract';
import { Alert, Box, MenuItem, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm';
import { FormDialog } from '../../components/form-dialog';
import { FormRupiahField, FormTextField } from '../../components/form-fields';
import { notify } from '../../lib/events';
import { formatRupiah } from '../../lib/format';
import { useFormDialog } from '../../lib/forms';
import { useIdempotencyKey } from '../../lib/idempotency';
import { cashoutBody, useCashout } from './api/mutations';
import type { WalletBank } from './api/types';
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
  const cashout = useCashout();
  const confirm = useConfirm();
  const idem = useIdempotencyKey();
  const verified = banks.filter((b) => b.status === BANK_STATUS.TERVERIFIKASI);
  const { form, dialog } = useFormDialog({
    schema: cashoutBody,
    open,
    onClose,
    empty,
    fields: ['id', 'amount', 'otp'],
    mutation: cashout,
    onSubmit: async (values) => {
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
      const res = await cashout.mutateAsync({ body, key: idem.keyFor(body) });
      idem.reset();
      notify.success(res.msg);
      onClose();
    },
  });
  const { control } = form;

  return (
    <FormDialog {...dialog} title={t('cashoutTitle')} submitLabel={t('cashoutSubmit')} maxWidth="xs">
      <Stack spacing={1}>
        <Alert severity="info">{t('msg:walletCashoutNotice')}</Alert>
        {verified.length === 0 && <Alert severity="warning">{t('noVerifiedAccount')}</Alert>}
        <Box sx={{ typography: 'body2', color: 'text.secondary', pt: 1 }}>{t('availableBalance', { amount: formatRupiah(balance) })}</Box>
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
    </FormDialog>
  );
}
