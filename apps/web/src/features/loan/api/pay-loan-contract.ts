import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { LoanContractRow } from './types';

/** `POST /api/irmacapital/loan/payment {contractno}` with an Idempotency-Key: amount + fee from the wallet, Lunas. */
export function usePayContract() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ contractno, key }: { contractno: string; key: string }) =>
      api.post<LoanContractRow>('/irmacapital/loan/payment', { contractno }, { host: 'second', headers: { 'Idempotency-Key': key } }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['loan'] }), qc.invalidateQueries({ queryKey: ['wallet'] })]),
  });
}
