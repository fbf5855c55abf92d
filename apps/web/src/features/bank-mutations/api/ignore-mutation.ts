import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bankMutationsQueryKey } from './keys';
import type { BankMutationRow } from './types';

/** `POST /api/admin/bank-mutations/{id}/ignore {reason}`: sets an unmatched line aside, with the reason. */
export function useIgnoreMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<BankMutationRow>(`/admin/bank-mutations/${id}/ignore`, { reason }),
    onSuccess: () => qc.invalidateQueries({ queryKey: bankMutationsQueryKey }),
  });
}
