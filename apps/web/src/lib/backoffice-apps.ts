import type { AppSettings, PushBody } from '@konsol/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from './api-client';

/**
 * `GET /api/backoffice/apps`: the caller's application. Shared by the toolbar's maintenance switch, the
 * dashboard and the app-settings feature (same query key, one request).
 */
export const appsQueryOptions = () =>
  queryOptions({
    queryKey: ['apps', 'get'] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<AppSettings>('/backoffice/apps', { signal });
      return data;
    },
    staleTime: 60_000,
  });

/** `PATCH /api/backoffice/apps/maintenance/{1|0}`. */
export const setMaintenance = (on: boolean) => api.patch<{ maintenance: number }>(`/backoffice/apps/maintenance/${on ? 1 : 0}`);

/** `POST /api/backoffice/apps/push {judul, isi}`: a push notification to the app's users. */
export const sendPush = (body: PushBody) => api.post<unknown>('/backoffice/apps/push', body);

/**
 * `GET /api/apps/account/delete-count` (second host): pending account-deletion requests. Until that endpoint
 * exists a 404 counts as no pending request, quietly.
 */
export const deleteCountQueryOptions = () =>
  queryOptions({
    queryKey: ['deleteakun', 'count'] as const,
    queryFn: async ({ signal }) => {
      try {
        const { data } = await api.get<number | { count?: number; total?: number }>('/apps/account/delete-count', {
          host: 'second',
          signal,
        });
        if (typeof data === 'number') return data;
        return Number(data?.count ?? data?.total ?? 0) || 0;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return 0;
        throw err;
      }
    },
    staleTime: 60_000,
  });
