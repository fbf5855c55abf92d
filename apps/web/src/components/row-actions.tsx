import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useWriteAccess } from '../lib/write-access';
import type { DataTableColumn } from './data-table';

export interface RowActionsProps {
  /** Names the row in the buttons' accessible names ("Edit Pulsa"). */
  name: string;
  onView?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  viewLabel?: string;
}

/**
 * The Action column of the content tables: view/detail, edit and delete icon buttons, each with a tooltip and an
 * accessible name that includes the row ("Edit Pulsa", "Hapus Pulsa").
 *
 * @example
 * <RowActions name={m.label} onEdit={() => edit(m)} onDelete={() => setToDelete(m)} />
 */
export function RowActions({ name, onView, onEdit: edit, onDelete: remove, viewLabel }: RowActionsProps) {
  const { t } = useTranslation();
  // A reading role keeps the view button only.
  const writable = useWriteAccess();
  const onEdit = writable ? edit : undefined;
  const onDelete = writable ? remove : undefined;
  const button = (label: string, onClick: () => void, icon: React.ReactNode, color?: 'error' | 'primary', testId?: string) => (
    <Tooltip title={label}>
      <IconButton size="small" color={color} onClick={onClick} aria-label={`${label} ${name}`} data-testid={testId}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Stack direction="row" spacing={{ xs: 0, sm: 0.5 }} sx={{ justifyContent: 'flex-end' }}>
      {onView &&
        button(viewLabel ?? t('console:rowActions.view'), onView, <VisibilityOutlinedIcon fontSize="small" />, undefined, 'row-view')}
      {onEdit && button(t('console:rowActions.edit'), onEdit, <EditOutlinedIcon fontSize="small" />, 'primary', 'row-edit')}
      {onDelete && button(t('console:rowActions.delete'), onDelete, <DeleteOutlineIcon fontSize="small" />, 'error', 'row-delete')}
    </Stack>
  );
}

/**
 * The Action column of a content table: each row's `RowActions`, right-aligned and pinned to the table's right edge.
 *
 * @example
 * rowActionsColumn<Menu>(t('content:action'), (m) => ({ name: m.label, onEdit: () => editor.edit(m), onDelete: () => setToDelete(m) }))
 */
export function rowActionsColumn<T>(header: string, actions: (row: T) => RowActionsProps): DataTableColumn<T> {
  return { field: 'action', header, align: 'right', pinned: true, render: (row) => <RowActions {...actions(row)} /> };
}
