import type { PartnerModule, PartnerModuleRecord } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { moduleKey } from './keys';

/** `POST /api/admin/modules/{module}/{app_code}/status {status}`: the administrator activates (1) or deactivates (0). */
export function useSetModuleStatus(module: PartnerModule) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ app_code, status }: { app_code: string; status: 0 | 1 }) =>
      api.post<PartnerModuleRecord>(`/admin/modules/${module}/${encodeURIComponent(app_code)}/status`, { status }),
    onSettled: () => qc.invalidateQueries({ queryKey: moduleKey(module) }),
  });
}
