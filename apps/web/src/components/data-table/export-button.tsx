import CheckIcon from '@mui/icons-material/Check';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Button, CircularProgress, Divider, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { appEvents } from '../../lib/events';
import { formatNumber } from '../../lib/format';
import { CSV_DELIMITER_KEY, getPreference, setPreference } from '../../lib/storage';
import type { TableDownload } from './table-params';

type Delimiter = TableDownload['delimiter'];

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${formatNumber(bytes / 1024, 0)} KB` : `${formatNumber(bytes / 1024 / 1024, 1)} MB`;

/**
 * The table toolbar's Export: CSV or XLSX of every row matching the table's filters, search and sort, with the CSV
 * delimiter the user chose last (`;` for Indonesian spreadsheets); the bytes received show while it downloads.
 */
export function ExportButton({ download }: { download: (d: TableDownload, signal: AbortSignal) => Promise<unknown> }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [delimiter, setDelimiter] = useState<Delimiter>(() => (getPreference(CSV_DELIMITER_KEY) === 'semicolon' ? 'semicolon' : 'comma'));
  const [received, setReceived] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  const chooseDelimiter = (d: Delimiter) => {
    setDelimiter(d);
    setPreference(CSV_DELIMITER_KEY, d);
  };

  const start = async (format: TableDownload['format']) => {
    setAnchor(null);
    const controller = new AbortController();
    running.current = controller;
    setReceived(0);
    try {
      await download({ format, delimiter, onProgress: setReceived }, controller.signal);
    } catch (err) {
      if ((err as Error).name !== 'AbortError') appEvents.emit('snackbar', { msg: errorMessage(err), severity: 'error' });
    } finally {
      running.current = null;
      setReceived(null);
    }
  };

  if (received !== null) {
    return (
      <Button
        variant="outlined"
        startIcon={<CircularProgress size={16} />}
        onClick={() => running.current?.abort()}
        aria-live="polite"
        title={t('console:table.export.cancel')}
      >
        {t('console:table.export.progress', { size: sizeText(received) })}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('console:table.export.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void start('csv')}>
          <ListItemText primary={t('console:table.export.csv')} secondary={t(`console:table.export.${delimiter}`)} />
        </MenuItem>
        <MenuItem onClick={() => void start('xlsx')}>
          <ListItemText primary={t('console:table.export.xlsx')} />
        </MenuItem>
        <Divider />
        <ListSubheader sx={{ lineHeight: 2.5 }}>{t('console:table.export.delimiter')}</ListSubheader>
        {(['comma', 'semicolon'] as const).map((d) => (
          <MenuItem key={d} role="menuitemradio" aria-checked={d === delimiter} onClick={() => chooseDelimiter(d)}>
            <ListItemIcon>{d === delimiter && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText primary={t(`console:table.export.${d}`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
