import type { SecurityPolicy } from '@konsol/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/backoffice/staff/policy`: whether my server (the platform, for its team) requires two-factor of everyone. */
export const policyQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'policy'] as const,
    queryFn: async ({ signal }) => (await api.get<SecurityPolicy>('/backoffice/staff/policy', { signal })).data,
  });

export const usePolicy = () => useQuery(policyQueryOptions());
