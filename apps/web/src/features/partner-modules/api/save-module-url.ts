import type { PartnerModule, PartnerModuleRecord } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { moduleKey } from './keys';

/** `PUT /api/api/v1/{module} {url_module}`: the caller's URL Webportal; the activation stays as it is. */
export function useSaveModuleUrl(module: PartnerModule) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (url_module: string) => api.put<PartnerModuleRecord>(`/api/v1/${module}`, { url_module }, { host: 'second' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: moduleKey(module) }),
  });
}
