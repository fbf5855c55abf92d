import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import { type ReactNode, useId } from 'react';

type Props = Pick<
  OutlinedInputProps,
  | 'name'
  | 'value'
  | 'type'
  | 'autoComplete'
  | 'autoFocus'
  | 'required'
  | 'error'
  | 'inputRef'
  | 'onChange'
  | 'onBlur'
  | 'endAdornment'
  | 'inputProps'
> & { label: ReactNode; helperText?: ReactNode };

/**
 * MUI's outlined `TextField` (full width, as the theme sets it) for one line of text, made of the parts TextField
 * renders and with the same markup: the label tied to the input, the notched outline, the helper text as the
 * input's description, the required mark. `TextField` imports `Select`, and with it Menu, Popover and Modal: about
 * 17 kB of gzipped script on a page that needs none of them. The login page, the first page most visitors load,
 * uses this instead. Other forms keep `TextField`.
 *
 * @example
 * <OutlinedTextField name="email" label={t('email')} value={email} onChange={(e) => setEmail(e.target.value)} required />
 */
export function OutlinedTextField({ label, helperText, error, required, ...input }: Props) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" fullWidth variant="outlined" error={error} required={required}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} fullWidth aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
