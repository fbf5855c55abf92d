import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TableParams } from '../components/data-table';
import { api, type Envelope, type PageData } from './api-client';
import { appEvents } from './events';

/**
 * The six calls every app-content resource shares (docs/decisions/content.md): `GET /backoffice/<r>` (paged),
 * `POST`, `PATCH /backoffice/<r>/{id}`, `DELETE /backoffice/<r>/{id}`. Features build their one-file-per-operation
 * hooks on these; none of them repeats the paging, invalidation or success-message plumbing.
 */

/** How a resource names its search parameter (`cari` for menus, `title` for categories, `search` elsewhere). */
export type SearchParam = 'cari' | 'title' | 'search';

/**
 * One page of a content list, from the DataTable's params: zero-based `page`, `size` (-1 = all), `sort`, the search
 * text under the resource's own name, and the filters mapped to query names (`{ type: 'filtertype' }`).
 *
 * @example
 * listContent<Menu>('/backoffice/menu', params, signal, { search: 'cari', filters: { type: 'filtertype', status: 'filterstatus' } });
 */
export async function listContent<T>(
  path: string,
  params: TableParams,
  signal: AbortSignal | undefined,
  opts: { search?: SearchParam; filters?: Record<string, string>; extra?: Record<string, string | number> } = {},
): Promise<PageData<T>> {
  const query: Record<string, string | number | undefined> = {
    page: params.size < 0 ? 0 : params.page,
    size: params.size,
    sort: params.sort,
    [opts.search ?? 'search']: params.search || undefined,
    ...opts.extra,
  };
  for (const [key, name] of Object.entries(opts.filters ?? {})) query[name] = params.filters[key];
  const { data } = await api.get<PageData<T>>(path, { query, signal });
  return data;
}

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
