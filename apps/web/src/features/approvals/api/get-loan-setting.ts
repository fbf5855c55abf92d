import type { LoanSetting } from '@konsol/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/irmacapital/setting`. */
export const useLoanSettingAdmin = () =>
  useQuery({
    queryKey: ['approvals', 'loan-setting'] as const,
    queryFn: async ({ signal }) => (await api.get<LoanSetting>('/irmacapital/setting', { signal, host: 'second' })).data,
  });
