import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../lib/lazy-part';
import type { ConfirmDialogProps } from './confirm-dialog';

/** The dialog `useConfirm()` opens, loaded with the first question (the console frame loads it ahead). */
export const confirmDialog = lazyPart(() => import('./confirm-dialog').then((m) => m.ConfirmDialog));

export type ConfirmOptions = Omit<ConfirmDialogProps, 'open' | 'onConfirm' | 'onClose'>;
const ConfirmContext = createContext<((opts: ConfirmOptions) => Promise<boolean>) | null>(null);

/** Provides `useConfirm()`; mounted once in the app providers. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  /** The latest question; it stays while the dialog fades out, so its text does not vanish first. */
  const [asked, setAsked] = useState<{ opts: ConfirmOptions; open: boolean } | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const confirm = useCallback(
    (opts: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setAsked({ opts, open: true });
      }),
    [],
  );
  const settle = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setAsked((a) => a && { ...a, open: false });
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {asked && (
        <confirmDialog.Component
          open={asked.open}
          message={asked.opts.message}
          title={asked.opts.title}
          color={asked.opts.color}
          confirmLabel={asked.opts.confirmLabel}
          cancelLabel={asked.opts.cancelLabel}
          onConfirm={() => settle(true)}
          onClose={() => settle(false)}
        />
      )}
    </ConfirmContext.Provider>
  );
}

/**
 * Asks for confirmation and resolves true (confirmed) or false (declined or dismissed).
 *
 * @example
 * const confirm = useConfirm();
 * if (await confirm({ message: t('msg:confirmDelete'), color: 'error' })) remove.mutate(id);
 */
export function useConfirm() {
  const ctx = useContext(ConfirmContext);
  if (!ctx) throw new Error('useConfirm needs <ConfirmProvider>');
  return ctx;
}

/**
 * The `onClose` of a dialog that holds input. With unsaved input (`dirty`), a click on the backdrop or Escape asks
 * "discard changes?" first, so what was typed is never lost by a stray click; without, it closes at once. The
 * dialog's own buttons (Cancel, a saved form) call `close` directly.
 *
 * @example
 * const dismiss = useDiscardGuard(formState.isDirty, close);
 * <Dialog open={open} onClose={dismiss}>…</Dialog>
 */
export function useDiscardGuard(dirty: boolean, close: () => void): () => void {
  const confirm = useConfirm();
  const { t } = useTranslation();
  return () => {
    if (!dirty) return close();
    void confirm({
      title: t('discard.title'),
      message: t('discard.message'),
      confirmLabel: t('discard.confirm'),
      cancelLabel: t('discard.keep'),
      color: 'error',
    }).then((ok) => ok && close());
  };
}
