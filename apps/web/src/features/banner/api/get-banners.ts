import type { Banner } from '@konsol/contract';
import type { TableParams } from '../../../components/data-table';
import { listContent } from '../../../lib/content-resource';

export const BANNER_PATH = '/backoffice/banner';
export const bannersQueryKey = ['banner', 'list'] as const;

/** `GET /api/backoffice/banner` with `search`, `page`, `size`, `sort` (default by order). */
export const getBanners = (params: TableParams, signal?: AbortSignal) => listContent<Banner>(BANNER_PATH, params, signal);
