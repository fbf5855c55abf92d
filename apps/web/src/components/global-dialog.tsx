import { useState } from 'react';
import { type AppEvents, useAppEvent } from '../lib/events';
import { onDemand, useOnDemand } from '../lib/on-demand';

const view = onDemand(() => import('./global-dialog-view').then((m) => m.GlobalDialogView));

/**
 * The global dialog of SPEC §8: a title, a message and a TUTUP (close) button. Mount once; open it from
 * anywhere with `showDialog(title, message)`. Its MUI dialog is fetched with the first message.
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
  const View = useOnDemand(view, content !== null);
  return View ? <View open={open} content={content} onClose={() => setOpen(false)} /> : null;
}
