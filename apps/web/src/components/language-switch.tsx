import TranslateIcon from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../lib/i18n';
import { lazyPart } from '../lib/lazy-part';

/**
 * The menu, with MUI's Menu, Popover and Modal: not among the login page's first scripts. It loads when the switch
 * is pointed at or focused, so it is usually there by the click.
 */
const languageMenu = lazyPart(() => import('./language-menu').then((m) => m.LanguageMenu));
const preload = () => void languageMenu.preload().catch(() => undefined);

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
  /** Mounted from the first click on, so the menu can play its closing transition. */
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const current = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0]!;
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        aria-label={t('language.switch', { lang: current.label })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="language-switch"
        sx={{ minWidth: 0, fontWeight: 700 }}
      >
        {current.short}
      </Button>
      {opened && <languageMenu.Component id={menuId} anchor={anchor} current={current.code} onClose={() => setAnchor(null)} />}
    </>
  );
}
