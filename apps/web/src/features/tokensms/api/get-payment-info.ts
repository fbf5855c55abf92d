import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TokensmsPaymentInfo } from './types';

/** `GET /api/backoffice/tokensms/payment-info`: the company bank accounts and the messaging contact. */
export const usePaymentInfo = () =>
  useQuery({
    queryKey: ['tokensms', 'payment-info'] as const,
    queryFn: async ({ signal }) => (await api.get<TokensmsPaymentInfo>('/backoffice/tokensms/payment-info', { signal })).data,
    staleTime: 600_000,
  });
