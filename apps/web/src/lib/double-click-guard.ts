/**
 * A double click on a button that opens a dialog (Beli Sekarang, Cash in, a drawer's menu button) lands its second
 * click on the backdrop the first click has just put up, and a click on the backdrop closes the dialog: the
 * confirmation showed for a blink and was gone, and nothing was ordered. The second click of a double click says
 * "open" once more, never "close", so a mouse press or click that is the tail of a multi-click (`detail` > 1) is
 * kept from the app when it falls on a modal's backdrop (a dialog's container, a drawer's or menu's backdrop).
 * A single click there still closes as before; clicks inside the dialog are untouched.
 */
const BACKDROPS = '.MuiDialog-container, .MuiBackdrop-root';

interface ClickLike {
  detail: number;
  target: EventTarget | null;
}

/** Whether a mouse press or click is the tail of a double click on a modal's backdrop. */
export function isDoubleClickTailOnBackdrop(event: ClickLike): boolean {
  if (event.detail < 2) return false;
  const target = event.target as { matches?: (selector: string) => boolean } | null;
  return typeof target?.matches === 'function' && target.matches(BACKDROPS);
}

/**
 * Listens in the capture phase of `win`, ahead of React's own listeners on the app's root, and stops such presses
 * and clicks there. Their default is prevented too: a double press selects the word nearest to it, which would
 * highlight a stray word of the dialog. Returns the function that removes the guard.
 */
export function guardBackdropsFromDoubleClicks(win: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const stop = (event: Event) => {
    if (!isDoubleClickTailOnBackdrop(event as MouseEvent)) return;
    event.stopPropagation();
    event.preventDefault();
  };
  for (const type of ['mousedown', 'click'] as const) win.addEventListener(type, stop, true);
  return () => {
    for (const type of ['mousedown', 'click'] as const) win.removeEventListener(type, stop, true);
  };
}
