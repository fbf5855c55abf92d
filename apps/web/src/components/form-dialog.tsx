import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  type DialogProps,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleAction, useSingleSubmit } from '../lib/single-submit';
import { useDiscardGuard } from './confirm';

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** The form's submit (react-hook-form's `handleSubmit(…)`); runs once at a time, and not while the dialog fades out. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  children: ReactNode;
  /** The form holds unsaved input (react-hook-form's `formState.isDirty`): the backdrop and Escape ask before closing. */
  dirty: boolean;
  /** Saving: the buttons are disabled and the save button spins. */
  busy?: boolean;
  /** Keeps the save button disabled (an upload is running…). */
  submitDisabled?: boolean;
  /** A message for the whole form (a failure that no field took). */
  error?: string | null;
  submitLabel?: ReactNode;
  /** The save button's colour (`error` for a rejection). */
  submitColor?: 'primary' | 'error' | 'success';
  submitIcon?: ReactNode;
  /**
   * A second way to send the form, before Save (Reject beside Approve): its button, and `onOther` from
   * `useFormDialog`. Enter in a field still means Save.
   */
  other?: { label: ReactNode; color?: 'error' | 'primary'; icon?: ReactNode };
  onOther?: () => unknown;
  cancelLabel?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  testId?: string;
  /** Only Cancel (or a save) closes it: a click beside it or Escape does nothing. */
  persistent?: boolean;
  /** The id of the text that describes the dialog (`aria-describedby`). */
  describedBy?: string;
  /**
   * What a save answered that the user still needs (the virtual account to pay): shown in place of the fields,
   * with a single Close button; nothing typed is left to lose.
   */
  result?: ReactNode;
}

/**
 * The add/edit dialog of the content screens: a form with a title, its fields, Cancel and Save. It cannot be
 * dismissed while saving, asks before a backdrop click or Escape drops unsaved input, saves once however often
 * Save is clicked, and goes full screen on phones. Every dialog with a form is one of these; `useFormDialog` (lib/forms)
 * gives its react-hook-form form.
 *
 * @example
 * <FormDialog open={open} title={editing ? 'Edit menu' : 'Tambah menu'} onClose={close} onSubmit={submit} dirty={formState.isDirty} busy={save.isPending}>
 *   <FormTextField control={control} name="label" label="Label" required />
 * </FormDialog>
 */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  children,
  dirty,
  busy = false,
  submitDisabled = false,
  error,
  submitLabel,
  submitColor = 'primary',
  submitIcon,
  other,
  onOther,
  cancelLabel,
  maxWidth = 'sm',
  testId,
  persistent = false,
  describedBy,
  result,
}: FormDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const submit = useSingleSubmit(onSubmit, open);
  const sendOther = useSingleAction(() => onOther?.(), open);
  const dismiss = useDiscardGuard(dirty && !result, onClose);
  return (
    <Dialog
      open={open}
      onClose={() => !busy && !persistent && dismiss()}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {result ? (
        <>
          <DialogContent dividers>{result}</DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button variant="contained" onClick={onClose}>
              {t('close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
          <DialogContent dividers>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                {error}
              </Alert>
            )}
            {children}
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={onClose} color="inherit" disabled={busy}>
              {cancelLabel ?? t('cancel')}
            </Button>
            {other && (
              <Button variant="outlined" color={other.color ?? 'error'} startIcon={other.icon} onClick={sendOther} disabled={busy}>
                {other.label}
              </Button>
            )}
            <Button
              type="submit"
              variant="contained"
              color={submitColor}
              disabled={busy || submitDisabled}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : submitIcon}
            >
              {submitLabel ?? t('save')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
