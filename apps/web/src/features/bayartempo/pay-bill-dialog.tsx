import { BILL_VA_BANKS } from '@konsol/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ErrorIcon from '@mui/icons-material/Error';
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
  List,
  ListItem,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChannelLogo } from '../../assets/channels/channel-logo';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/events';
import { copyText } from '../../lib/files';
import { formatRupiah } from '../../lib/format';
import { useBillVa } from './api/get-bill-va';
import { useMarkBillPaid } from './api/mark-bill-paid';
import type { BillRow } from './api/types';

type Step = 'method' | 'loading' | 'result';

/**
 * Paying a bill (SPEC §2/§4): the payment-method dialog with a virtual account per bank (`GET billva`), "Saya sudah
 * bayar" → a loading dialog → `PATCH serpulbills/payment/{id}` → a result dialog (code "00" success, else the
 * error). `onPaid` runs after a success (the list reloads for today).
 */
export function PayBillDialog({ bill, onClose, onPaid }: { bill: BillRow | null; onClose: () => void; onPaid: () => void }) {
  const { t } = useTranslation('bayartempo');
  const [step, setStep] = useState<Step>('method');
  const [result, setResult] = useState<{ ok: boolean; msg: string } | null>(null);
  // Asked only while the methods show: a bill reported paid has no virtual account left (the server answers 422),
  // so the refresh after "Saya sudah bayar" must not ask again.
  const vas = useBillVa(step === 'method' ? bill?.id : undefined);
  const markPaid = useMarkBillPaid();
  const methodId = useId();
  const loadingId = useId();
  const resultId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));

  const close = () => {
    setStep('method');
    setResult(null);
    markPaid.reset();
    onClose();
  };
  const paid = async () => {
    if (!bill) return;
    setStep('loading');
    try {
      const res = await markPaid.mutateAsync(bill.id);
      const ok = res.code === '00';
      setResult({ ok, msg: res.msg });
      if (ok) onPaid();
    } catch (err) {
      setResult({ ok: false, msg: errorMessage(err) });
    }
    setStep('result');
  };
  const copy = async (bank: string, va: string) =>
    (await copyText(va)) ? notify.success(t('copied', { bank })) : notify.error(t('copyFailed'));
  const total = bill ? bill.amount + bill.fee : 0;
  const byBank = new Map((vas.data ?? []).map((v) => [v.bank, v]));

  return (
    <>
      <Dialog
        open={!!bill && step === 'method'}
        onClose={close}
        aria-labelledby={methodId}
        fullWidth
        maxWidth="sm"
        fullScreen={fullScreen}
        data-testid="pay-method-dialog"
      >
        <DialogTitle id={methodId}>{t('payTitle')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {bill ? t('detailTitle', { id: bill.id }) : ''}
              </Typography>
              <Typography sx={{ fontSize: 26, fontWeight: 800 }} data-testid="pay-total">
                {formatRupiah(total)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('payIntro', { total: formatRupiah(total) })}
              </Typography>
            </Box>
            <Alert severity="warning" role="note">
              {t('msg:creditDeadlineNotice')}
            </Alert>
            {vas.isError && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void vas.refetch()}>
                    {t('common:retry')}
                  </Button>
                }
              >
                {errorMessage(vas.error)}
              </Alert>
            )}
            <List disablePadding aria-label={t('payTitle')} sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
              {BILL_VA_BANKS.map((bank, i) => {
                const va = byBank.get(bank);
                return (
                  <ListItem
                    key={bank}
                    divider={i < BILL_VA_BANKS.length - 1}
                    sx={{ gap: 2, py: 1.5 }}
                    data-testid={`va-${bank}`}
                    secondaryAction={
                      va ? (
                        <Tooltip title={t('copy', { bank })}>
                          <IconButton edge="end" aria-label={t('copy', { bank })} onClick={() => void copy(bank, va.virtualAccount)}>
                            <ContentCopyIcon />
                          </IconButton>
                        </Tooltip>
                      ) : undefined
                    }
                  >
                    <Box sx={{ flexShrink: 0, display: 'flex' }}>
                      <ChannelLogo channel={`VA-${bank}`} size={28} />
                    </Box>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body2" color="text.secondary">
                        {t('vaLabel', { bank })}
                      </Typography>
                      {va ? (
                        <Typography
                          sx={{ fontFamily: 'monospace', fontSize: 17, fontWeight: 700, letterSpacing: 0.5, wordBreak: 'break-all' }}
                        >
                          {va.virtualAccount}
                        </Typography>
                      ) : vas.isPending ? (
                        <Skeleton width={180} height={26} />
                      ) : (
                        <Typography color="text.secondary">-</Typography>
                      )}
                    </Box>
                  </ListItem>
                );
              })}
            </List>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button color="inherit" onClick={close}>
            {t('common:cancel')}
          </Button>
          <Button variant="contained" onClick={() => void paid()} disabled={!vas.data}>
            {t('paid')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={!!bill && step === 'loading'} aria-labelledby={loadingId} aria-busy="true" maxWidth="xs" fullWidth>
        <DialogTitle id={loadingId}>{t('loadingTitle')}</DialogTitle>
        <DialogContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1 }}>
            <CircularProgress size={28} aria-label={t('loadingBody')} />
            <Typography>{t('loadingBody')}</Typography>
          </Stack>
        </DialogContent>
      </Dialog>

      <Dialog open={!!bill && step === 'result'} onClose={close} aria-labelledby={resultId} maxWidth="xs" fullWidth>
        <DialogTitle id={resultId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {result?.ok ? <CheckCircleIcon color="success" /> : <ErrorIcon color="error" />}
          {result?.ok ? t('resultSuccess') : t('resultError')}
        </DialogTitle>
        <DialogContent>
          <Alert severity={result?.ok ? 'success' : 'error'} role={result?.ok ? 'status' : 'alert'}>
            {result?.msg || t('resultFailed')}
          </Alert>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button variant="contained" onClick={close} autoFocus>
            {t('common:close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
