import type { PartnerModule } from '@konsol/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { moduleKey } from './keys';
import type { ModulePageData } from './types';

/**
 * `GET /api/api/v1/{module}` (second host): the caller's record as a page of 10 (a server has one record), with
 * the module's `soon` flag.
 */
export const moduleQueryOptions = (module: PartnerModule) =>
  queryOptions({
    queryKey: [...moduleKey(module), 'mine'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<ModulePageData>(`/api/v1/${module}`, { query: { page: 0, size: 10 }, signal, host: 'second' })).data,
  });
