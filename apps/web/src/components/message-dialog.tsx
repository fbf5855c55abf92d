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
        <Button onClick={onClose} autoFocus>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
