import type { Banner } from '@konsol/contract';
import { Grid } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSelectField, useFlagOptions } from '../../components/form-controls';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { FormImageUpload } from '../../components/image-upload';
import { useContentDialog } from '../../lib/content-resource';
import { bannerBody, useSaveBanner } from './api/save-banner';

interface BannerForm {
  name: string;
  url: string;
  image: string;
  status: number;
  order: number | string;
}
const FIELDS = ['name', 'url', 'image', 'status', 'order'] as const;
const empty: BannerForm = { name: '', url: '', image: '', status: 1, order: 1 };
const toForm = (b: Banner): BannerForm => ({ name: b.name, url: b.url, image: b.image, status: b.status, order: b.order });

export interface BannerDialogProps {
  open: boolean;
  banner: Banner | null;
  onClose: () => void;
}

/** Add/edit a slider banner: name and image required, optional link, status and order. */
export function BannerDialog({ open, banner, onClose }: BannerDialogProps) {
  const { t } = useTranslation('banner');
  const save = useSaveBanner();
  const [uploading, setUploading] = useState(false);
  const statusOptions = useFlagOptions();
  const { form, dialog } = useContentDialog({ schema: bannerBody, open, onClose, empty, item: banner, toForm, fields: FIELDS, save });
  const { control } = form;

  return (
    <FormDialog {...dialog} title={banner ? t('editTitle') : t('addTitle')} submitDisabled={uploading} testId="banner-dialog">
      <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
        <Grid size={12} sx={{ mb: 2 }}>
          <FormImageUpload
            control={control}
            name="image"
            label={t('image')}
            purpose="banner"
            shape="wide"
            onUploadingChange={setUploading}
            helperText={t('imageHint')}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="name" label={t('name')} required autoFocus />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="url" label={t('url')} type="url" placeholder="https://" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField control={control} name="status" label={t('status')} options={statusOptions} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="order" label={t('order')} type="number" slotProps={{ htmlInput: { min: 0, step: 1 } }} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
