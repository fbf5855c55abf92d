import type { Banner } from '@konsol/contract';
import type { TableParams } from '../../../components/data-table';
import { getPage } from '../../../lib/list-query';

export const BANNER_PATH = '/backoffice/banner';
export const bannersQueryKey = ['banner', 'list'] as const;

/** `GET /api/backoffice/banner` with `search`, `page`, `size`, `sort` (default by order). */
export const getBanners = (params: TableParams, signal?: AbortSignal) => getPage<Banner>(BANNER_PATH, params, signal);
