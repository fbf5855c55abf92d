import type { SecurityPolicy } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appEvents } from '../../../lib/events';
import { policyQueryOptions } from './get-security-policy';

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
