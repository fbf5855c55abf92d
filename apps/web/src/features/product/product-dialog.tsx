import type { Product, ProductBody } from '@konsol/contract';
import { FormControlLabel, FormGroup, FormHelperText, FormLabel, Grid, InputAdornment, Switch } from '@mui/material';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { formatRupiah } from '../../lib/format';
import { useFormDialog } from '../../lib/forms';
import { productBody, useSaveProduct } from './api/save-product';

interface ProductForm {
  kode: string;
  nama: string;
  catatan: string;
  kode_operator: string;
  harga_jual: string;
  aktif: number;
  gangguan: number;
  kosong: number;
}
const FIELDS = ['kode', 'nama', 'catatan', 'kode_operator', 'harga_jual', 'aktif', 'gangguan', 'kosong'] as const;
/** The contract's schema; an empty harga_jual box means "not given" (the schema's optional number wants it left out). */
const formSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && (v as Record<string, unknown>).harga_jual === '' ? { ...v, harga_jual: undefined } : v),
  productBody,
);
const empty: ProductForm = { kode: '', nama: '', catatan: '', kode_operator: '', harga_jual: '', aktif: 1, gangguan: 0, kosong: 0 };
const toForm = (p: Product): ProductForm => ({
  kode: p.kode,
  nama: p.nama,
  catatan: p.catatan,
  kode_operator: p.kode_operator,
  harga_jual: String(p.harga_jual),
  aktif: p.aktif,
  gangguan: p.gangguan,
  kosong: p.kosong,
});

/** A 0/1 flag as a switch. */
function FlagSwitch({
  control,
  name,
  label,
  help,
}: {
  control: Control<ProductForm, unknown, ProductBody>;
  name: 'aktif' | 'gangguan' | 'kosong';
  label: string;
  help: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Switch
          checked={field.value === 1}
          onChange={(e) => field.onChange(e.target.checked ? 1 : 0)}
          slotProps={{ input: { ref: field.ref, name } }}
        />
      }
      label={label}
      title={help}
    />
  );
}

export interface ProductDialogProps {
  open: boolean;
  item: Product | null;
  onClose: () => void;
}

/** Add or edit a product: Kode (fixed on edit), Nama, Kode Operator, Harga Jual, Catatan, Aktif, Gangguan, Kosong. */
export function ProductDialog({ open, item, onClose }: ProductDialogProps) {
  const { t } = useTranslation('product');
  const save = useSaveProduct();
  const { form, dialog } = useFormDialog({
    schema: formSchema,
    open,
    onClose,
    empty,
    item,
    toForm,
    fields: FIELDS,
    mutation: save,
    onSubmit: async (body, { setError }) => {
      if (await save.saveByKode(body, item)) onClose();
      // The API edits a product whose kode it already has; adding must not overwrite one.
      else setError('kode', { type: 'server', message: 'productKodeTaken' }, { shouldFocus: true });
    },
  });
  const { control } = form;
  const harga = useWatch({ control, name: 'harga_jual' });

  return (
    <FormDialog
      {...dialog}
      title={item ? t('editTitle', { kode: item.kode }) : t('addTitle')}
      busy={dialog.busy || save.checking}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
      testId="product-dialog"
    >
      <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="kode"
            label={t('kode')}
            required={!item}
            fullWidth
            autoFocus={!item}
            helperText={item ? t('kodeFixed') : t('kodeHint')}
            slotProps={{ input: { readOnly: !!item }, htmlInput: { maxLength: 30 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
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
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="kode_operator"
            label={t('kodeOperator')}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 30 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="harga_jual"
            label={t('hargaJual')}
            fullWidth
            helperText={harga ? formatRupiah(harga) : t('hargaHint')}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">Rp</InputAdornment> },
              htmlInput: { inputMode: 'numeric', maxLength: 20 },
            }}
            onChangeCapture={(e) => {
              const input = e.target as HTMLInputElement;
              input.value = input.value.replace(/\D/g, '');
            }}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="catatan"
            label={t('catatan')}
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Grid>
        <Grid size={12}>
          <FormGroup role="group" aria-labelledby="product-flags-label">
            <FormLabel id="product-flags-label" sx={{ mb: 0.5 }}>
              {t('flags')}
            </FormLabel>
            <FormGroup row sx={{ columnGap: 2 }}>
              <FlagSwitch control={control} name="aktif" label={t('aktif')} help={t('aktifHelp')} />
              <FlagSwitch control={control} name="gangguan" label={t('gangguan')} help={t('gangguanHelp')} />
              <FlagSwitch control={control} name="kosong" label={t('kosong')} help={t('kosongHelp')} />
            </FormGroup>
            <FormHelperText> </FormHelperText>
          </FormGroup>
        </Grid>
      </Grid>
    </FormDialog>
  );
}
