import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BAYARTEMPO_PATH } from './keys';
import type { CodeEnvelope, RekeningCashout } from './types';
import { useInvalidate } from './use-invalidate';

/** `POST …/serpul-rekening/cashout {id, amount}` with an Idempotency-Key (code "200"). */
export function useRekeningCashout() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ body, key }: { body: { id: number; amount: number }; key: string }) =>
      apiRequest<CodeEnvelope<RekeningCashout>>(`${BAYARTEMPO_PATH}/serpul-rekening/cashout`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => invalidate(),
  });
}
