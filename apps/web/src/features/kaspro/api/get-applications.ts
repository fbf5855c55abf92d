import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { getPage } from '../../../lib/list-query';
import { applicationsQueryKey } from './keys';
import type { KasproApplication } from './types';

/** `GET /api/admin/agenkaspro/applications`: applications registered with the add-application dialog, newest first. */
export const getApplications = (params: TableParams, signal?: AbortSignal) =>
  getPage<KasproApplication>('/admin/agenkaspro/applications', params, signal);

/** The page's applications table (the page and its route's prefetch read the same). */
export const APPLICATIONS_TABLE = {
  queryKey: applicationsQueryKey,
  fetcher: getApplications,
  prefix: 'app.',
} as const satisfies TableSource<KasproApplication>;
