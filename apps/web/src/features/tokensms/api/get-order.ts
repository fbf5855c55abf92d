import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TokensmsOrderRow } from './types';

/** `GET /api/backoffice/tokensms/order/{id}`. */
export const orderQueryOptions = (id: string | number) =>
  queryOptions({
    queryKey: ['tokensms', 'order', String(id)] as const,
    queryFn: async ({ signal }) =>
      (await api.get<TokensmsOrderRow>(`/backoffice/tokensms/order/${encodeURIComponent(String(id))}`, { signal })).data,
  });
export const useOrder = (id: string | number | undefined) =>
  useQuery({ ...orderQueryOptions(id ?? ''), enabled: id !== undefined && id !== '' });
