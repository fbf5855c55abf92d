import type { Popup, PopupBody } from '@konsol/contract';
import { Grid } from '@mui/material';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { expiryToDate, FormDateField, FormSelectField, useFlagOptions } from '../../components/form-controls';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { FormImageUpload } from '../../components/image-upload';
import { errorMessage } from '../../lib/api-client';
import { applyServerErrors, schemaResolver } from '../../lib/forms';
import { popupBody, useSavePopup } from './api/save-popup';

interface PopupForm {
  name: string;
  url: string;
  image: string;
  status: number;
  /** YYYY-MM-DD (end of that day in WIB) or '' for no expiry. */
  expired: string;
}
const FIELDS = ['name', 'url', 'image', 'status', 'expired'] as const;
const empty: PopupForm = { name: '', url: '', image: '', status: 1, expired: '' };
const toForm = (p: Popup): PopupForm => ({ name: p.name, url: p.url, image: p.image, status: p.status, expired: expiryToDate(p.expired) });

export interface PopupDialogProps {
  open: boolean;
  popup: Popup | null;
  onClose: () => void;
}

/** "Tambah Popup Info": label ("Mohon diisi"), optional url, image, status and the expiry date (Masa Aktif, WIB). */
export function PopupDialog({ open, popup, onClose }: PopupDialogProps) {
  const { t } = useTranslation('popup');
  const save = useSavePopup();
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const statusOptions = useFlagOptions('enable');
  const { control, handleSubmit, reset, setError, formState } = useForm<PopupForm>({
    resolver: schemaResolver<PopupForm>(popupBody),
    defaultValues: empty,
  });

  useEffect(() => {
    if (!open) return;
    reset(popup ? toForm(popup) : empty);
    setFormError(null);
    save.reset();
  }, [open, popup, reset, save.reset]);

  const submit = handleSubmit(async (values) => {
    const body = values as unknown as PopupBody;
    setFormError(null);
    try {
      await save.mutateAsync({ id: popup?.id, body });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError, FIELDS, { label: 'name' })) setFormError(errorMessage(err));
    }
  });

  return (
    <FormDialog
      open={open}
      title={popup ? t('editTitle') : t('addTitle')}
      onClose={onClose}
      onSubmit={submit}
      dirty={formState.isDirty}
      busy={save.isPending}
      submitDisabled={uploading}
      error={formError}
      testId="popup-dialog"
    >
      <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
        <Grid size={12}>
          <FormTextField control={control} name="name" label={t('label')} required autoFocus />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="url" label={t('url')} type="url" placeholder="https://" helperText={t('urlHint')} />
        </Grid>
        <Grid size={12} sx={{ mb: 2 }}>
          <FormImageUpload
            control={control}
            name="image"
            label={t('image')}
            purpose="popup"
            shape="wide"
            clearable
            onUploadingChange={setUploading}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField control={control} name="status" label={t('status')} options={statusOptions} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField control={control} name="expired" label={t('expired')} helperText={t('expiredHint')} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
