import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { getPage } from '../../../lib/list-query';
import { agentsQueryKey } from './keys';
import type { KasproAgent } from './types';

/** `GET /api/admin/agenkaspro`: agents, server-paged (size -1 = all); `search` account number, MSISDN, name. */
export const getAgents = (params: TableParams, signal?: AbortSignal) => getPage<KasproAgent>('/admin/agenkaspro', params, signal);

/** The page's agents table (the page and its route's prefetch read the same). */
export const AGENTS_TABLE = {
  queryKey: agentsQueryKey,
  fetcher: getAgents,
  sort: 'updated_at,desc',
} as const satisfies TableSource<KasproAgent>;
