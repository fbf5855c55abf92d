import { type MitraCreateBody, type MitraPatchBody, mitraCreateBody, mitraPatchBody } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Mitra } from './types';

export { mitraCreateBody, mitraPatchBody };

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
