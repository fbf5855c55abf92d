import type { RecapSetting } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appEvents } from '../../../lib/events';
import { recapQueryOptions } from './get-daily-recap';

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
