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
  const [shown, setShown] = useState<{ item: Item | null; open: boolean }>({ item: null, open: false });
  const { item, open } = shown;
  useAppEvent('snackbar', (p) => setShown({ item: { ...p, key: Date.now() + Math.random() }, open: true }));
  /**
   * Closes the message with this key only: the previous message's timer can fire in the same moment a new message
   * arrives, before React has rendered it, and must not close the new one (it did: the new message never showed).
   */
  const close = (key: number | undefined) => setShown((s) => (s.item?.key === key ? { ...s, open: false } : s));
  return (
    <>
      {children}
      <Snackbar
        key={item?.key}
        open={open}
        autoHideDuration={SNACKBAR_MS}
        onClose={(_e, reason) => reason !== 'clickaway' && close(item?.key)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert
          severity={item?.severity ?? 'info'}
          variant="filled"
          onClose={() => close(item?.key)}
          data-testid="snackbar"
          sx={{ minWidth: 280, boxShadow: 3 }}
        >
          {item?.msg}
        </Alert>
      </Snackbar>
    </>
  );
}
