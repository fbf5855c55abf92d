import TranslateIcon from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../lib/i18n';
import { onDemand, useOnDemand } from '../lib/on-demand';

const menu = onDemand(() => import('./language-menu').then((m) => m.LanguageMenu));

/**
 * Switches the UI language (Indonesian / English); the choice is kept in localStorage. Used in the console
 * toolbar (`color="inherit"` on the app bar) and on the public pages. The menu is fetched when the switch is
 * hovered, focused or first opened.
 *
 * @example
 * <LanguageSwitch color="inherit" />
 */
export function LanguageSwitch({ color = 'primary' }: { color?: 'inherit' | 'primary' }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0]!;
  const LanguageMenu = useOnDemand(menu, anchor !== null);
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        onPointerEnter={menu.preload}
        onFocus={menu.preload}
        aria-label={t('language.switch', { lang: current.label })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="language-switch"
        sx={{ minWidth: 0, fontWeight: 700 }}
      >
        {current.short}
      </Button>
      {LanguageMenu && <LanguageMenu id={menuId} anchor={anchor} current={current} onClose={() => setAnchor(null)} />}
    </>
  );
}
