import { Box, ButtonBase, InputAdornment, inputBaseClasses, Popover, TextField } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { HexColorPicker } from 'react-colorful';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../lib/i18n';

const HEX = /^#[0-9a-f]{6}$/i;
/** The picker's height with its padding and gap (clear of the field's floating label), to choose its side. */
const PICKER_HEIGHT = 230;

/**
 * A colour: the hex text (typed) and a swatch that opens the react-colorful picker (mouse, touch or arrow keys).
 *
 * @example
 * <ColorField control={control} name="primary_color" label="Primary Color" />
 */
export function ColorField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
}) {
  const { t } = useTranslation('apps');
  const { field, fieldState } = useController({ control, name });
  const [open, setOpen] = useState(false);
  const [above, setAbove] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const pickerId = useId();
  const value = String(field.value ?? '');
  const swatch = HEX.test(value) ? value : '#FFFFFF';
  // The picker opens against the whole input box, below it or above when the screen has no room below, so the
  // hex being edited stays in view.
  const box = () => anchor.current?.closest<HTMLElement>(`.${inputBaseClasses.root}`) ?? anchor.current;
  const openPicker = () => {
    const rect = box()?.getBoundingClientRect();
    const below = rect ? window.innerHeight - rect.bottom : PICKER_HEIGHT;
    setAbove(!!rect && below < PICKER_HEIGHT && rect.top > below);
    setOpen(true);
  };
  return (
    <>
      <TextField
        label={label}
        name={field.name}
        value={value}
        onChange={(e) => field.onChange(e.target.value.trim())}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={!!fieldState.error}
        helperText={messageText(fieldState.error?.message) ?? ' '}
        slotProps={{
          htmlInput: { maxLength: 9, spellCheck: false },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <ButtonBase
                  ref={anchor}
                  onClick={openPicker}
                  aria-label={t('pickColor', { label })}
                  aria-haspopup="dialog"
                  aria-expanded={open}
                  aria-controls={open ? pickerId : undefined}
                  data-testid={`swatch-${field.name}`}
                  sx={{ width: 28, height: 28, borderRadius: 1.5, bgcolor: swatch, border: '1px solid rgba(0,0,0,.2)' }}
                />
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={box}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: above ? 'top' : 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: above ? 'bottom' : 'top', horizontal: 'left' }}
        slotProps={{
          paper: { id: pickerId, role: 'dialog', 'aria-label': t('pickColor', { label }), sx: { p: 1.5, mt: above ? -1.5 : 0.5 } },
        }}
      >
        <Box sx={{ '& .react-colorful': { width: 220, height: 180 } }}>
          <HexColorPicker color={swatch} onChange={(c) => field.onChange(c.toUpperCase())} />
        </Box>
      </Popover>
    </>
  );
}
