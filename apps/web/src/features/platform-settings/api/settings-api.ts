import type { PlatformSettings, PlatformSettingsPatch } from '@konsol/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appEvents } from '../../../lib/events';

/** `GET /api/admin/settings`: every platform setting. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['platform-settings'] as const,
    queryFn: async ({ signal }) => (await api.get<PlatformSettings>('/admin/settings', { signal })).data,
  });
export const useSettings = () => useQuery(settingsQueryOptions());

/** `PATCH /api/admin/settings`: the groups given, each whole; what reads them (dashboard, module pages) is asked again. */
export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PlatformSettingsPatch) => api.patch<PlatformSettings>('/admin/settings', body),
    onSuccess: (res) => {
      qc.setQueryData(settingsQueryOptions().queryKey, res.data);
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'platform-settings' });
      appEvents.emit('resource-updated', { msg: res.msg });
    },
  });
}
