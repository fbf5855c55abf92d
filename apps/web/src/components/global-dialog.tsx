import { useState } from 'react';
import { type AppEvents, useAppEvent } from '../lib/events';
import { lazyPart } from '../lib/lazy-part';

/** The dialog, loaded with the first message (the console frame loads it ahead). */
export const messageDialog = lazyPart(() => import('./message-dialog').then((m) => m.MessageDialog));

/**
 * The global dialog of SPEC §8: a title, a message and a TUTUP (close) button. Mount once; open it from
 * anywhere with `showDialog(title, message)`.
 *
 * @example
 * showDialog(t('wallet:cashoutTitle'), t('wallet:cashoutNotice'));
 */
export function GlobalDialog() {
  const [content, setContent] = useState<AppEvents['dialog'] | null>(null);
  const [open, setOpen] = useState(false);
  useAppEvent('dialog', (p) => {
    setContent(p);
    setOpen(true);
  });
  if (!content) return null;
  return <messageDialog.Component content={content} open={open} onClose={() => setOpen(false)} />;
}
