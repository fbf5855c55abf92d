import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AppEvents } from '../lib/events';

/** The global dialog itself (loaded with the first message, see `GlobalDialog`). */
export function MessageDialog({ content, open, onClose }: { content: AppEvents['dialog']; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="global-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="global-dialog-title">{content.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{content.msg}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* SPEC §8's global dialog closes with TUTUP, in capitals; every other dialog's close reads like its other buttons */}
        <Button onClick={onClose} autoFocus>
          {t('globalClose')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
