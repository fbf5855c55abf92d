import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { LoanSetting } from './types';

/** `GET /api/irmacapital/setting`: fee rate, admin charge, periode (days), default limit. */
export const loanSettingQueryOptions = () =>
  queryOptions({
    queryKey: ['loan', 'setting'] as const,
    queryFn: async ({ signal }) => (await api.get<LoanSetting>('/irmacapital/setting', { signal, host: 'second' })).data,
    staleTime: 60_000,
  });
export const useLoanSetting = () => useQuery(loanSettingQueryOptions());
