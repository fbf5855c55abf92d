import type { Banner, BannerBody } from '@konsol/contract';
import { Grid } from '@mui/material';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField, useFlagOptions } from '../../components/form-controls';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { FormImageUpload } from '../../components/image-upload';
import { errorMessage } from '../../lib/api-client';
import { applyServerErrors, schemaResolver } from '../../lib/forms';
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
  const [formError, setFormError] = useState<string | null>(null);
  const statusOptions = useFlagOptions('enable');
  const { control, handleSubmit, reset, setError, formState } = useForm<BannerForm>({
    resolver: schemaResolver<BannerForm>(bannerBody),
    defaultValues: empty,
  });

  useEffect(() => {
    if (!open) return;
    reset(banner ? toForm(banner) : empty);
    setFormError(null);
    save.reset();
  }, [open, banner, reset, save.reset]);

  const submit = handleSubmit(async (values) => {
    const body = values as unknown as BannerBody;
    setFormError(null);
    try {
      await save.mutateAsync({ id: banner?.id, body });
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError, FIELDS)) setFormError(errorMessage(err));
    }
  });

  return (
    <FormDialog
      open={open}
      title={banner ? t('editTitle') : t('addTitle')}
      onClose={onClose}
      onSubmit={submit}
      dirty={formState.isDirty}
      busy={save.isPending}
      submitDisabled={uploading}
      error={formError}
      testId="banner-dialog"
    >
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
