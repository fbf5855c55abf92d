import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { api, type Envelope } from './api-client';
import { appEvents } from './events';
import { type UseFormDialogOptions, useFormDialog } from './forms';

/**
 * The calls every app-content resource shares (docs/decisions/content.md): `GET /backoffice/<r>` (paged, with
 * `getPage` of lib/list-query), `POST`, `PATCH /backoffice/<r>/{id}`, `DELETE /backoffice/<r>/{id}`. Features build
 * their one-file-per-operation hooks on these; none of them repeats the paging, invalidation or success-message
 * plumbing.
 */

/** Every content query starts with the resource name; the phone preview listens to the saves. */
function afterChange(queryClient: QueryClient, resource: string, res: Envelope<unknown>, kind: 'updated' | 'deleted') {
  void queryClient.invalidateQueries({ queryKey: [resource] });
  // The snackbar shows the server's message ("Add data Successfully"…) and the phone preview refreshes.
  appEvents.emit(kind === 'deleted' ? 'resource-deleted' : 'resource-updated', { msg: res.msg });
}

/**
 * Add (no id) or edit (with id) one item: `POST <path>` or `PATCH <path>/{id}`. On success the resource's lists are
 * refetched and the server's message is shown.
 *
 * @example
 * const save = useSaveContent<Menu, MenuBody>('menu', '/backoffice/menu');
 * await save.mutateAsync({ id: editing?.id, body });
 */
export function useSaveContent<T, B>(resource: string, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: B }) => (id ? api.patch<T>(`${path}/${id}`, body) : api.post<T>(path, body)),
    onSuccess: (res) => afterChange(queryClient, resource, res, 'updated'),
  });
}

/**
 * Delete one item: `DELETE <path>/{id}`; lists are refetched and "Delete data Successfully" shown.
 *
 * @example
 * const remove = useDeleteContent('menu', '/backoffice/menu');
 * <ConfirmDialog onConfirm={() => remove.mutateAsync(row.id)} … />
 */
export function useDeleteContent(resource: string, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ id: number }>(`${path}/${id}`),
    onSuccess: (res) => afterChange(queryClient, resource, res, 'deleted'),
  });
}

/**
 * The form of a content add/edit dialog (`useFormDialog`) that saves with `save` (`useSaveContent`): an add without
 * an item, an edit of the item's id; the dialog closes after the save.
 *
 * @example
 * const save = useSaveMenu();
 * const { form, dialog } = useContentDialog({ schema: menuBody, open, onClose, empty, item: menu, toForm, fields: FIELDS, save });
 */
export function useContentDialog<TForm extends FieldValues, S extends z.ZodType, TItem extends { id: number }>(
  opts: Omit<UseFormDialogOptions<TForm, S, TItem>, 'mutation' | 'onSubmit'> & {
    save: { mutateAsync: (vars: { id?: number; body: z.output<S> }) => Promise<unknown>; reset: () => void; isPending: boolean };
  },
) {
  const { save, item, onClose } = opts;
  return useFormDialog({
    ...opts,
    mutation: save,
    onSubmit: async (body) => {
      await save.mutateAsync({ id: item?.id, body });
      onClose();
    },
  });
}
