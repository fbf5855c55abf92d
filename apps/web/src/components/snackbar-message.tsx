import { Alert, Snackbar } from '@mui/material';
import type { AppEvents } from '../lib/events';

/** The snackbar timeout of SPEC §8. */
export const SNACKBAR_MS = 3000;

export type SnackbarItem = AppEvents['snackbar'] & { key: number };

/** The global snackbar itself (loaded with the first message, see `SnackbarProvider`). */
export function SnackbarMessage({ item, open, onClose }: { item: SnackbarItem; open: boolean; onClose: (key: number) => void }) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={SNACKBAR_MS}
      onClose={(_e, reason) => reason !== 'clickaway' && onClose(item.key)}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        severity={item.severity}
        variant="filled"
        onClose={() => onClose(item.key)}
        data-testid="snackbar"
        sx={{ minWidth: 280, boxShadow: 3 }}
      >
        {item.msg}
      </Alert>
    </Snackbar>
  );
}
