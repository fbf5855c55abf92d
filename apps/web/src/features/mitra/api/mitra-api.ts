import { type Mitra, type MitraCreateBody, type MitraPatchBody, mitraCreateBody, mitraPatchBody } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { api } from '../../../lib/api-client';
import { getPage } from '../../../lib/list-query';

export type { Mitra };
export { mitraCreateBody, mitraPatchBody };

export const mitraQueryKey = ['mitra', 'list'] as const;

/** `GET /api/admin/mitra`: partner servers, server-paged; `search` name, Server ID, e-mail, contact, phone. */
export const getMitras = (params: TableParams, signal?: AbortSignal) => getPage<Mitra>('/admin/mitra', params, signal);

/** The partner-server table: its query, default sort and URL filter (the page's DataTable and its route's prefetch). */
export const MITRA_TABLE = {
  queryKey: mitraQueryKey,
  fetcher: getMitras,
  sort: 'name,asc',
  filterKeys: ['status'],
} as const satisfies TableSource<Mitra>;

/**
 * Add (`POST /api/admin/mitra`, answers the engine key once as `server_key`) or edit (`PATCH /api/admin/mitra/{id}`).
 * The lists reload after either.
 */
export function useSaveMitra() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: MitraCreateBody | MitraPatchBody }) =>
      id ? api.patch<Mitra>(`/admin/mitra/${id}`, body) : api.post<Mitra & { server_key: string }>('/admin/mitra', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['mitra'] }),
  });
}

/** `POST /api/admin/mitra/{id}/rotate-key`: a new engine key, answered once; the old one stops working. */
export function useRotateKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ server_key: string }>(`/admin/mitra/${id}/rotate-key`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['mitra'] }),
  });
}
