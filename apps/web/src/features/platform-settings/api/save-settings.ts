import type { PlatformSettings, PlatformSettingsPatch } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appEvents } from '../../../lib/events';
import { settingsQueryOptions } from './get-settings';

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
