import type { PartnerModule, PartnerModuleRecord } from '@konsol/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TableParams } from '../../../components/data-table';
import { api, type PageData } from '../../../lib/api-client';
import { getPage } from '../../../lib/list-query';

/** A module page: the rows and whether the module is still "soon" (under development). */
export type ModulePageData = PageData<PartnerModuleRecord> & { soon: boolean };

/** Every query of a module starts with `['modules', module]`; a change reloads them all. */
export const moduleKey = (module: PartnerModule) => ['modules', module] as const;

/**
 * `GET /api/api/v1/{module}` (second host): the caller's record as a page of 10 (a server has one record), with
 * the module's `soon` flag.
 */
export const moduleQueryOptions = (module: PartnerModule) =>
  queryOptions({
    queryKey: [...moduleKey(module), 'mine'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<ModulePageData>(`/api/v1/${module}`, { query: { page: 0, size: 10 }, signal, host: 'second' })).data,
  });

/** `GET /api/admin/modules/{module}` (administrator): every server's record, paged, search on app code or URL. */
export const getAllModules =
  (module: PartnerModule) =>
  (params: TableParams, signal?: AbortSignal): Promise<ModulePageData> =>
    getPage<PartnerModuleRecord>(`/admin/modules/${module}`, params, signal) as Promise<ModulePageData>;

/** `PUT /api/api/v1/{module} {url_module}`: the caller's URL Webportal; the activation stays as it is. */
export function useSaveModuleUrl(module: PartnerModule) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (url_module: string) => api.put<PartnerModuleRecord>(`/api/v1/${module}`, { url_module }, { host: 'second' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: moduleKey(module) }),
  });
}

/** `POST /api/admin/modules/{module}/{app_code}/status {status}`: the administrator activates (1) or deactivates (0). */
export function useSetModuleStatus(module: PartnerModule) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ app_code, status }: { app_code: string; status: 0 | 1 }) =>
      api.post<PartnerModuleRecord>(`/admin/modules/${module}/${encodeURIComponent(app_code)}/status`, { status }),
    onSettled: () => qc.invalidateQueries({ queryKey: moduleKey(module) }),
  });
}

/** `PUT /api/admin/modules/{module}/soon {soon}`: shows or hides the under-development placeholder for every server. */
export function useSetModuleSoon(module: PartnerModule) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (soon: boolean) => api.put<Record<PartnerModule, boolean>>(`/admin/modules/${module}/soon`, { soon }),
    onSettled: () => qc.invalidateQueries({ queryKey: moduleKey(module) }),
  });
}
