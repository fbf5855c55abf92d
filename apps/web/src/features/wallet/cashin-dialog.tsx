import { zodResolver } from '@hookform/resolvers/zod';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDiscardGuard } from '../../components/confirm';
import { FormRupiahField, FormTextField } from '../../components/form-fields';
import { ApiError, errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/events';
import { formatRupiah } from '../../lib/format';
import { useIdempotencyKey } from '../../lib/idempotency';
import { useSingleSubmit } from '../../lib/single-submit';
import { useChannels } from './api/get-wallet';
import { cashinBody, useCreateCashin } from './api/mutations';
import { fieldErrors } from './field-errors';

interface Values {
  channel: string;
  amount: string;
}
const empty: Values = { channel: '', amount: '' };

/** Cash in: a channel and an amount give a pending cash-in and the virtual account to pay (amount + channel fee). */
export function CashinDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const titleId = useId();
  const channels = useChannels(open);
  const create = useCreateCashin();
  const idem = useIdempotencyKey();
  const { control, handleSubmit, reset, setError, watch, formState } = useForm<Values>({
    // biome-ignore lint/suspicious/noExplicitAny: the shared schema's input is wider than the form's values
    resolver: zodResolver(cashinBody as any) as any,
    defaultValues: empty,
  });
  const chosen = channels.data?.find((c) => c.code === watch('channel'));
  const result = create.data?.data;

  const close = () => {
    if (create.isPending) return;
    reset(empty);
    create.reset();
    onClose();
  };
  // once the VA is shown there is nothing left to lose
  const dismiss = useDiscardGuard(formState.isDirty && !result, close);
  const submit = handleSubmit(async (values) => {
    const body = { channel: values.channel, amount: Number(values.amount) };
    try {
      const res = await create.mutateAsync({ body, key: idem.keyFor(body) });
      idem.reset();
      notify.success(res.msg);
    } catch (err) {
      for (const [f, message] of fieldErrors(err, ['channel', 'amount'])) setError(f, { type: 'server', message });
    }
  });
  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text).then(() => notify.info(t('copied')));
  };

  const onSubmit = useSingleSubmit(submit, open);
  return (
    <Dialog open={open} onClose={dismiss} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('cashinTitle')}</DialogTitle>
      {result ? (
        <>
          <DialogContent>
            <Stack spacing={2} data-testid="cashin-result">
              <Alert severity="success">{create.data?.msg}</Alert>
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
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={close}>
              {t('common:close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" onSubmit={onSubmit} noValidate>
          <DialogContent sx={{ pt: 1 }}>
            <Stack spacing={1}>
              {create.error && !(create.error instanceof ApiError && create.error.errors) && (
                <Alert severity="error">{errorMessage(create.error)}</Alert>
              )}
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
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button color="inherit" onClick={close} disabled={create.isPending}>
              {t('common:cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={create.isPending}
              startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {t('cashinSubmit')}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
