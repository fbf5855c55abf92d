import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { PageData } from '../../lib/api-client';
import { readTableParams, type TableParams } from './table-params';
import type { UseTableParamsOptions } from './use-table-params';

/** What a server-paged table reads: its query key prefix, its fetcher and its URL params (defaults, filters). */
export interface TableSource<T> extends UseTableParamsOptions {
  /** Query key prefix, `[resource, op]`; the table appends its params. Invalidate it after a change. */
  queryKey: readonly unknown[];
  /** Loads one page: `page` is zero-based, `size` -1 means All. */
  fetcher: (params: TableParams, signal: AbortSignal) => Promise<PageData<T>>;
}

/** The query of one page of a table: the DataTable's own, and its route's prefetch (same key, one request). */
export const tableQueryOptions = <T>(source: Pick<TableSource<T>, 'queryKey' | 'fetcher'>, params: TableParams) =>
  queryOptions({ queryKey: [...source.queryKey, params], queryFn: ({ signal }) => source.fetcher(params, signal) });

/**
 * Starts loading the page a table will show at `url` (its params read from the URL as the table reads them), so
 * a route's loader can ask for the rows while the page's chunk is still on its way.
 *
 * @example
 * prefetch: ({ queryClient, url }) => prefetchTable(queryClient, url, MENU_TABLE)
 */
export function prefetchTable<T>(queryClient: QueryClient, url: URL, source: TableSource<T>) {
  const { prefix = '', size, sort, filters, filterKeys = [] } = source;
  const params = readTableParams(url.searchParams, prefix, { size, sort, filters }, filterKeys);
  return queryClient.prefetchQuery(tableQueryOptions(source, params));
}
