import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Loan } from './types';

/** `GET /api/irmacapital/loan`: limit, used, remaining, status, view, progress, msg (which view the page shows). */
export const loanQueryOptions = () =>
  queryOptions({
    queryKey: ['loan', 'get'] as const,
    queryFn: async ({ signal }) => (await api.get<Loan>('/irmacapital/loan', { signal, host: 'second' })).data,
  });
export const useLoan = () => useQuery(loanQueryOptions());
