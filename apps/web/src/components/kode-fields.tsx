import { Grid } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './form-fields';

/**
 * The Kode and Nama boxes of a kode-keyed record (products, resellers; lib/kode-records) as two grid cells. On an
 * add Kode is required and focused; on an edit it is fixed (read-only: the server finds the record by it) and Nama
 * takes the focus. Labels and hints are the `ns` namespace's `kode`, `nama`, `kodeHint` and `kodeFixed`.
 */
export function KodeNamaFields<T extends FieldValues, TOut>({
  control,
  names,
  ns,
  editing,
  kodeWidth,
  capitalize = false,
}: {
  control: Control<T, unknown, TOut>;
  /** The form's kode and nama fields. */
  names: { kode: FieldPath<T>; nama: FieldPath<T> };
  ns: string;
  editing: boolean;
  /** The kode's columns (of 12) from `sm` up; nama takes the rest. Phones stack both. */
  kodeWidth: number;
  /** Phones offer capitals for the kode. */
  capitalize?: boolean;
}) {
  const { t } = useTranslation(ns);
  return (
    <>
      <Grid size={{ xs: 12, sm: kodeWidth }}>
        <FormTextField
          control={control}
          name={names.kode}
          label={t('kode')}
          required={!editing}
          fullWidth
          autoFocus={!editing}
          helperText={editing ? t('kodeFixed') : t('kodeHint')}
          slotProps={{ input: { readOnly: editing }, htmlInput: { maxLength: 30, ...(capitalize && { autoCapitalize: 'characters' }) } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 12 - kodeWidth }}>
        <FormTextField
          control={control}
          name={names.nama}
          label={t('nama')}
          required
          fullWidth
          autoFocus={editing}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </Grid>
    </>
  );
}
