import type { Reseller } from '@konsol/contract';
import { Grid, InputAdornment } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { expiryToDate, FormDateField } from '../../components/form-controls';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { formatRupiah } from '../../lib/format';
import { useFormDialog } from '../../lib/forms';
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
/** The contract's schema; an empty saldo box means "not given" (the schema's optional number wants it left out). */
const formSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && (v as Record<string, unknown>).saldo === '' ? { ...v, saldo: undefined } : v),
  resellerBody,
);
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
/** Keeps what a rupiah amount may hold: digits and a leading minus ("150.000" → "150000"). */
const amountText = (v: string) => v.replace(/[^\d-]/g, '').replace(/(?!^)-/g, '');

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
    onSubmit: async (values, { setError, getValues }) => {
      const body = { ...values };
      // An untouched date keeps the stored time (the picker only knows the day).
      if (item && toForm(item).tgl_daftar === getValues('tgl_daftar')) delete body.tgl_daftar;
      if (await save.saveByKode(body, item)) onClose();
      // The API edits a reseller whose kode it already has; adding must not overwrite one.
      else setError('kode', { type: 'server', message: 'resellerKodeTaken' }, { shouldFocus: true });
    },
  });
  const { control } = form;
  const saldo = useWatch({ control, name: 'saldo' });

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
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="kode"
            label={t('kode')}
            required={!item}
            fullWidth
            autoFocus={!item}
            helperText={item ? t('kodeFixed') : t('kodeHint')}
            slotProps={{ input: { readOnly: !!item }, htmlInput: { maxLength: 30, autoCapitalize: 'characters' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField
            control={control}
            name="nama"
            label={t('nama')}
            required
            fullWidth
            autoFocus={!!item}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Grid>
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
          <FormTextField
            control={control}
            name="saldo"
            label={t('saldo')}
            fullWidth
            helperText={saldo && saldo !== '-' ? formatRupiah(saldo) : t('saldoHint')}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">Rp</InputAdornment> },
              htmlInput: { inputMode: 'numeric', maxLength: 20 },
            }}
            onChangeCapture={(e) => {
              const input = e.target as HTMLInputElement;
              input.value = amountText(input.value);
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField control={control} name="tgl_daftar" label={t('tglDaftar')} helperText={t('tglDaftarHint')} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
