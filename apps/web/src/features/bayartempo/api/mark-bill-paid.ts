import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BAYARTEMPO_PATH } from './keys';
import type { BillRow, CodeEnvelope } from './types';
import { useInvalidate } from './use-invalidate';

/** `PATCH …/serpulbills/payment/{id}`: the operator reports the bill paid (code "00" → Sedang Konfirmasi). */
export function useMarkBillPaid() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiRequest<CodeEnvelope<BillRow>>(`${BAYARTEMPO_PATH}/serpulbills/payment/${id}`, { method: 'PATCH' }),
    onSettled: () => invalidate(),
  });
}
