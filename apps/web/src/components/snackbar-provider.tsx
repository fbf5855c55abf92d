import { Alert, Snackbar } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { type AppEvents, useAppEvent } from '../lib/events';

/** The snackbar timeout of SPEC §8. */
export const SNACKBAR_MS = 3000;

type Item = AppEvents['snackbar'] & { key: number };

/**
 * Shows the global snackbar (3 s) for every `snackbar` app event; a new message replaces the current one.
 * Mount once near the root; raise messages with `notify.success(msg)` / `notify.error(msg)` from anywhere.
 *
 * @example
 * <SnackbarProvider><App /></SnackbarProvider>
 * // elsewhere
 * notify.success('Save Successfully');
 */
export function SnackbarProvider({ children }: { children?: ReactNode }) {
  const [item, setItem] = useState<Item | null>(null);
  const [open, setOpen] = useState(false);
  useAppEvent('snackbar', (p) => {
    setItem({ ...p, key: Date.now() + Math.random() });
    setOpen(true);
  });
  return (
    <>
      {children}
      <Snackbar
        key={item?.key}
        open={open}
        autoHideDuration={SNACKBAR_MS}
        onClose={(_e, reason) => reason !== 'clickaway' && setOpen(false)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert
          severity={item?.severity ?? 'info'}
          variant="filled"
          onClose={() => setOpen(false)}
          data-testid="snackbar"
          sx={{ minWidth: 280, boxShadow: 3 }}
        >
          {item?.msg}
        </Alert>
      </Snackbar>
    </>
  );
}
