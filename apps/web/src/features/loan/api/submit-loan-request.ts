import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { LoanRequest } from './types';

/** The loan and its application after a change. */
function useInvalidateLoan() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['loan'] });
}

/** `POST /api/irmacapital/loan/request`: the application; status → 9 (waiting). */
export function useSubmitRequest() {
  const invalidate = useInvalidateLoan();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<LoanRequest>('/irmacapital/loan/request', body, { host: 'second' }),
    onSuccess: () => invalidate(),
  });
}
