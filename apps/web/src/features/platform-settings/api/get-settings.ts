import type { PlatformSettings } from '@konsol/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/admin/settings`: every platform setting. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['platform-settings'] as const,
    queryFn: async ({ signal }) => (await api.get<PlatformSettings>('/admin/settings', { signal })).data,
  });
export const useSettings = () => useQuery(settingsQueryOptions());
