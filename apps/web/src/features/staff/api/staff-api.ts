import type { RecapSetting, SecurityPolicy, StaffInviteBody, StaffPatchBody, StaffRow } from '@konsol/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { api } from '../../../lib/api-client';
import { useDeleteContent } from '../../../lib/content-resource';
import { appEvents } from '../../../lib/events';
import { getPage } from '../../../lib/list-query';

/** `GET /api/backoffice/staff`: the people of my server, with `search` on name and e-mail. */
export const getStaff = (params: TableParams, signal?: AbortSignal) => getPage<StaffRow>('/backoffice/staff', params, signal);

export const STAFF_TABLE = { queryKey: ['staff', 'list'], fetcher: getStaff } as const satisfies TableSource<StaffRow>;

/**
 * Invite (`POST /api/backoffice/staff/invite {email, role}`) or change (`PATCH /api/backoffice/staff/{id} {role,
 * status}`); the list reloads and the server's message shows.
 */
export function useSaveStaff() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: StaffInviteBody | StaffPatchBody }) =>
      id ? api.patch<StaffRow>(`/backoffice/staff/${id}`, body) : api.post<StaffRow>('/backoffice/staff/invite', body),
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: ['staff'] });
      appEvents.emit('resource-updated', { msg: res.msg });
    },
  });
}

/** `DELETE /api/backoffice/staff/{id}`: their sessions end at once. */
export const useRemoveStaff = () => useDeleteContent('staff', '/backoffice/staff');

/** `GET /api/backoffice/staff/policy`: whether my server (the platform, for its team) requires two-factor of everyone. */
export const policyQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'policy'] as const,
    queryFn: async ({ signal }) => (await api.get<SecurityPolicy>('/backoffice/staff/policy', { signal })).data,
  });

export const usePolicy = () => useQuery(policyQueryOptions());

/**
 * `PUT /api/backoffice/staff/policy {require2fa}`. The server refuses to require it (422) while the caller has no
 * two-factor of their own: they would be the first one locked out.
 */
export function useSetPolicy() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SecurityPolicy) => api.put<SecurityPolicy>('/backoffice/staff/policy', body),
    onSuccess: (res) => {
      qc.setQueryData(policyQueryOptions().queryKey, res.data);
      appEvents.emit('resource-updated', { msg: res.msg });
    },
  });
}

/** `GET /api/backoffice/recap`: whether my server's active owners get the daily recap e-mail. */
export const recapQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'recap'] as const,
    queryFn: async ({ signal }) => (await api.get<RecapSetting>('/backoffice/recap', { signal })).data,
  });

export const useRecap = () => useQuery(recapQueryOptions());

/**
 * `PUT /api/backoffice/recap {dailyRecap}`: on, the owners get yesterday's figures and what waits at 07:00 WIB.
 * @example const save = useSetRecap(); save.mutate({ dailyRecap: true });
 */
export function useSetRecap() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RecapSetting) => api.put<RecapSetting>('/backoffice/recap', body),
    onSuccess: (res) => {
      qc.setQueryData(recapQueryOptions().queryKey, res.data);
      appEvents.emit('resource-updated', { msg: res.msg });
    },
  });
}
