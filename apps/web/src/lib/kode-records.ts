import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from './api-client';
import { appEvents } from './events';

/**
 * Products and resellers are records keyed by their kode, saved with one `POST <path>` for an add (no `id`) and an
 * edit (`id`). The server treats a body without `id` whose kode it already has as an edit of that record, so an add
 * checks the kode first.
 */

/** The record with exactly this kode, if the server has one (the list's search is "contains"). */
export async function findByKode<T extends { kode: string }>(path: string, kode: string): Promise<T | undefined> {
  const { data } = await api.get<{ content: T[] }>(path, { query: { search: kode, size: 200, page: 0, sort: 'kode,asc' } });
  return data.content.find((r) => r.kode === kode.trim());
}

/**
 * Saves a kode-keyed record (`POST <path>`), then refetches the resource's lists and shows the server's message.
 * `saveByKode(body, item)` saves an edit as the item's own id and kode, and an add only when no record has its
 * kode yet (false: nothing saved); `checking` is true while it asks. `submitFor(item, onClose)` is a form dialog's
 * submit: it saves and closes, or marks the kode with the `taken` message.
 *
 * @example
 * const save = useKodeSave<Product, ProductBody>('product', PRODUCT_PATH, 'productKodeTaken');
 * useFormDialog({ ..., mutation: save, onSubmit: save.submitFor(item, onClose) });
 */
export function useKodeSave<T, B extends { id?: number; kode: string }>(resource: string, path: string, taken: string) {
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const { mutateAsync, reset, isPending } = useMutation({
    mutationFn: (body: B) => api.post<T>(path, body),
    onSuccess: (res) => {
      void queryClient.invalidateQueries({ queryKey: [resource] });
      appEvents.emit('resource-updated', { msg: res.msg });
    },
  });
  const kodeTaken = async (kode: string) => {
    setChecking(true);
    try {
      return (await findByKode(path, kode)) !== undefined;
    } finally {
      setChecking(false);
    }
  };
  const saveByKode = async (body: B, item: { id: number; kode: string } | null) => {
    if (!item && (await kodeTaken(body.kode))) return false;
    await mutateAsync(item ? { ...body, id: item.id, kode: item.kode } : body);
    return true;
  };
  const submitFor =
    (item: { id: number; kode: string } | null, onClose: () => void) =>
    async (body: B, form: { setError: (name: 'kode', error: { type: string; message: string }, o: { shouldFocus: boolean }) => void }) => {
      if (await saveByKode(body, item)) onClose();
      // The API edits a record whose kode it already has; adding must not overwrite one.
      else form.setError('kode', { type: 'server', message: taken }, { shouldFocus: true });
    };
  return { mutateAsync, reset, isPending, checking, saveByKode, submitFor };
}
