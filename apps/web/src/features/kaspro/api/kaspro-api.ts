import {
  type ImportResult,
  type KasproAgent,
  type KasproApplication,
  type KasproApplicationBody,
  kasproApplicationBody,
} from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { api, apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/files';
import { getPage } from '../../../lib/list-query';

export type { ImportResult, KasproAgent, KasproApplication, KasproApplicationBody };
export { kasproApplicationBody };

export const agentsQueryKey = ['kaspro', 'agents'] as const;
export const applicationsQueryKey = ['kaspro', 'applications'] as const;

/** `GET /api/admin/agenkaspro`: agents, server-paged (size -1 = all); `search` account number, MSISDN, name. */
export const getAgents = (params: TableParams, signal?: AbortSignal) => getPage<KasproAgent>('/admin/agenkaspro', params, signal);

/** `GET /api/admin/agenkaspro/applications`: applications registered with the add-application dialog, newest first. */
export const getApplications = (params: TableParams, signal?: AbortSignal) =>
  getPage<KasproApplication>('/admin/agenkaspro/applications', params, signal);

/** The page's two tables (the page and its route's prefetch read the same). */
export const AGENTS_TABLE = {
  queryKey: agentsQueryKey,
  fetcher: getAgents,
  sort: 'updated_at,desc',
} as const satisfies TableSource<KasproAgent>;
export const APPLICATIONS_TABLE = {
  queryKey: applicationsQueryKey,
  fetcher: getApplications,
  prefix: 'app.',
} as const satisfies TableSource<KasproApplication>;

/** Every agent id matching a search (for "export all"; the server caps a list at 10000 rows). */
export async function allAgentIds(search: string): Promise<number[]> {
  const page = await getPage<KasproAgent>('/admin/agenkaspro', { page: 0, size: -1, search, filters: {} });
  return page.content.map((a) => a.id);
}

/**
 * `POST /api/admin/agenkaspro/export {ids}`: the chosen agents as a CSV file, saved by the browser (the answer is a
 * file, not the JSON envelope; errors still come as JSON).
 */
export async function exportAgents(ids: number[]): Promise<{ filename: string; count: number }> {
  const file = await apiFile('/admin/agenkaspro/export', {
    method: 'POST',
    body: { ids },
    headers: { Accept: 'text/csv, application/json' },
  });
  const filename = file.filename ?? 'agenkaspro.csv';
  saveFile(filename, file.blob);
  return { filename, count: ids.length };
}

/**
 * `POST /api/admin/agenkaspro/import` (multipart `file`): all or nothing; a bad file answers 400 with
 * `errors["<line>.<field>"]` and imports nothing.
 */
export function useImportAgents() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<ImportResult>('/admin/agenkaspro/import', form);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: agentsQueryKey }),
  });
}

/** `POST /api/admin/agenkaspro/applications`: registers a Kaspro application. */
export function useCreateApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: KasproApplicationBody) => api.post<KasproApplication>('/admin/agenkaspro/applications', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: applicationsQueryKey }),
  });
}

/** A line-numbered import error (`"3.msisdn"`) as line, field and message, in line order. */
export function importErrors(errors: Record<string, string> | undefined): { line: number; field: string; message: string }[] {
  return Object.entries(errors ?? {})
    .map(([key, message]) => {
      const [line, ...field] = key.split('.');
      return { line: Number(line), field: field.join('.'), message };
    })
    .sort((a, b) => a.line - b.line || a.field.localeCompare(b.field));
}
