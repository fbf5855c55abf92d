import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { type Control, type FieldPath, type FieldValues, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatRupiah, groupDigits } from '../lib/format';
import { messageText } from '../lib/i18n';
import { usePasswordVisibility } from './password-visibility';

export type FormTextFieldProps<T extends FieldValues, TOut = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  /** Rewrites what is typed before it is kept (an amount's grouping). */
  format?: (text: string) => string;
};

/**
 * A MUI TextField bound to react-hook-form. Validation messages are contract keys (from the shared zod schemas)
 * and are shown in the UI language; server field errors pushed with `setError` show as they came.
 *
 * @example
 * const { control } = useForm<LoginBody>({ resolver: zodResolver(loginBody) });
 * <FormTextField control={control} name="email" label={t('auth:email')} type="email" autoComplete="email" />
 */
export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  helperText,
  format,
  ...props
}: FormTextFieldProps<T, TOut>) {
  useTranslation(); // re-render on language change so the message follows the UI language
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={format ? (e) => field.onChange(format(e.target.value)) : field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      // A reserved line keeps the layout still when a message appears (no jump under the pointer).
      helperText={messageText(fieldState.error?.message) ?? helperText ?? ' '}
    />
  );
}

/**
 * A password field with a show/hide toggle.
 *
 * @example
 * <PasswordField control={control} name="password" label={t('auth:password')} autoComplete="new-password" />
 */
export function PasswordField<T extends FieldValues, TOut = T>(props: FormTextFieldProps<T, TOut>) {
  const toggle = usePasswordVisibility();
  return <FormTextField {...props} type={toggle.type} slotProps={{ ...props.slotProps, input: { endAdornment: toggle.endAdornment } }} />;
}

/** What makes a TextField an amount in rupiah: "Rp" before it and the digit keyboard on phones. */
export const rupiahSlotProps = {
  htmlInput: { inputMode: 'numeric', maxLength: 20 },
  input: { startAdornment: <InputAdornment position="start">Rp</InputAdornment> },
} as const;

/**
 * An amount in rupiah bound to react-hook-form: what is typed shows grouped ("1.500.000"), which the contract's
 * `parseWhole` reads back.
 *
 * @example
 * <FormRupiahField control={control} name="amount" label={t('amount')} required />
 */
export function FormRupiahField<T extends FieldValues, TOut = T>(props: FormTextFieldProps<T, TOut>) {
  return <FormTextField autoComplete="off" {...props} format={groupDigits} slotProps={rupiahSlotProps} />;
}

/** Keeps what a whole rupiah amount may hold: digits, and with `signed` a leading minus ("150.000" → "150000"). */
const amountText = (text: string, signed: boolean) =>
  signed ? text.replace(/[^\d-]/g, '').replace(/(?!^)-/g, '') : text.replace(/\D/g, '');

/**
 * An amount in rupiah bound to react-hook-form whose box keeps the bare digits ("150000"): the amount reads back
 * under it ("Rp 150.000"), else `hint` while it is empty. `signed` also takes a leading minus (a balance).
 *
 * @example
 * <FormRupiahDigitsField control={control} name="harga_jual" label={t('hargaJual')} hint={t('hargaHint')} />
 */
export function FormRupiahDigitsField<T extends FieldValues, TOut = T>({
  hint,
  signed = false,
  ...props
}: Omit<FormTextFieldProps<T, TOut>, 'helperText' | 'format'> & { hint: string; signed?: boolean }) {
  const value: unknown = useWatch({ control: props.control, name: props.name });
  const text = typeof value === 'string' ? value : '';
  return (
    <FormTextField
      fullWidth
      {...props}
      helperText={text && text !== '-' ? formatRupiah(text) : hint}
      slotProps={rupiahSlotProps}
      // The box is cleaned before react-hook-form reads it, so a pasted "150.000" is kept as 150000.
      onChangeCapture={(e) => {
        const input = e.target as HTMLInputElement;
        input.value = amountText(input.value, signed);
      }}
    />
  );
}

/**
 * An amount in rupiah held in component state: `value` is the grouped text, `onChange` gets it grouped.
 *
 * @example
 * <RupiahField label={t('amount')} value={raw} onChange={setRaw} />
 */
export function RupiahField({
  value,
  onChange,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & { value: string; onChange: (text: string) => void }) {
  return (
    <TextField
      autoComplete="off"
      {...props}
      value={value}
      onChange={(e) => onChange(groupDigits(e.target.value))}
      slotProps={rupiahSlotProps}
    />
  );
}
