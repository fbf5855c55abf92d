import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { onDemand, useOnDemand } from '../lib/on-demand';
import type { ConfirmDialogProps } from './confirm-dialog';

const dialog = onDemand(() => import('./confirm-dialog').then((m) => m.ConfirmDialog));

type ConfirmOptions = Omit<ConfirmDialogProps, 'open' | 'onConfirm' | 'onClose'>;
const ConfirmContext = createContext<((opts: ConfirmOptions) => Promise<boolean>) | null>(null);

/**
 * Provides `useConfirm()`; mounted once in the app providers. The dialog is fetched with the first question (a
 * failed fetch answers it "declined").
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [opts, setOpts] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const confirm = useCallback(
    (o: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setOpts(o);
      }),
    [],
  );
  const settle = useCallback((ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setOpts(null);
  }, []);
  const decline = useCallback(() => settle(false), [settle]);
  const ConfirmDialog = useOnDemand(dialog, opts !== null, decline);
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {ConfirmDialog && (
        <ConfirmDialog
          open={!!opts}
          message={opts?.message ?? ''}
          title={opts?.title}
          color={opts?.color}
          confirmLabel={opts?.confirmLabel}
          cancelLabel={opts?.cancelLabel}
          onConfirm={() => settle(true)}
          onClose={decline}
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
