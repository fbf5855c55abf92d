import type { Category } from '@konsol/contract';
import type { TableParams } from '../../../components/data-table';
import { listContent } from '../../../lib/content-resource';

export const CATEGORY_PATH = '/backoffice/categories';
export const categoriesQueryKey = ['category', 'list'] as const;

/** `GET /api/backoffice/categories` with `title` (search), `page`, `size`, `sort` (default `asc` on the sort number). */
export const getCategories = (params: TableParams, signal?: AbortSignal) =>
  listContent<Category>(CATEGORY_PATH, params, signal, { search: 'title' });
