import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AppEvents, useAppEvent } from '../lib/events';

/**
 * The global dialog of SPEC §8: a title, a message and a TUTUP (close) button. Mount once; open it from
 * anywhere with `showDialog(title, message)`.
 *
 * @example
 * showDialog(t('wallet:cashoutTitle'), t('wallet:cashoutNotice'));
 */
export function GlobalDialog() {
  const { t } = useTranslation();
  const [content, setContent] = useState<AppEvents['dialog'] | null>(null);
  const [open, setOpen] = useState(false);
  useAppEvent('dialog', (p) => {
    setContent(p);
    setOpen(true);
  });
  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="global-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="global-dialog-title">{content?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{content?.msg}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setOpen(false)} autoFocus>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
