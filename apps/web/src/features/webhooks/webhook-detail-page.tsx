import type { Webhook, WebhookDelivery, WebhookWithSecret } from '@konsol/contract';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyIcon from '@mui/icons-material/Key';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useConfirm } from '../../components/confirm';
import { DataTable } from '../../components/data-table';
import { rowActionsColumn } from '../../components/row-actions';
import { StatusChip } from '../../components/status-chip';
import { Writable } from '../../components/writable';
import { formatDate } from '../../lib/format';
import { deliveriesTable } from './api/get-deliveries';
import { useWebhook } from './api/get-webhook';
import { useRotateSecret } from './api/rotate-webhook-secret';
import { useSaveWebhook } from './api/save-webhook';
import { DeliveryDialog, DeliveryStatus } from './delivery-dialog';
import { WebhookDialog } from './webhook-dialog';
import { WebhookSecretDialog } from './webhook-secret-dialog';

function Endpoint({ hook, onEdit, onRotated }: { hook: Webhook; onEdit: () => void; onRotated: (w: WebhookWithSecret) => void }) {
  const { t } = useTranslation('webhooks');
  const confirm = useConfirm();
  const save = useSaveWebhook();
  const rotate = useRotateSecret();
  const paused = hook.status === 0;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <StatusChip value={hook.status} labels={{ 1: t('statusLabel.1'), 0: t('statusLabel.0') }} colors={{ 0: 'warning' }} />
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, wordBreak: 'break-all' }} data-testid="webhook-url">
              {hook.url}
            </Typography>
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {hook.events.map((e) => (
              <Chip key={e} size="small" variant="outlined" label={e} title={t(`event.${e.replaceAll('.', '_')}`)} />
            ))}
          </Stack>
        </Box>
        <Writable>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', flexShrink: 0 }}>
            <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={onEdit}>
              {t('edit')}
            </Button>
            <Button
              variant="outlined"
              color={paused ? 'success' : 'warning'}
              startIcon={paused ? <PlayArrowIcon /> : <PauseIcon />}
              disabled={save.isPending}
              onClick={() => save.mutate({ id: hook.id, body: { status: paused ? 1 : 0 } })}
            >
              {paused ? t('resume') : t('pause')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={rotate.isPending ? <CircularProgress size={16} color="inherit" /> : <KeyIcon />}
              disabled={rotate.isPending}
              onClick={async () => {
                const ok = await confirm({
                  title: t('rotate.title'),
                  message: t('rotate.message'),
                  confirmLabel: t('rotate.confirm'),
                  color: 'error',
                });
                if (ok) onRotated((await rotate.mutateAsync(hook.id)).data);
              }}
            >
              {t('rotate.button')}
            </Button>
          </Stack>
        </Writable>
      </Stack>
      {paused && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('pausedNote')}
        </Alert>
      )}
    </Paper>
  );
}

/** One endpoint (/webhooks/:id): its address and events, pause, rotate the secret, and the delivery log. */
export default function WebhookDetailPage() {
  const { t } = useTranslation('webhooks');
  const id = Number(useParams().id);
  const hook = useWebhook(id);
  const [editing, setEditing] = useState(false);
  const [rotated, setRotated] = useState<WebhookWithSecret | null>(null);
  const [viewing, setViewing] = useState<WebhookDelivery | null>(null);

  if (hook.isPending) return <CircularProgress aria-label={t('loading')} />;
  if (!hook.data) return <Alert severity="error">{hook.error ? String(hook.error.message) : t('notFound')}</Alert>;
  return (
    <>
      <Endpoint hook={hook.data} onEdit={() => setEditing(true)} onRotated={setRotated} />
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('deliveries')}
      </Typography>
      <DataTable<WebhookDelivery>
        label={t('deliveries')}
        {...deliveriesTable(id)}
        rowKey={(d) => d.id}
        searchable={false}
        emptyText={t('delivery.empty')}
        columns={[
          {
            field: 'event',
            header: t('delivery.event'),
            render: (d) => (
              <>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {d.event}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                  {d.event_id}
                </Typography>
              </>
            ),
          },
          { field: 'status', header: t('status'), render: (d) => <DeliveryStatus status={d.status} /> },
          { field: 'attempts', header: t('delivery.attempts'), align: 'right', hideBelow: 'sm' },
          { field: 'last_status_code', header: t('delivery.lastCode'), hideBelow: 'sm', render: (d) => d.last_status_code ?? '—' },
          {
            field: 'next_attempt_at',
            header: t('delivery.next'),
            hideBelow: 'md',
            render: (d) => (d.status === 'pending' && d.next_attempt_at ? formatDate(d.next_attempt_at) : '—'),
          },
          { field: 'created_at', header: t('delivery.created'), hideBelow: 'md', render: (d) => formatDate(d.created_at) },
          rowActionsColumn<WebhookDelivery>(t('action'), (d) => ({
            name: d.event_id,
            viewLabel: t('delivery.view'),
            onView: () => setViewing(d),
          })),
        ]}
      />
      <WebhookDialog open={editing} item={hook.data} onClose={() => setEditing(false)} onCreated={() => undefined} />
      <WebhookSecretDialog issued={rotated} onClose={() => setRotated(null)} />
      <DeliveryDialog webhookId={id} delivery={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
