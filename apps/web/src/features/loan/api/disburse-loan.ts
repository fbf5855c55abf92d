import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { LoanContractRow } from './types';

/** `POST /api/irmacapital/loan/contract {amount}` with an Idempotency-Key: a contract, the wallet credited. */
export function useDisburse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, key }: { amount: number; key: string }) =>
      api.post<LoanContractRow>('/irmacapital/loan/contract', { amount }, { host: 'second', headers: { 'Idempotency-Key': key } }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['loan'] }), qc.invalidateQueries({ queryKey: ['wallet'] })]),
  });
}
