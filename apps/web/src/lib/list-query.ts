import type { TableParams } from '../components/data-table';
import { type ApiHost, api, type PageData } from './api-client';

/**
 * One page of a server list from the DataTable's params: zero-based `page`, `size` (-1 = all), `sort`, `search`
 * and the filters as they are named in the URL (`awal`, `akhir`…).
 *
 * @example
 * fetcher={(p, signal) => getPage<CashoutRow>('/wallet/cashout', p, signal)}
 */
export async function getPage<T>(
  path: string,
  params: TableParams,
  signal?: AbortSignal,
  opts: { host?: ApiHost; extra?: Record<string, string> } = {},
) {
  const query = {
    page: params.size < 0 ? 0 : params.page,
    size: params.size,
    sort: params.sort,
    search: params.search || undefined,
    ...params.filters,
    ...opts.extra,
  };
  return (await api.get<PageData<T>>(path, { query, signal, host: opts.host })).data;
}
