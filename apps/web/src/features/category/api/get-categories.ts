import type { Category } from '@konsol/contract';
import type { TableParams } from '../../../components/data-table/table-params';
import type { TableSource } from '../../../components/data-table/table-query';
import { getPage } from '../../../lib/list-query';

export const CATEGORY_PATH = '/backoffice/categories';
export const categoriesQueryKey = ['category', 'list'] as const;

/** `GET /api/backoffice/categories` with `title` (search), `page`, `size`, `sort` (default `asc` on the sort number). */
export const getCategories = (params: TableParams, signal?: AbortSignal) =>
  getPage<Category>(CATEGORY_PATH, params, signal, { search: 'title' });

/** The category table: its query and default sort (the page's DataTable and its route's prefetch). */
export const CATEGORY_TABLE = {
  queryKey: categoriesQueryKey,
  fetcher: getCategories,
  sort: 'asc',
} as const satisfies TableSource<Category>;
