import { ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../lib/i18n';

/** The language switch's menu (loaded when the switch is first pointed at, focused or clicked). */
export function LanguageMenu({
  id,
  anchor,
  current,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  /** The code of the language shown. */
  current: string;
  onClose: () => void;
}) {
  const { i18n } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={onClose}>
      {LANGUAGES.map((l) => (
        <MenuItem
          key={l.code}
          selected={l.code === current}
          lang={l.code}
          onClick={() => {
            void i18n.changeLanguage(l.code);
            onClose();
          }}
        >
          <ListItemText primary={l.label} secondary={l.short} />
        </MenuItem>
      ))}
    </Menu>
  );
}
