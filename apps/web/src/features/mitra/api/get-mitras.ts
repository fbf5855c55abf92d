import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { getPage } from '../../../lib/list-query';
import type { Mitra } from './types';

export const mitraQueryKey = ['mitra', 'list'] as const;

/** `GET /api/admin/mitra`: partner servers, server-paged; `search` name, Server ID, e-mail, contact, phone. */
export const getMitras = (params: TableParams, signal?: AbortSignal) => getPage<Mitra>('/admin/mitra', params, signal);

/** The partner-server table: its query, default sort and URL filter (the page's DataTable and its route's prefetch). */
export const MITRA_TABLE = {
  queryKey: mitraQueryKey,
  fetcher: getMitras,
  sort: 'name,asc',
  filterKeys: ['status'],
} as const satisfies TableSource<Mitra>;
