import type { RunningText } from '@konsol/contract';
import { Grid } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { expiryToDate, FormDateField, FormSelectField, useFlagOptions } from '../../components/form-controls';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { useContentDialog } from '../../lib/content-resource';
import { runningTextBody, useSaveRunningText } from './api/save-running-text';

interface RunningTextForm {
  msg: string;
  aktif: number;
  expired: string;
}
const FIELDS = ['msg', 'aktif', 'expired'] as const;
const empty: RunningTextForm = { msg: '', aktif: 1, expired: '' };
const toForm = (r: RunningText): RunningTextForm => ({ msg: r.msg, aktif: r.aktif, expired: expiryToDate(r.expired) });

export interface RunningTextDialogProps {
  open: boolean;
  item: RunningText | null;
  onClose: () => void;
}

/** The running-text dialog: Pesan, Status, Masa Aktif (date picker), Cancel, Save. */
export function RunningTextDialog({ open, item, onClose }: RunningTextDialogProps) {
  const { t } = useTranslation('runningtext');
  const save = useSaveRunningText();
  const statusOptions = useFlagOptions();
  const { form, dialog } = useContentDialog({ schema: runningTextBody, open, onClose, empty, item, toForm, fields: FIELDS, save });
  const { control } = form;

  return (
    <FormDialog
      {...dialog}
      title={item ? t('editTitle') : t('addTitle')}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
      testId="runningtext-dialog"
    >
      <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
        <Grid size={12}>
          <FormTextField control={control} name="msg" label={t('msg')} required autoFocus multiline minRows={3} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField control={control} name="aktif" label={t('aktif')} options={statusOptions} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField control={control} name="expired" label={t('masaAktif')} helperText={t('masaAktifHint')} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
