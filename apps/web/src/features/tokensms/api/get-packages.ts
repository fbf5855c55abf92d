import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TokensmsPackage } from './types';

/** `GET /api/backoffice/tokensms/denom`: the packages on sale. */
export const usePackages = () =>
  useQuery({
    queryKey: ['tokensms', 'denom'] as const,
    queryFn: async ({ signal }) => (await api.get<TokensmsPackage[]>('/backoffice/tokensms/denom', { signal })).data,
  });
