import type { Menu } from '@konsol/contract';
import type { TableParams } from '../../../components/data-table';
import { listContent } from '../../../lib/content-resource';

export const MENU_PATH = '/backoffice/menu';
/** Query key prefix of every menu query (the DataTable appends its params). */
export const menusQueryKey = ['menu', 'list'] as const;

/** `GET /api/backoffice/menu` with `cari`, `filtertype`, `filterstatus`, `page`, `size`, `sort` (default `id,asc`). */
export const getMenus = (params: TableParams, signal?: AbortSignal) =>
  listContent<Menu>(MENU_PATH, params, signal, { search: 'cari', filters: { type: 'filtertype', status: 'filterstatus' } });
