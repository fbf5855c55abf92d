import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWriteAccess } from '../lib/write-access';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Which row a table's add/edit dialog is open for: `add()` opens it empty, `edit(row)` filled with the row.
 *
 * @example
 * const editor = useEditDialog<Menu>();
 * <MenuDialog open={editor.open} menu={editor.item} onClose={editor.close} />
 */
export function useEditDialog<T>() {
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  return {
    open: editing !== null,
    item: editing?.item ?? null,
    add: () => setEditing({ item: null }),
    edit: (item: T) => setEditing({ item }),
    close: () => setEditing(null),
  };
}

/** The toolbar's Add button of a table ("Tambah menu"). */
export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  if (!useWriteAccess()) return null;
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {children}
    </Button>
  );
}

export interface DeleteDialogProps<T> {
  /** The row to delete; null closes the dialog. */
  item: T | null;
  onDelete: (item: T) => Promise<unknown>;
  onClose: () => void;
  /** Defaults to the content screens' "Are you sure you want to delete?" and Delete. */
  title?: ReactNode;
  message?: ReactNode;
  confirmLabel?: ReactNode;
}

/**
 * The question before a row is deleted (a red Delete); it stays open with the error when the delete fails.
 *
 * @example
 * <DeleteDialog item={toDelete} onDelete={(m) => remove.mutateAsync(m.id)} onClose={() => setToDelete(null)} />
 */
export function DeleteDialog<T>({ item, onDelete, onClose, title, message, confirmLabel }: DeleteDialogProps<T>) {
  const { t } = useTranslation('content');
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      message={message ?? t('confirmDelete')}
      color="error"
      confirmLabel={confirmLabel ?? t('delete')}
      onConfirm={() => (item === null ? undefined : onDelete(item))}
      onClose={onClose}
    />
  );
}
