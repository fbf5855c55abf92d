import type { SessionRow } from '@konsol/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appEvents } from '../../../lib/events';

/** `GET /api/account/sessions`: the devices signed in to my account, this one marked `current`. */
export const getSessions = async (signal?: AbortSignal) => (await api.get<SessionRow[]>('/account/sessions', { signal })).data;

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'sessions'] as const, queryFn: ({ signal }) => getSessions(signal) });

export const useSessions = () => useQuery(sessionsQueryOptions());

/**
 * Signs one device out (`DELETE /api/account/sessions/{id}`) or, without an id, every other device
 * (`DELETE /api/account/sessions`); the list reloads and the server's message shows.
 */
export function useEndSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => api.delete<undefined>(id ? `/account/sessions/${encodeURIComponent(id)}` : '/account/sessions'),
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey });
      appEvents.emit('resource-deleted', { msg: res.msg });
    },
  });
}
