import type { mitraSchema } from '@konsol/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type Mitra = z.infer<typeof mitraSchema>;

/** `GET /api/admin/mitra?size=-1`: every partner server (the bill's server choice). */
export const useServers = (enabled: boolean) =>
  useQuery({
    queryKey: ['approvals', 'servers'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<{ content: Mitra[] }>('/admin/mitra', { signal, query: { page: 0, size: -1 } })).data.content,
    enabled,
    staleTime: 60_000,
  });
