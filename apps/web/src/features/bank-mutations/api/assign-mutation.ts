import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bankMutationsQueryKey } from './keys';
import type { ApprovalAwaiting, BankMutationAssignBody, BankMutationRow } from './types';

/**
 * `POST /api/admin/bank-mutations/{id}/assign {kind: 'tokenOrder', id, code?}`: pays a waiting token order with an
 * unmatched credit line. Four eyes (DESIGN §15): answers the line once the tier's approvers are in, else `awaiting`
 * (`isAwaiting`); a tier that asks for a TOTP code refuses without one (403 `approvalsCodeRequired`).
 */
export function useAssignMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BankMutationAssignBody }) =>
      api.post<BankMutationRow | ApprovalAwaiting>(`/admin/bank-mutations/${id}/assign`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: bankMutationsQueryKey }),
  });
}
