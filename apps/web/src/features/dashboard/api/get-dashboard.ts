import type { Dashboard } from '@konsol/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/backoffice/console/dashboard`: the headline figures of the caller's server. */
export const getDashboard = async (signal?: AbortSignal) => (await api.get<Dashboard>('/backoffice/console/dashboard', { signal })).data;

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'get'] as const, queryFn: ({ signal }) => getDashboard(signal) });

export const useDashboard = () => useQuery(dashboardQueryOptions());
