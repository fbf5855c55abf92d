import type { TokensmsOrderBody } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TokensmsOrderRow } from './types';

/** `POST /api/backoffice/tokensms/order {paketid, amount}` with an Idempotency-Key. */
export function useCreateOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TokensmsOrderBody; key: string }) =>
      api.post<TokensmsOrderRow>('/backoffice/tokensms/order', body, { headers: { 'Idempotency-Key': key } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['tokensms'] }),
  });
}
