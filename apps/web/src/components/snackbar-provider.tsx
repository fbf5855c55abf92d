import { type ReactNode, useState } from 'react';
import { useAppEvent } from '../lib/events';
import { onDemand, useOnDemand } from '../lib/on-demand';
import type { SnackbarItem } from './snackbar-view';

const view = onDemand(() => import('./snackbar-view').then((m) => m.SnackbarView));

/**
 * Shows the global snackbar (3 s, `SNACKBAR_MS`) for every `snackbar` app event; a new message replaces the
 * current one. Mount once near the root; raise messages with `notify.success(msg)` / `notify.error(msg)` from
 * anywhere. Its MUI snackbar is fetched with the first message.
 *
 * @example
 * <SnackbarProvider><App /></SnackbarProvider>
 * // elsewhere
 * notify.success('Save Successfully');
 */
export function SnackbarProvider({ children }: { children?: ReactNode }) {
  const [item, setItem] = useState<SnackbarItem | null>(null);
  const [open, setOpen] = useState(false);
  useAppEvent('snackbar', (p) => {
    setItem({ ...p, key: Date.now() + Math.random() });
    setOpen(true);
  });
  const View = useOnDemand(view, item !== null);
  return (
    <>
      {children}
      {View && <View open={open} item={item} onClose={() => setOpen(false)} />}
    </>
  );
}
