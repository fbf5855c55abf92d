import type { Reseller } from '@konsol/contract';
import { Grid } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { expiryToDate, FormDateField } from '../../components/form-controls';
import { FormDialog } from '../../components/form-dialog';
import { FormRupiahDigitsField, FormTextField } from '../../components/form-fields';
import { KodeNamaFields } from '../../components/kode-fields';
import { blankAsMissing, useFormDialog } from '../../lib/forms';
import { resellerBody, useSaveReseller } from './api/save-reseller';

interface ResellerForm {
  kode: string;
  nama: string;
  alamat: string;
  email: string;
  phone: string;
  kode_upline: string;
  saldo: string;
  tgl_daftar: string;
}
const FIELDS = ['kode', 'nama', 'alamat', 'email', 'phone', 'kode_upline', 'saldo', 'tgl_daftar'] as const;
/** The contract's schema; an empty saldo box means "not given". */
const formSchema = blankAsMissing(resellerBody, 'saldo');
const empty: ResellerForm = { kode: '', nama: '', alamat: '', email: '', phone: '', kode_upline: '', saldo: '', tgl_daftar: '' };
const toForm = (r: Reseller): ResellerForm => ({
  kode: r.kode,
  nama: r.nama,
  alamat: r.alamat,
  email: r.email,
  phone: r.phone,
  kode_upline: r.kode_upline,
  saldo: String(r.saldo),
  tgl_daftar: expiryToDate(r.tgl_daftar),
});

export interface ResellerDialogProps {
  open: boolean;
  item: Reseller | null;
  onClose: () => void;
}

/** Add or edit a reseller: Kode (fixed on edit), Nama, Alamat, E-mail, No. HP, Kode Upline, Saldo, Tgl Daftar. */
export function ResellerDialog({ open, item, onClose }: ResellerDialogProps) {
  const { t } = useTranslation('reseller');
  const save = useSaveReseller();
  const { form, dialog } = useFormDialog({
    schema: formSchema,
    open,
    onClose,
    empty,
    item,
    toForm,
    fields: FIELDS,
    mutation: save,
    onSubmit: async (values, form) => {
      const body = { ...values };
      // An untouched date keeps the stored time (the picker only knows the day).
      if (item && toForm(item).tgl_daftar === form.getValues('tgl_daftar')) delete body.tgl_daftar;
      await save.submitFor(item, onClose)(body, form);
    },
  });
  const { control } = form;

  return (
    <FormDialog
      {...dialog}
      title={item ? t('editTitle', { kode: item.kode }) : t('addTitle')}
      busy={dialog.busy || save.checking}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
      maxWidth="md"
      testId="reseller-dialog"
    >
      <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
        <KodeNamaFields control={control} names={{ kode: 'kode', nama: 'nama' }} ns="reseller" editing={!!item} kodeWidth={4} capitalize />
        <Grid size={12}>
          <FormTextField
            control={control}
            name="alamat"
            label={t('alamat')}
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="email" label={t('email')} type="email" autoComplete="off" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="phone" label={t('phone')} type="tel" autoComplete="off" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="kode_upline"
            label={t('kodeUpline')}
            helperText={t('uplineHint')}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 30 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormRupiahDigitsField control={control} name="saldo" label={t('saldo')} hint={t('saldoHint')} signed />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField control={control} name="tgl_daftar" label={t('tglDaftar')} helperText={t('tglDaftarHint')} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
