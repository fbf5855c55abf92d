import TranslateIcon from '@mui/icons-material/Translate';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../lib/i18n';

/**
 * Switches the UI language (Indonesian / English); the choice is kept in localStorage. Used in the console
 * toolbar (`color="inherit"` on the app bar) and on the public pages.
 *
 * @example
 * <LanguageSwitch color="inherit" />
 */
export function LanguageSwitch({ color = 'primary' }: { color?: 'inherit' | 'primary' }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0]!;
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('language.switch', { lang: current.label })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="language-switch"
        sx={{ minWidth: 0, fontWeight: 700 }}
      >
        {current.short}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((l) => (
          <MenuItem
            key={l.code}
            selected={l.code === current.code}
            lang={l.code}
            onClick={() => {
              void i18n.changeLanguage(l.code);
              setAnchor(null);
            }}
          >
            <ListItemText primary={l.label} secondary={l.short} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
