import type { Product, ProductBody } from '@konsol/contract';
import { FormControlLabel, FormGroup, FormHelperText, FormLabel, Grid, Switch } from '@mui/material';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { FormRupiahDigitsField, FormTextField } from '../../components/form-fields';
import { KodeNamaFields } from '../../components/kode-fields';
import { blankAsMissing, useFormDialog } from '../../lib/forms';
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
/** The contract's schema; an empty harga_jual box means "not given". */
const formSchema = blankAsMissing(productBody, 'harga_jual');
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
    onSubmit: save.submitFor(item, onClose),
  });
  const { control } = form;

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
        <KodeNamaFields control={control} names={{ kode: 'kode', nama: 'nama' }} ns="product" editing={!!item} kodeWidth={6} />
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
          <FormRupiahDigitsField control={control} name="harga_jual" label={t('hargaJual')} hint={t('hargaHint')} />
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
