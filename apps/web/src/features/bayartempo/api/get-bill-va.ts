import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BAYARTEMPO_KEY, BAYARTEMPO_PATH } from './keys';
import type { BillVa } from './types';

/** `GET …/billva?billid=`: one virtual account per bank (BCA, BNI, BRI, MANDIRI) for amount + fee. */
export const useBillVa = (billId: number | undefined) =>
  useQuery({
    queryKey: [...BAYARTEMPO_KEY, 'billva', billId] as const,
    queryFn: async ({ signal }) => (await api.get<BillVa[]>(`${BAYARTEMPO_PATH}/billva`, { signal, query: { billid: billId } })).data,
    enabled: billId !== undefined,
    staleTime: 60_000,
  });
