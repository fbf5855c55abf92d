import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/files';
import { getPage } from '../../../lib/list-query';
import type { KasproAgent } from './types';

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
