import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BAYARTEMPO_KEY, BAYARTEMPO_PATH } from './keys';
import type { BayartempoBalance } from './types';

/** `GET …/serpul-rekening/balance`: Total Limit, Limit Request, Sisa Limit, Cash (amount, name), wallet balance. */
export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: [...BAYARTEMPO_KEY, 'balance'] as const,
    queryFn: async ({ signal }) => (await api.get<BayartempoBalance>(`${BAYARTEMPO_PATH}/serpul-rekening/balance`, { signal })).data,
  });
export const useBayartempoBalance = () => useQuery(balanceQueryOptions());
