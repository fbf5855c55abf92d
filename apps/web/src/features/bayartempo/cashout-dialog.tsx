import { BAYARTEMPO_DEFAULTS, bayartempoCashoutFee, parseWhole, REKENING_STATUS } from '@konsol/contract';
import { Alert, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { RupiahField } from '../../components/form-fields';
import { errorMessage } from '../../lib/api-client';
import { formatRupiah } from '../../lib/format';
import { useMoneySend } from '../../lib/money-send';
import { useRekeningCashout } from './api/cashout-rekening';
import { useRekening } from './api/get-rekening';

/** The cash-out dialog loads up to 100 accounts (SPEC §9). */
const MAX_ACCOUNTS = 100;

/**
 * Manual cash-out (SPEC §2/§5): a verified account from the dropdown ("#{id} {name} | {bankNo}"), a nominal in
 * rupiah, the note that banks other than BNI carry the 6.500 admin fee (with the fee and total for the chosen
 * account), Close and Cashout. Empty account or amount → "Rekening dan nominal tidak boleh kosong". Code "200" is
 * success; the cards and the wallet reload.
 */
export function BayartempoCashoutDialog({
  open,
  onClose,
  balance,
  fee: configuredFee = BAYARTEMPO_DEFAULTS.cashoutFee,
}: {
  open: boolean;
  onClose: () => void;
  balance: number | undefined;
  /** The admin fee to banks other than BNI (from the balance answer; 6.500 by default). */
  fee?: number;
}) {
  const { t } = useTranslation('bayartempo');
  const accounts = useRekening();
  const cashout = useRekeningCashout();
  const [label, setLabel] = useState('');
  const [raw, setRaw] = useState('');
  const { error, setError, close, send } = useMoneySend({
    mutation: cashout,
    onClose,
    clear: () => {
      setLabel('');
      setRaw('');
    },
  });

  const verified = (accounts.data ?? []).filter((a) => a.status === REKENING_STATUS.TERVERIFIKASI).slice(0, MAX_ACCOUNTS);
  const chosen = verified.find((a) => a.label === label);
  const amount = parseWhole(raw) ?? 0;
  const fee = chosen ? bayartempoCashoutFee(chosen.name, configuredFee) : undefined;
  const total = fee !== undefined ? amount + fee : undefined;

  const submit = async () => {
    setError(null);
    // The id is the number after the leading # of the chosen label (SPEC §5).
    const id = Number(label.match(/^#(\d+)/)?.[1] ?? 0);
    if (!id || !amount) {
      setError(t('msg:creditCashoutRequired'));
      return;
    }
    await send(
      { message: t('confirmCashout', { amount: formatRupiah(amount), account: label, total: formatRupiah(total ?? amount) }) },
      { id, amount },
      (body, key) => cashout.mutateAsync({ body, key }),
      (res) => res.code === '200',
    );
  };

  return (
    <FormDialog
      open={open}
      title={t('cashoutTitle')}
      onClose={close}
      onSubmit={submit}
      dirty={label !== '' || raw !== ''}
      busy={cashout.isPending}
      error={error}
      cancelLabel={t('close')}
      submitLabel={t('cashoutButton')}
      maxWidth="xs"
      testId="cashout-dialog"
    >
      <Stack spacing={1.5}>
        <Alert severity="info" role="note">
          {t('msg:creditCashoutFeeNotice')}
        </Alert>
        {accounts.isError && <Alert severity="error">{errorMessage(accounts.error)}</Alert>}
        {accounts.isSuccess && verified.length === 0 && <Alert severity="warning">{t('cashoutNoAccount')}</Alert>}
        <Typography variant="body2" color="text.secondary">
          {t('cashoutAvailable', { amount: formatRupiah(balance ?? 0) })}
        </Typography>
        <TextField
          select
          label={t('cashoutAccount')}
          value={label}
          onChange={(e) => {
            setLabel(e.target.value);
            setError(null);
          }}
          required
          fullWidth
          helperText=" "
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
        >
          {verified.map((a) => (
            <MenuItem key={a.id} value={a.label}>
              {a.label}
            </MenuItem>
          ))}
        </TextField>
        <RupiahField
          label={t('cashoutAmount')}
          value={raw}
          onChange={(text) => {
            setRaw(text);
            setError(null);
          }}
          required
          fullWidth
          helperText=" "
        />
        <Box
          component="dl"
          data-testid="cashout-summary"
          sx={{
            m: 0,
            p: 1.5,
            borderRadius: 1.5,
            bgcolor: 'action.hover',
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            rowGap: 0.5,
            '& dt': { typography: 'body2', color: 'text.secondary' },
            '& dd': { m: 0, typography: 'body2', fontWeight: 700, textAlign: 'right' },
          }}
        >
          <dt>{t('cashoutAmount')}</dt>
          <dd>{formatRupiah(amount)}</dd>
          <dt>{t('cashoutFee')}</dt>
          <dd data-testid="cashout-fee">{fee === undefined ? '-' : formatRupiah(fee)}</dd>
          <dt>{t('cashoutTotal')}</dt>
          <dd data-testid="cashout-total">{total === undefined ? '-' : formatRupiah(total)}</dd>
        </Box>
      </Stack>
    </FormDialog>
  );
}
