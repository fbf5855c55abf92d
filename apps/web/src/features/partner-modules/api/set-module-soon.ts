import type { PartnerModule } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { moduleKey } from './keys';

/** `PUT /api/admin/modules/{module}/soon {soon}`: shows or hides the under-development placeholder for every server. */
export function useSetModuleSoon(module: PartnerModule) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (soon: boolean) => api.put<Record<PartnerModule, boolean>>(`/admin/modules/${module}/soon`, { soon }),
    onSettled: () => qc.invalidateQueries({ queryKey: moduleKey(module) }),
  });
}
