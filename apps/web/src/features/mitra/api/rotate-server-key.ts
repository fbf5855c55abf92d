import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/admin/mitra/{id}/rotate-key`: a new engine key, answered once; the old one stops working. */
export function useRotateKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ server_key: string }>(`/admin/mitra/${id}/rotate-key`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['mitra'] }),
  });
}
