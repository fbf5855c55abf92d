import type { Mitra } from '@konsol/contract';
import { useQuery } from '@tanstack/react-query';
import { api, type PageData } from '../../../lib/api-client';

/** Server id → Server ID and name, to name the server of each entry (`GET /api/admin/mitra`, all rows). */
export const useServerNames = (enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['audit', 'servers'] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<PageData<Mitra>>('/admin/mitra', { query: { page: 0, size: -1, sort: 'name,asc' }, signal });
      return new Map(data.content.map((m) => [m.id, { code: m.server_id, name: m.name }]));
    },
    staleTime: 60_000,
  });
