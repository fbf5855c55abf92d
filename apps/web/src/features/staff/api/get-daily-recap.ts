import type { RecapSetting } from '@konsol/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/backoffice/recap`: whether my server's active owners get the daily recap e-mail. */
export const recapQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'recap'] as const,
    queryFn: async ({ signal }) => (await api.get<RecapSetting>('/backoffice/recap', { signal })).data,
  });

export const useRecap = () => useQuery(recapQueryOptions());
