import type { TableParams } from '../components/data-table';
import { type ApiHost, api, apiFile, type PageData } from './api-client';
import { saveFile } from './files';

export interface PageOptions {
  host?: ApiHost;
  /** The name of the search parameter (`cari` for menus, `title` for categories; `search` by default). */
  search?: string;
  /** Filters the server names otherwise than the URL (`{ type: 'filtertype' }`); the others keep their URL name. */
  filters?: Record<string, string>;
  /** Parameters sent as they are, after the table's. */
  extra?: Record<string, string | number>;
}

/**
 * One page of a server list from the DataTable's params: zero-based `page`, `size` (-1 = all), `sort`, the search
 * text and the filters (`awal`, `akhir`…). The one list fetcher of the app; with `params.download` it saves the
 * whole list as a file instead (and answers an empty page).
 *
 * @example
 * fetcher={(p, signal) => getPage<CashoutRow>('/wallet/cashout', p, signal, { host: 'second' })}
 * fetcher={(p, signal) => getPage<Menu>('/backoffice/menu', p, signal, { search: 'cari', filters: { type: 'filtertype' } })}
 */
export async function getPage<T>(path: string, params: TableParams, signal?: AbortSignal, opts: PageOptions = {}): Promise<PageData<T>> {
  const query: Record<string, string | number | undefined> = {
    page: params.size < 0 ? 0 : params.page,
    size: params.size,
    sort: params.sort,
    [opts.search ?? 'search']: params.search || undefined,
    exactTotal: params.exactTotal ? 'true' : undefined,
  };
  for (const [key, value] of Object.entries(params.filters)) query[opts.filters?.[key] ?? key] = value;
  Object.assign(query, opts.extra);
  if (params.download) {
    // The same list as a file: every row matching the filters, search and sort (the server ignores the page).
    const { format, delimiter, onProgress } = params.download;
    const file = await apiFile(path, {
      query: { ...query, page: undefined, size: undefined, exactTotal: undefined, format, delimiter },
      signal,
      host: opts.host,
      onProgress,
    });
    saveFile(file.filename ?? `export.${format}`, file.blob);
    return { content: [], totalElements: 0 };
  }
  const { data } = await api.get<PageData<T>>(path, { query, signal, host: opts.host });
  return data;
}
