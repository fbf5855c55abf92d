import type { Popup } from '@konsol/contract';
import { Grid } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expiryToDate, FormDateField, FormSelectField, useFlagOptions } from '../../components/form-controls';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { FormImageUpload } from '../../components/image-upload';
import { useContentDialog } from '../../lib/content-resource';
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
  const statusOptions = useFlagOptions();
  const { form, dialog } = useContentDialog({
    schema: popupBody,
    open,
    onClose,
    empty,
    item: popup,
    toForm,
    fields: FIELDS,
    aliases: { label: 'name' },
    save,
  });
  const { control } = form;

  return (
    <FormDialog {...dialog} title={popup ? t('editTitle') : t('addTitle')} submitDisabled={uploading} testId="popup-dialog">
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
