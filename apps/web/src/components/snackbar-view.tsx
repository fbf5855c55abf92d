import { Alert, Snackbar } from '@mui/material';
import type { AppEvents } from '../lib/events';

/** The snackbar timeout of SPEC §8. */
export const SNACKBAR_MS = 3000;

export type SnackbarItem = AppEvents['snackbar'] & { key: number };

export interface SnackbarViewProps {
  open: boolean;
  item: SnackbarItem | null;
  onClose: () => void;
}

/** What the snackbar shows: fetched with its first message (`SnackbarProvider`). */
export function SnackbarView({ open, item, onClose }: SnackbarViewProps) {
  return (
    <Snackbar
      key={item?.key}
      open={open}
      autoHideDuration={SNACKBAR_MS}
      onClose={(_e, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        severity={item?.severity ?? 'info'}
        variant="filled"
        onClose={onClose}
        data-testid="snackbar"
        sx={{ minWidth: 280, boxShadow: 3 }}
      >
        {item?.msg}
      </Alert>
    </Snackbar>
  );
}
