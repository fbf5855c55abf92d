import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BAYARTEMPO_KEY, BAYARTEMPO_PATH } from './keys';
import type { RekeningRow } from './types';

/** `GET …/serpul-rekening`: the cash-out accounts (0 waiting, 1 verified, 2 rejected). */
export const rekeningQueryOptions = () =>
  queryOptions({
    queryKey: [...BAYARTEMPO_KEY, 'rekening'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<RekeningRow[]>(`${BAYARTEMPO_PATH}/serpul-rekening`, { signal, query: { page: 0, size: 100 } })).data,
  });
export const useRekening = () => useQuery(rekeningQueryOptions());
