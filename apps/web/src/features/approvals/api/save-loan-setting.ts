import type { LoanSetting } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `PUT /api/admin/irmacapital/setting` (audited). */
export function useSaveLoanSetting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LoanSetting) => api.put<LoanSetting>('/admin/irmacapital/setting', body),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['approvals'] }), qc.invalidateQueries({ queryKey: ['loan'] })]),
  });
}
