import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AppEvents } from '../lib/events';

export interface GlobalDialogViewProps {
  open: boolean;
  content: AppEvents['dialog'] | null;
  onClose: () => void;
}

/** What the global dialog shows: fetched with its first message (`GlobalDialog`). */
export function GlobalDialogView({ open, content, onClose }: GlobalDialogViewProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="global-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="global-dialog-title">{content?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{content?.msg}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
