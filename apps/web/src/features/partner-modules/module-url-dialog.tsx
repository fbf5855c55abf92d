import { type PartnerModule, type PartnerModuleRecord, partnerModuleUrlBody } from '@konsol/contract';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/form-fields';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/events';
import { applyServerErrors, schemaResolver } from '../../lib/forms';
import { useSingleSubmit } from '../../lib/single-submit';
import { useSaveModuleUrl } from './api/modules-api';

interface UrlForm {
  url_module: string;
}

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
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const descId = useId();
  const save = useSaveModuleUrl(module);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<UrlForm>({
    resolver: schemaResolver<UrlForm>(partnerModuleUrlBody),
    defaultValues: { url_module: '' },
  });
  const open = !!record;

  useEffect(() => {
    if (!record) return;
    reset({ url_module: record.url_module });
    setFormError(null);
    save.reset();
  }, [record, reset, save.reset]);

  const close = () => {
    if (!save.isPending) onClose();
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const res = await save.mutateAsync(values.url_module);
      notify.success(res.msg);
      onClose();
    } catch (err) {
      if (applyServerErrors(err, setError, ['url_module'])) return;
      // The spec's failure text for anything the server could not do (5xx, no connection).
      const serverFailed = !(err instanceof ApiError) || err.status === 0 || err.status >= 500;
      setFormError(serverFailed ? t('msg:internalError') : err.msg);
    }
  });

  const onSubmit = useSingleSubmit(submit, open);
  return (
    <Dialog
      open={open}
      // Persistent: only Tutup (or a successful Update) closes it.
      onClose={() => undefined}
      aria-labelledby={titleId}
      aria-describedby={descId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      data-testid="module-url-dialog"
    >
      <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{t('dialogTitle', { module: title })}</DialogTitle>
        <DialogContent dividers>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {formError}
            </Alert>
          )}
          <Typography id={descId} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('dialogHint', { module: title, server: record?.app_code ?? '' })}
          </Typography>
          <FormTextField
            control={control}
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
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={close} color="inherit" disabled={save.isPending}>
            {t('close')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('update')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
