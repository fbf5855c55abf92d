import type { Reseller } from '@konsol/contract';
import type { TableParams } from '../../../components/data-table/table-params';
import type { TableSource } from '../../../components/data-table/table-query';
import { getPage } from '../../../lib/list-query';

/** The spec's path, trailing slash included. */
export const RESELLER_PATH = '/reseller/';
export const resellersQueryKey = ['reseller', 'list'] as const;

/** `GET /api/reseller/` with `search` (kode, nama, e-mail, phone), `page`, `size`, `sort`. */
export const getResellers = (params: TableParams, signal?: AbortSignal) => getPage<Reseller>(RESELLER_PATH, params, signal);

/** The reseller table: its query and default sort (the page's DataTable and its route's prefetch). */
export const RESELLER_TABLE = {
  queryKey: resellersQueryKey,
  fetcher: getResellers,
  sort: 'kode,asc',
} as const satisfies TableSource<Reseller>;
