import { type ReactNode, useState } from 'react';
import { useAppEvent } from '../lib/events';
import { lazyPart } from '../lib/lazy-part';
import type { SnackbarItem } from './snackbar-message';

/** The snackbar, loaded with the first message (the console frame loads it ahead). */
export const snackbarMessage = lazyPart(() => import('./snackbar-message').then((m) => m.SnackbarMessage));

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
  const [shown, setShown] = useState<{ item: SnackbarItem | null; open: boolean }>({ item: null, open: false });
  const { item, open } = shown;
  useAppEvent('snackbar', (p) => setShown({ item: { ...p, key: Date.now() + Math.random() }, open: true }));
  /**
   * Closes the message with this key only: the previous message's timer can fire in the same moment a new message
   * arrives, before React has rendered it, and must not close the new one (it did: the new message never showed).
   */
  const close = (key: number) => setShown((s) => (s.item?.key === key ? { ...s, open: false } : s));
  return (
    <>
      {children}
      {item && <snackbarMessage.Component key={item.key} item={item} open={open} onClose={close} />}
    </>
  );
}
