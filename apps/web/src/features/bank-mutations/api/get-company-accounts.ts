import type { PlatformSettings } from '@konsol/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CompanyAccount } from './types';

/**
 * `GET /api/admin/settings`, read for its `orderPage.banks`: the company accounts a statement belongs to. The
 * settings page's query (same key), so a change saved there shows here.
 */
export const useCompanyAccounts = (enabled = true) =>
  useQuery({
    queryKey: ['platform-settings'] as const,
    queryFn: async ({ signal }) => (await api.get<PlatformSettings>('/admin/settings', { signal })).data,
    select: (settings): CompanyAccount[] => settings.orderPage.banks,
    enabled,
  });
