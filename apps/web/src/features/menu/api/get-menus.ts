import type { Menu } from '@konsol/contract';
import type { TableParams } from '../../../components/data-table/table-params';
import type { TableSource } from '../../../components/data-table/table-query';
import { getPage } from '../../../lib/list-query';

export const MENU_PATH = '/backoffice/menu';
/** Query key prefix of every menu query (the DataTable appends its params). */
export const menusQueryKey = ['menu', 'list'] as const;

/** `GET /api/backoffice/menu` with `cari`, `filtertype`, `filterstatus`, `page`, `size`, `sort` (default `id,asc`). */
export const getMenus = (params: TableParams, signal?: AbortSignal) =>
  getPage<Menu>(MENU_PATH, params, signal, { search: 'cari', filters: { type: 'filtertype', status: 'filterstatus' } });

/** The menu table: its query, default sort and URL filters (the page's DataTable and its route's prefetch). */
export const MENU_TABLE = {
  queryKey: menusQueryKey,
  fetcher: getMenus,
  sort: 'id,asc',
  filterKeys: ['type', 'status'],
} as const satisfies TableSource<Menu>;
