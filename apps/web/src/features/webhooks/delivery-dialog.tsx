import type { WebhookDelivery } from '@konsol/contract';
import ReplayIcon from '@mui/icons-material/Replay';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Writable } from '../../components/writable';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useDelivery } from './api/get-delivery';
import { useRedeliver } from './api/redeliver';

/** A delivery's status as a chip: delivered (green), pending (amber, being retried), failed (red: no 2xx within 24 hours). */
export function DeliveryStatus({ status }: { status: WebhookDelivery['status'] }) {
  const { t } = useTranslation('webhooks');
  const color = status === 'delivered' ? 'success' : status === 'pending' ? 'warning' : 'error';
  return <Chip size="small" color={color} label={t(`delivery.status.${status}`)} sx={{ fontWeight: 600, minWidth: 72 }} />;
}

/** One delivery: every attempt (time, status code, duration, the start of the answer), the body sent, and Send again. */
export function DeliveryDialog({
  webhookId,
  delivery,
  onClose,
}: {
  webhookId: number;
  delivery: WebhookDelivery | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const detail = useDelivery(webhookId, delivery?.id ?? null);
  const redeliver = useRedeliver(webhookId);
  const d = detail.data;
  return (
    <Dialog
      open={!!delivery}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      data-testid="delivery-dialog"
    >
      <DialogTitle id={titleId}>
        {delivery?.event}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block', fontFamily: 'monospace' }}>
          {delivery?.event_id}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        {detail.isPending && <CircularProgress aria-label={t('loading')} />}
        {detail.isError && <Alert severity="error">{errorMessage(detail.error)}</Alert>}
        {d && (
          <>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
              <DeliveryStatus status={d.status} />
              <Typography variant="body2" color="text.secondary">
                {d.status === 'pending' && d.next_attempt_at ? t('delivery.nextAt', { at: formatDate(d.next_attempt_at) }) : ''}
              </Typography>
            </Box>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              {t('delivery.log')}
            </Typography>
            <Box sx={{ overflowX: 'auto', mb: 2 }}>
              <Table size="small" aria-label={t('delivery.log')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('delivery.at')}</TableCell>
                    <TableCell>{t('delivery.code')}</TableCell>
                    <TableCell align="right">{t('delivery.duration')}</TableCell>
                    <TableCell>{t('delivery.response')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.log.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={4}>{t('delivery.noAttempts')}</TableCell>
                    </TableRow>
                  )}
                  {d.log.map((a) => (
                    <TableRow key={a.at}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(a.at)}</TableCell>
                      <TableCell>{a.status_code ?? '—'}</TableCell>
                      <TableCell align="right">{a.duration_ms} ms</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}>{a.response || '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              {t('delivery.payload')}
            </Typography>
            <Box
              component="pre"
              sx={{
                m: 0,
                p: 1.5,
                bgcolor: 'grey.100',
                borderRadius: 1,
                fontSize: 12,
                overflowX: 'auto',
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-all',
              }}
            >
              {JSON.stringify(JSON.parse(d.payload), null, 2)}
            </Box>
          </>
        )}
        {redeliver.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(redeliver.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={onClose}>
          {t('common:close')}
        </Button>
        <Writable>
          <Button
            variant="contained"
            startIcon={redeliver.isPending ? <CircularProgress size={16} color="inherit" /> : <ReplayIcon />}
            disabled={!d || redeliver.isPending}
            onClick={() => d && redeliver.mutate(d.id)}
          >
            {t('delivery.redeliver')}
          </Button>
        </Writable>
      </DialogActions>
    </Dialog>
  );
}
