import { WEBHOOK_EVENTS, type Webhook, type WebhookEvent, type WebhookWithSecret, webhookBody } from '@konsol/contract';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormCheckboxGroup, FormSelectField } from '../../components/form-controls';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { useFormDialog } from '../../lib/forms';
import { useSaveWebhook } from './api/save-webhook';

interface WebhookForm {
  url: string;
  events: WebhookEvent[];
  status: 0 | 1;
}
const FIELDS = ['url', 'events', 'status'] as const;
const empty: WebhookForm = { url: 'https://', events: [], status: 1 };
const toForm = (w: Webhook): WebhookForm => ({ url: w.url, events: w.events, status: w.status === 0 ? 0 : 1 });

/** Add an endpoint (then its secret is shown once) or change its URL, events and status (paused endpoints get nothing new). */
export function WebhookDialog({
  open,
  item,
  onClose,
  onCreated,
}: {
  open: boolean;
  item: Webhook | null;
  onClose: () => void;
  onCreated: (created: WebhookWithSecret) => void;
}) {
  const { t } = useTranslation('webhooks');
  const save = useSaveWebhook();
  const { form, dialog } = useFormDialog({
    schema: webhookBody,
    open,
    onClose,
    empty,
    item,
    toForm,
    fields: FIELDS,
    mutation: save,
    onSubmit: async (body) => {
      const res = await save.mutateAsync({ id: item?.id, body });
      onClose();
      if (!item) onCreated(res.data as WebhookWithSecret);
    },
  });
  const { control } = form;
  return (
    <FormDialog {...dialog} title={item ? t('editTitle') : t('addTitle')} maxWidth="md" testId="webhook-dialog">
      <Stack spacing={1} sx={{ pt: 1 }}>
        <FormTextField
          control={control}
          name="url"
          label={t('url')}
          helperText={t('urlHint')}
          required
          autoFocus
          fullWidth
          type="url"
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
        <FormCheckboxGroup
          control={control}
          name="events"
          label={t('events')}
          columns={2}
          options={WEBHOOK_EVENTS.map((e) => ({ value: e, label: `${e} · ${t(`event.${e.replaceAll('.', '_')}`)}` }))}
        />
        <FormSelectField
          control={control}
          name="status"
          label={t('status')}
          options={[
            { value: 1, label: t('statusLabel.1') },
            { value: 0, label: t('statusLabel.0') },
          ]}
          helperText={t('statusHint')}
          fullWidth
        />
      </Stack>
    </FormDialog>
  );
}
