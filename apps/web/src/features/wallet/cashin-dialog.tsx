import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, IconButton, MenuItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { FormRupiahField, FormTextField } from '../../components/form-fields';
import { notify } from '../../lib/events';
import { copyText } from '../../lib/files';
import { formatRupiah } from '../../lib/format';
import { useFormDialog } from '../../lib/forms';
import { useIdempotencyKey } from '../../lib/idempotency';
import { useChannels } from './api/get-wallet';
import { cashinBody, useCreateCashin } from './api/mutations';
import type { CashinRow } from './api/types';

interface Values {
  channel: string;
  amount: string;
}
const empty: Values = { channel: '', amount: '' };

/** The virtual account a cash-in gave: its number (with a copy button) and the total to pay. */
function CashinResult({ result, msg }: { result: CashinRow; msg: string | undefined }) {
  const { t } = useTranslation('wallet');
  const copy = (text: string) => {
    void copyText(text).then((ok) => ok && notify.info(t('copied')));
  };
  return (
    <Stack spacing={2} data-testid="cashin-result">
      <Alert severity="success">{msg}</Alert>
      <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
        <Typography variant="body2" color="text.secondary">
          {t('vaNumber', { channel: result.channel.name })}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontSize: 22, fontWeight: 800, letterSpacing: 1 }} data-testid="cashin-va">
            {result.va}
          </Typography>
          <IconButton aria-label={t('copyVa')} onClick={() => copy(result.va)} size="small">
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('totalToPay')}
        </Typography>
        <Typography sx={{ fontSize: 20, fontWeight: 700 }}>{formatRupiah(result.total)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t('feeIncluded', { amount: formatRupiah(result.amount), fee: formatRupiah(result.fee) })}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('cashinPendingHint')}
      </Typography>
    </Stack>
  );
}

/** Cash in: a channel and an amount give a pending cash-in and the virtual account to pay (amount + channel fee). */
export function CashinDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const channels = useChannels(open);
  const create = useCreateCashin();
  const idem = useIdempotencyKey();
  const { form, dialog } = useFormDialog({
    schema: cashinBody,
    open,
    onClose,
    empty,
    fields: ['channel', 'amount'],
    mutation: create,
    onSubmit: async (values) => {
      const body = { channel: values.channel, amount: Number(values.amount) };
      const res = await create.mutateAsync({ body, key: idem.keyFor(body) });
      idem.reset();
      notify.success(res.msg);
    },
  });
  const { control, watch } = form;
  const chosen = channels.data?.find((c) => c.code === watch('channel'));
  const result = create.data?.data;

  return (
    <FormDialog
      {...dialog}
      title={t('cashinTitle')}
      submitLabel={t('cashinSubmit')}
      maxWidth="xs"
      result={result && <CashinResult result={result} msg={create.data?.msg} />}
    >
      <Stack spacing={1}>
        <FormTextField control={control} name="channel" label={t('channel')} select required>
          {(channels.data ?? [])
            .filter((c) => c.status === 1)
            .map((c) => (
              <MenuItem key={c.code} value={c.code}>
                {`${c.name} (${t('fee')} ${formatRupiah(c.fee)})`}
              </MenuItem>
            ))}
        </FormTextField>
        <FormRupiahField
          control={control}
          name="amount"
          label={t('amount')}
          required
          helperText={chosen ? t('feeHint', { fee: formatRupiah(chosen.fee) }) : undefined}
        />
      </Stack>
    </FormDialog>
  );
}
