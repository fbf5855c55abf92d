import { loanFee, parseWhole } from '@konsol/contract';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { RupiahField } from '../../components/form-fields';
import { formatRupiah } from '../../lib/format';
import { useMoneySend } from '../../lib/money-send';
import { useDisburse } from './api/disburse-loan';
import type { LoanSetting } from './api/types';

/** Biaya of an amount: amount × fee rate (half up, as the server) plus the admin charge. */
export function disbursementCost(amount: number, setting: Pick<LoanSetting, 'fee' | 'admin'>) {
  if (!Number.isSafeInteger(amount) || amount <= 0) return { fee: 0, total: 0 };
  const fee = loanFee(amount, setting.fee) + setting.admin;
  return { fee, total: amount + fee };
}

/**
 * Cairkan (SPEC §2): Jumlah, Biaya and Total Pembayaran recomputed as typed, then `POST irmacapital/loan/contract`
 * with an Idempotency-Key; the wallet is credited (its queries reload).
 */
export function DisburseDialog({
  open,
  onClose,
  setting,
  remaining,
}: {
  open: boolean;
  onClose: () => void;
  setting: LoanSetting | undefined;
  remaining: number;
}) {
  const { t } = useTranslation('loan');
  const disburse = useDisburse();
  const [raw, setRaw] = useState('');
  const { error, setError, close, send } = useMoneySend({ mutation: disburse, onClose, clear: () => setRaw('') });
  const amount = parseWhole(raw) ?? 0;
  const cost = setting ? disbursementCost(amount, setting) : { fee: 0, total: 0 };

  const submit = async () => {
    setError(null);
    if (!raw.trim()) return setError(t('msg:loanAmountRequired'));
    if (!Number.isSafeInteger(amount) || amount <= 0) return setError(t('msg:loanAmountInvalid'));
    if (amount > remaining) return setError(t('msg:loanLimitExceeded', { remaining: formatRupiah(remaining, false) }));
    await send(
      {
        message: t('confirmDisburse', { amount: formatRupiah(amount), total: formatRupiah(cost.total), days: setting?.periode ?? '' }),
        confirmLabel: t('disburse'),
      },
      { amount },
      (body, key) => disburse.mutateAsync({ ...body, key }),
    );
  };

  // The amount's problems show under the field (`error`), not as the dialog's message.
  return (
    <FormDialog
      open={open}
      title={t('disburseTitle')}
      onClose={close}
      onSubmit={submit}
      dirty={raw !== ''}
      busy={disburse.isPending}
      submitDisabled={!setting}
      submitLabel={t('disburse')}
      maxWidth="xs"
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('remainingHint', { amount: formatRupiah(remaining) })}
        </Typography>
        <RupiahField
          label={t('amount')}
          value={raw}
          onChange={(text) => {
            setRaw(text);
            setError(null);
          }}
          required
          autoFocus
          error={!!error}
          helperText={error ?? ' '}
        />
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            rowGap: 1,
            '& dd': { m: 0, textAlign: 'right', fontWeight: 600 },
          }}
        >
          <dt>{t('fee')}</dt>
          <dd data-testid="disburse-fee">{formatRupiah(cost.fee)}</dd>
          <Box component="dt" sx={{ fontWeight: 700 }}>
            {t('total')}
          </Box>
          <Box component="dd" data-testid="disburse-total" sx={{ fontSize: 18, fontWeight: '800 !important' }}>
            {formatRupiah(cost.total)}
          </Box>
        </Box>
        {setting && (
          <Alert severity="info" sx={{ py: 0 }}>
            {t('feeNote', { rate: `${(setting.fee * 100).toLocaleString('id-ID')}%`, days: setting.periode })}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}
