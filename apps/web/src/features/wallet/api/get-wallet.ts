import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { walletQueryOptions } from '../../../lib/wallet-query';
import type { BankMaster, Channel } from './types';

export const useWallet = () => useQuery(walletQueryOptions());

/** `GET /api/banks`: the banks a wallet account can be at (BCA, MANDIRI, BNI, BRI). */
export const useBanks = () =>
  useQuery({
    queryKey: ['wallet', 'banks'] as const,
    queryFn: async ({ signal }) => (await api.get<BankMaster[]>('/banks', { signal, host: 'second' })).data,
    staleTime: 3_600_000,
  });

/** `GET /api/channel`: cash-in channels with their fees. */
export const useChannels = (enabled = true) =>
  useQuery({
    queryKey: ['wallet', 'channels'] as const,
    queryFn: async ({ signal }) => (await api.get<Channel[]>('/channel', { signal, host: 'second' })).data,
    staleTime: 600_000,
    enabled,
  });
