import type { DeletionRequest } from '@konsol/contract';
import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { getPage } from '../../../lib/list-query';
import { DELETEAKUN_KEY } from './keys';

export const deletionListQueryKey = [DELETEAKUN_KEY, 'list'] as const;

/** `GET /api/apps/account/list-delete` (second host) with `page` (zero-based) and `size`, newest first. */
export const getDeletionRequests = (params: TableParams, signal?: AbortSignal) =>
  getPage<DeletionRequest>('/apps/account/list-delete', { ...params, search: '' }, signal, { host: 'second' });

/** The deletion-request table: its query and URL filter (the page's DataTable and its route's prefetch). */
export const DELETION_TABLE = {
  queryKey: deletionListQueryKey,
  fetcher: getDeletionRequests,
  filterKeys: ['status'],
} as const satisfies TableSource<DeletionRequest>;
