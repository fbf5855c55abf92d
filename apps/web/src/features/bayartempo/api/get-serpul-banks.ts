import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BAYARTEMPO_KEY, BAYARTEMPO_PATH } from './keys';
import type { SerpulBank } from './types';

/** `GET …/serpul-rekening/banks`: the bank codes an account can be at (about 170). */
export const useSerpulBanks = (enabled = true) =>
  useQuery({
    queryKey: [...BAYARTEMPO_KEY, 'banks'] as const,
    queryFn: async ({ signal }) => (await api.get<SerpulBank[]>(`${BAYARTEMPO_PATH}/serpul-rekening/banks`, { signal })).data,
    staleTime: 3_600_000,
    enabled,
  });
