import type { Overview } from '@konsol/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/admin/overview`: the platform at a glance (platform users). */
export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'overview'] as const,
    queryFn: async ({ signal }) => (await api.get<Overview>('/admin/overview', { signal })).data,
  });

export const useOverview = (enabled: boolean) => useQuery({ ...overviewQueryOptions(), enabled });
