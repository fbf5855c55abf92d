import { type PartnerModule, type PartnerModuleRecord, partnerModuleUrlBody } from '@konsol/contract';
import { Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/events';
import { useFormDialog } from '../../lib/forms';
import { useSaveModuleUrl } from './api/save-module-url';

interface UrlForm {
  url_module: string;
}
const empty: UrlForm = { url_module: '' };
const toForm = (r: PartnerModuleRecord): UrlForm => ({ url_module: r.url_module });

export interface ModuleUrlDialogProps {
  module: PartnerModule;
  /** The module's display name (Digipos…). */
  title: string;
  /** The record being edited; null closes the dialog. */
  record: PartnerModuleRecord | null;
  onClose: () => void;
}

/**
 * Update of the URL Webportal: a persistent dialog (a click outside or Escape does not close it, only Tutup),
 * "Url module tidak boleh kosong" when empty, an http(s) address required; a server failure shows
 * "Internal server error" and keeps what was typed.
 */
export function ModuleUrlDialog({ module, title, record, onClose }: ModuleUrlDialogProps) {
  const { t } = useTranslation('partner-modules');
  const descId = useId();
  const save = useSaveModuleUrl(module);
  const open = !!record;
  const { form, dialog } = useFormDialog({
    schema: partnerModuleUrlBody,
    open,
    onClose,
    empty,
    item: record,
    toForm,
    fields: ['url_module'],
    mutation: save,
    onSubmit: async (values) => {
      const res = await save.mutateAsync(values.url_module);
      notify.success(res.msg);
      onClose();
    },
    failure: (err) => {
      // The spec's failure text for anything the server could not do (5xx, no connection).
      const serverFailed = !(err instanceof ApiError) || err.status === 0 || err.status >= 500;
      return serverFailed ? t('msg:internalError') : err.msg;
    },
  });

  return (
    <FormDialog
      {...dialog}
      title={t('dialogTitle', { module: title })}
      // Persistent: only Tutup (or a successful Update) closes it.
      persistent
      cancelLabel={t('close')}
      submitLabel={t('update')}
      describedBy={descId}
      testId="module-url-dialog"
    >
      <Typography id={descId} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('dialogHint', { module: title, server: record?.app_code ?? '' })}
      </Typography>
      <FormTextField
        control={form.control}
        name="url_module"
        label={t('urlLabel')}
        placeholder="https://"
        type="url"
        inputMode="url"
        autoComplete="url"
        fullWidth
        required
        autoFocus
        disabled={save.isPending}
      />
    </FormDialog>
  );
}
