import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { LoanRequest } from './types';

/** `GET /api/irmacapital/loan/request`: the last application (null when none). */
export const useLastRequest = (enabled = true) =>
  useQuery({
    queryKey: ['loan', 'request'] as const,
    queryFn: async ({ signal }) => (await api.get<LoanRequest | null>('/irmacapital/loan/request', { signal, host: 'second' })).data,
    enabled,
  });
