import type { PartnerModule, PartnerModuleRecord } from '@konsol/contract';
import type { TableParams } from '../../../components/data-table';
import { getPage } from '../../../lib/list-query';
import type { ModulePageData } from './types';

/** `GET /api/admin/modules/{module}` (administrator): every server's record, paged, search on app code or URL. */
export const getAllModules =
  (module: PartnerModule) =>
  (params: TableParams, signal?: AbortSignal): Promise<ModulePageData> =>
    getPage<PartnerModuleRecord>(`/admin/modules/${module}`, params, signal) as Promise<ModulePageData>;
