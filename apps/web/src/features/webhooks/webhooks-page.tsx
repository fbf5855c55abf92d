import type { Webhook, WebhookWithSecret } from '@konsol/contract';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable, whenHidden } from '../../components/data-table';
import { rowActionsColumn } from '../../components/row-actions';
import { AddButton, DeleteDialog, useEditDialog } from '../../components/row-dialogs';
import { StatusChip } from '../../components/status-chip';
import { formatDate } from '../../lib/format';
import { useDeleteWebhook } from './api/delete-webhook';
import { WEBHOOKS_TABLE } from './api/get-webhooks';
import { WebhookDialog } from './webhook-dialog';
import { WebhookSecretDialog } from './webhook-secret-dialog';

export { default as WebhookDetailPage } from './webhook-detail-page';

/**
 * Webhooks (/webhooks): the addresses where this server's events are posted, signed, for the partner's own
 * systems; add one (its secret is shown once), change or pause it, delete it, or open its delivery log.
 */
export default function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  const editor = useEditDialog<Webhook>();
  const [toDelete, setToDelete] = useState<Webhook | null>(null);
  const [created, setCreated] = useState<WebhookWithSecret | null>(null);
  const remove = useDeleteWebhook();
  const navigate = useNavigate();
  const detail = (w: Webhook) => `/webhooks/${w.id}`;

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {t('intro')}
      </Typography>
      <DataTable<Webhook>
        label={t('tableLabel')}
        {...WEBHOOKS_TABLE}
        rowKey={(w) => w.id}
        searchable={false}
        emptyText={t('empty')}
        actions={<AddButton onClick={editor.add}>{t('add')}</AddButton>}
        columns={[
          {
            field: 'url',
            header: t('url'),
            render: (w) => (
              <Box sx={{ minWidth: 160, maxWidth: 460 }}>
                <Link component={RouterLink} to={detail(w)} sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
                  {w.url}
                </Link>
                <Typography variant="caption" color="text.secondary" sx={whenHidden('sm', 'block')}>
                  {t('eventCount', { count: w.events.length })}
                </Typography>
              </Box>
            ),
          },
          {
            field: 'events',
            header: t('events'),
            hideBelow: 'sm',
            render: (w) => (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, maxWidth: 420 }}>
                {w.events.map((e) => (
                  <Chip key={e} size="small" variant="outlined" label={e} />
                ))}
              </Stack>
            ),
          },
          {
            field: 'status',
            header: t('status'),
            render: (w) => (
              <StatusChip value={w.status} labels={{ 1: t('statusLabel.1'), 0: t('statusLabel.0') }} colors={{ 0: 'warning' }} />
            ),
          },
          { field: 'updated_at', header: t('updated'), hideBelow: 'md', render: (w) => formatDate(w.updated_at) },
          rowActionsColumn<Webhook>(t('action'), (w) => ({
            name: w.url,
            viewLabel: t('deliveries'),
            onView: () => navigate(detail(w)),
            onEdit: () => editor.edit(w),
            onDelete: () => setToDelete(w),
          })),
        ]}
      />
      <WebhookDialog open={editor.open} item={editor.item} onClose={editor.close} onCreated={setCreated} />
      <WebhookSecretDialog issued={created} onClose={() => setCreated(null)} />
      <DeleteDialog
        item={toDelete}
        title={t('deleteTitle')}
        message={toDelete ? t('deleteMessage', { url: toDelete.url }) : ''}
        onDelete={(w) => remove.mutateAsync(w.id)}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
