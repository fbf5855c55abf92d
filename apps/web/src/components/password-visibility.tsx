import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The show/hide toggle of a password field: the input's `type` and its end adornment. Kept apart from the form
 * library so the login page (the first page most visitors load) can use it without react-hook-form.
 *
 * @example
 * const toggle = usePasswordVisibility();
 * <TextField type={toggle.type} slotProps={{ input: { endAdornment: toggle.endAdornment } }} />
 */
export function usePasswordVisibility() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return {
    type: visible ? 'text' : 'password',
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
  };
}
