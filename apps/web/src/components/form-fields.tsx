import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../lib/i18n';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * A MUI TextField bound to react-hook-form. Validation messages are contract keys (from the shared zod schemas)
 * and are shown in the UI language; server field errors pushed with `setError` show as they came.
 *
 * @example
 * const { control } = useForm<LoginBody>({ resolver: zodResolver(loginBody) });
 * <FormTextField control={control} name="email" label={t('auth:email')} type="email" autoComplete="email" />
 */
export function FormTextField<T extends FieldValues>({ control, name, helperText, ...props }: FormTextFieldProps<T>) {
  useTranslation(); // re-render on language change so the message follows the UI language
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
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
export function PasswordField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t('hidePassword') : t('showPassword')}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(e) => e.preventDefault()}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
