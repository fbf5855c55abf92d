import { ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../lib/i18n';

export interface LanguageMenuProps {
  id: string;
  anchor: HTMLElement | null;
  current: (typeof LANGUAGES)[number];
  onClose: () => void;
}

/** The language choices of `LanguageSwitch`: fetched when the switch is first opened (or hovered). */
export function LanguageMenu({ id, anchor, current, onClose }: LanguageMenuProps) {
  const { i18n } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={onClose}>
      {LANGUAGES.map((l) => (
        <MenuItem
          key={l.code}
          selected={l.code === current.code}
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
