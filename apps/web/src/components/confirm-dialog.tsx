import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-client';
import { useSingleAction } from '../lib/single-submit';

/** The confirm dialog width of SPEC §9. */
export const CONFIRM_WIDTH = 350;

export interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to "Konfirmasi" / "Confirmation". */
  title?: ReactNode;
  message: ReactNode;
  /**
   * Runs on confirm. A promise keeps the dialog open with a spinner until it settles: resolved closes it (through
   * `onClose`), rejected shows the error inside the dialog and lets the user retry or cancel. A second click
   * while it runs, or on the dialog fading out, does nothing.
   */
  onConfirm: () => unknown;
  onClose: () => void;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** `error` for destructive actions (delete). */
  color?: 'primary' | 'error' | 'warning' | 'success';
}

/**
 * A confirmation (width 350) before delete, approve, order, pay and money movements.
 *
 * @example
 * <ConfirmDialog
 *   open={!!toDelete}
 *   message={t('msg:confirmDelete')}
 *   color="error"
 *   onConfirm={() => deleteMenu.mutateAsync(toDelete!.id)}
 *   onClose={() => setToDelete(null)}
 * />
 */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onClose,
  confirmLabel,
  cancelLabel,
  color = 'primary',
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const descId = useId();

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setError(null);
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      onClose();
      return;
    }
    setBusy(true);
    try {
      await result;
      setBusy(false);
      onClose();
    } catch (err) {
      setBusy(false);
      setError(errorMessage(err));
    }
  };
  // a double click, or a click while the dialog fades out after success, must not run the action again
  const onConfirmClick = useSingleAction(confirm, open);

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={descId}
      slotProps={{ paper: { sx: { width: CONFIRM_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{title ?? t('confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descId}>{message}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy} color="inherit">
          {cancelLabel ?? t('cancel')}
        </Button>
        <Button
          onClick={onConfirmClick}
          variant="contained"
          color={color}
          disabled={busy}
          autoFocus
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmLabel ?? t('yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
