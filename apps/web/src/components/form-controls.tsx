import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../lib/dayjs';
import { toWib } from '../lib/format';
import { messageText } from '../lib/i18n';

export interface SelectOption {
  value: string | number;
  label: ReactNode;
}

export type FormSelectFieldProps<T extends FieldValues, TOut = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select'
> & {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  options: readonly SelectOption[];
};

/**
 * A select bound to react-hook-form (status 1/0, menu type, YES/NO…); numbers stay numbers.
 *
 * @example
 * <FormSelectField control={control} name="status" label="Status" options={[{ value: 1, label: 'Aktif' }, { value: 0, label: 'Non-Aktif' }]} />
 */
export function FormSelectField<T extends FieldValues, TOut = T>({
  control,
  name,
  options,
  helperText,
  ...props
}: FormSelectFieldProps<T, TOut>) {
  useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      select
      name={field.name}
      value={field.value ?? ''}
      onChange={(e) => {
        const raw = e.target.value;
        const option = options.find((o) => String(o.value) === String(raw));
        field.onChange(option ? option.value : raw);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={messageText(fieldState.error?.message) ?? helperText ?? ' '}
    >
      {options.map((o) => (
        <MenuItem key={String(o.value)} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A set of checkboxes bound to react-hook-form: the field holds the checked options' values, in the options' order.
 *
 * @example
 * <FormCheckboxGroup control={control} name="events" label="Events" options={WEBHOOK_EVENTS.map((e) => ({ value: e, label: e }))} />
 */
export function FormCheckboxGroup<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  options,
  helperText,
  columns = 1,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: ReactNode;
  options: readonly SelectOption[];
  helperText?: ReactNode;
  /** Columns from the small breakpoint up (one on phones). */
  columns?: number;
}) {
  useTranslation();
  const { field, fieldState } = useController({ control, name });
  const checked: unknown[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (value: SelectOption['value'], on: boolean) =>
    field.onChange(options.map((o) => o.value).filter((v) => (v === value ? on : checked.includes(v))));
  return (
    <FormControl component="fieldset" error={!!fieldState.error} variant="standard" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, 1fr)` }, columnGap: 2 }}>
        {options.map((o) => (
          <FormControlLabel
            key={String(o.value)}
            label={o.label}
            control={
              <Checkbox
                size="small"
                checked={checked.includes(o.value)}
                onChange={(e) => toggle(o.value, e.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: o === options[0] ? field.ref : undefined } }}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{messageText(fieldState.error?.message) ?? helperText ?? ' '}</FormHelperText>
    </FormControl>
  );
}

/** An API expiry (ISO UTC) as the date the form edits (YYYY-MM-DD in WIB); '' for none. */
export const expiryToDate = (value: string | null | undefined): string => (value ? toWib(value).format('YYYY-MM-DD') : '');

/** The date picker's own texts in Indonesian (MUI X ships no Indonesian locale); English uses MUI's defaults. */
const PICKER_TEXT_ID = {
  previousMonth: 'Bulan sebelumnya',
  nextMonth: 'Bulan berikutnya',
  clearButtonLabel: 'Kosongkan',
  fieldClearLabel: 'Kosongkan',
  cancelButtonLabel: 'Batal',
  okButtonLabel: 'OK',
  todayButtonLabel: 'Hari ini',
  openDatePickerDialogue: (formatted: string | null) => (formatted ? `Pilih tanggal, tanggal terpilih ${formatted}` : 'Pilih tanggal'),
  year: 'Tahun',
  month: 'Bulan',
  day: 'Hari',
  empty: 'Kosong',
};

export type FormDateFieldProps<T extends FieldValues, TOut = T> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: ReactNode;
  helperText?: ReactNode;
  disablePast?: boolean;
};

/**
 * A date picker (dayjs) bound to a `YYYY-MM-DD` text field; clearing it gives '' (no expiry). The server reads the
 * date as "until the end of that day in WIB".
 *
 * @example
 * <FormDateField control={control} name="expired" label="Masa Aktif" />
 */
export function FormDateField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  helperText,
  disablePast,
}: FormDateFieldProps<T, TOut>) {
  const { i18n } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' && field.value ? dayjs(field.value, 'YYYY-MM-DD') : null;
  return (
    <DatePicker
      label={label}
      value={value}
      format="DD/MM/YYYY"
      localeText={i18n.language === 'en' ? undefined : PICKER_TEXT_ID}
      disablePast={disablePast}
      onChange={(d) => field.onChange(d?.isValid() ? d.format('YYYY-MM-DD') : '')}
      inputRef={field.ref}
      slotProps={{
        field: { clearable: true, onBlur: field.onBlur },
        textField: {
          name: field.name,
          fullWidth: true,
          error: !!fieldState.error,
          helperText: messageText(fieldState.error?.message) ?? helperText ?? ' ',
        },
      }}
    />
  );
}

/**
 * The 1/0 options of SPEC §4 in the UI language: `status` (the same on/off words as `StatusChip`) or `yesno`
 * (Ya/Tidak).
 *
 * @example
 * <FormSelectField control={control} name="status" label="Status" options={useFlagOptions()} />
 */
export function useFlagOptions(kind: 'status' | 'yesno' = 'status'): SelectOption[] {
  const { t } = useTranslation();
  const [on, off] = kind === 'yesno' ? [t('yes'), t('no')] : [t('status.on'), t('status.off')];
  return [
    { value: 1, label: on },
    { value: 0, label: off },
  ];
}
