import type { Wallet } from '@konsol/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** `GET /api/wallet`: balance, pending balance, pending cash-out and the bank accounts of the caller's server. */
export const walletQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'get'] as const,
    queryFn: async ({ signal }) => (await api.get<Wallet>('/wallet', { signal, host: 'second' })).data,
  });
