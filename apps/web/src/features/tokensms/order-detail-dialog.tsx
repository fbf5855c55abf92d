import { TOKENSMS_ORDER_STATUS } from '@konsol/contract';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Skeleton, Stack, TextField } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { formatRupiah } from '../../lib/format';
import { useOrder } from './api/get-order';

/** Detail: read-only order id, invoice, price, token count and virtual-account number. */
export function OrderDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('tokensms');
  const titleId = useId();
  const order = useOrder(id ?? undefined);
  const o = order.data;
  const field = (label: string, value: string | number | undefined) => (
    <TextField label={label} value={value ?? ''} slotProps={{ input: { readOnly: true } }} size="small" />
  );
  return (
    <Dialog open={id !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('detail.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {order.isError && <Alert severity="error">{errorMessage(order.error)}</Alert>}
          {order.isPending ? (
            ['a', 'b', 'c', 'd', 'e'].map((k) => <Skeleton key={k} height={40} />)
          ) : (
            <>
              {field(t('detail.id'), o?.id)}
              {field(t('detail.invoice'), o?.invoice)}
              {field(t('detail.price'), o ? formatRupiah(o.price) : '')}
              {field(t('detail.token'), o?.totaltokensms)}
              {field(t('detail.nova'), o ? `${o.nova} (${o.bank})` : '')}
              {o?.status === TOKENSMS_ORDER_STATUS.MENUNGGU && o.transferAmount
                ? field(t('detail.transfer'), formatRupiah(o.transferAmount))
                : null}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('common:close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
