import type { AddBankBody, CashinBody, CashoutBody, OtpPurpose } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CashinRow, CashoutRow, WalletBank } from './types';

export { addBankBody, cashinBody, cashoutBody } from '@konsol/contract';

/** `GET /api/wallet/otp?detail=cash_out|add_bank`: an OTP to the caller's e-mail. */
export const requestOtp = (detail: OtpPurpose) => api.get<unknown>('/wallet/otp', { query: { detail }, host: 'second' });

/** Every wallet query (cards, lists, banks) after a change. */
function useInvalidateWallet() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['wallet'] });
}

/** `POST /api/wallet/cashin` with an Idempotency-Key: a pending cash-in and its virtual account. */
export function useCreateCashin() {
  const invalidate = useInvalidateWallet();
  return useMutation({
    mutationFn: ({ body, key }: { body: CashinBody; key: string }) =>
      api.post<CashinRow>('/wallet/cashin', body, { host: 'second', headers: { 'Idempotency-Key': key } }),
    onSuccess: () => invalidate(),
  });
}

/** `POST /api/wallet/cashout` with an Idempotency-Key: balance → pending cash-out (Proses). */
export function useCashout() {
  const invalidate = useInvalidateWallet();
  return useMutation({
    mutationFn: ({ body, key }: { body: CashoutBody; key: string }) =>
      api.post<CashoutRow>('/wallet/cashout', body, { host: 'second', headers: { 'Idempotency-Key': key } }),
    onSuccess: () => invalidate(),
  });
}

/** `POST /api/wallet/bank`: a new account waiting for the administrator's verification. */
export function useAddBank() {
  const invalidate = useInvalidateWallet();
  return useMutation({
    mutationFn: (body: AddBankBody) => api.post<WalletBank>('/wallet/bank', body, { host: 'second' }),
    onSuccess: () => invalidate(),
  });
}

/** `DELETE /api/wallet/bank/{id}`. */
export function useDeleteBank() {
  const invalidate = useInvalidateWallet();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/wallet/bank/${id}`, { host: 'second' }),
    onSuccess: () => invalidate(),
  });
}
