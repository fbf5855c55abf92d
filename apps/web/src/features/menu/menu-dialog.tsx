import { MENU_DEFAULTS, MENU_TYPE_OPTIONS, type Menu } from '@konsol/contract';
import { Grid } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSelectField, useFlagOptions } from '../../components/form-controls';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { FormImageUpload } from '../../components/image-upload';
import { useContentDialog } from '../../lib/content-resource';
import { menuBody, useSaveMenu } from './api/save-menu';

interface MenuForm {
  label: string;
  image: string;
  type: number;
  description: string;
  kodeproduk: string;
  idoperator: string;
  url: string;
  showhome: number;
  status: number;
  order: number | string;
}
const FIELDS = ['label', 'image', 'type', 'description', 'kodeproduk', 'idoperator', 'url', 'showhome', 'status', 'order'] as const;

const empty: MenuForm = {
  label: '',
  image: '',
  type: MENU_DEFAULTS.type,
  description: '',
  kodeproduk: '',
  idoperator: '',
  url: '',
  showhome: MENU_DEFAULTS.showhome,
  status: MENU_DEFAULTS.status,
  order: MENU_DEFAULTS.order,
};
const toForm = (m: Menu): MenuForm => ({
  label: m.label,
  image: m.image,
  type: m.type,
  description: m.description,
  kodeproduk: m.kodeproduk,
  idoperator: m.idoperator,
  url: m.url,
  showhome: m.showhome,
  status: m.status,
  order: m.order,
});

/** The type select: "code - label" of SPEC §9 from the contract (10 and 11 are list labels only). */
const typeOptions = MENU_TYPE_OPTIONS.map((o) => ({ value: o.code, label: `${o.code} - ${o.label}` }));

export interface MenuDialogProps {
  open: boolean;
  /** The menu to edit; none to add. */
  menu: Menu | null;
  onClose: () => void;
}

/** "Tambah menu" / "Edit menu": Label required; defaults showhome 1, status 1, order 1; icon upload. */
export function MenuDialog({ open, menu, onClose }: MenuDialogProps) {
  const { t } = useTranslation('menu');
  const save = useSaveMenu();
  const [uploading, setUploading] = useState(false);
  const statusOptions = useFlagOptions();
  const yesNo = useFlagOptions('yesno');
  // Reset or fill the fields each time the dialog opens (SPEC §4).
  const { form, dialog } = useContentDialog({ schema: menuBody, open, onClose, empty, item: menu, toForm, fields: FIELDS, save });
  const { control } = form;

  return (
    <FormDialog {...dialog} title={menu ? t('editTitle') : t('addTitle')} submitDisabled={uploading} maxWidth="md" testId="menu-dialog">
      <Grid container columnSpacing={2} rowSpacing={0.5}>
        <Grid size={12} sx={{ mb: 2 }}>
          <FormImageUpload control={control} name="image" label={t('icon')} purpose="menu" onUploadingChange={setUploading} clearable />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="label" label={t('label')} required autoFocus />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField control={control} name="type" label={t('type')} options={typeOptions} />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="description" label={t('description')} multiline minRows={2} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="kodeproduk" label={t('kodeproduk')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="idoperator" label={t('idoperator')} />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="url" label={t('url')} type="url" placeholder="https://" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField control={control} name="showhome" label={t('showhome')} options={yesNo} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField control={control} name="status" label={t('status')} options={statusOptions} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="order" label={t('order')} type="number" slotProps={{ htmlInput: { min: 0, step: 1 } }} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
