import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readTableParams, type TableDefaults, type TableParams, writeTableParams } from './table-params';

export interface UseTableParamsOptions extends TableDefaults {
  /** Distinguishes several tables on one page (e.g. tabs): `cashin.` gives `cashin.page`, `cashin.size`… */
  prefix?: string;
  /** Filter names kept in the URL beside page/size/sort/search. */
  filterKeys?: readonly string[];
}

/**
 * A server-paged table's params, kept in the URL query so a reload (or a shared link) shows the same rows.
 *
 * @example
 * const [params, update] = useTableParams({ sort: 'id,desc', filterKeys: ['awal', 'akhir'], filters: { awal: todayWib() } });
 * update({ filters: { awal: '2025-01-01' } });   // back to page 0
 */
export function useTableParams(opts: UseTableParamsOptions = {}) {
  const [query, setQuery] = useSearchParams();
  const { prefix = '', filterKeys, size, sort, filters } = opts;
  const defaults = useMemo<TableDefaults>(() => ({ size, sort, filters }), [size, sort, filters]);
  const keys = useMemo(() => filterKeys ?? [], [filterKeys]);
  const params = useMemo(() => readTableParams(query, prefix, defaults, keys), [query, prefix, defaults, keys]);
  const update = useCallback(
    (change: Parameters<typeof writeTableParams>[1]) =>
      setQuery((current) => writeTableParams(current, change, prefix, defaults), { replace: true }),
    [setQuery, prefix, defaults],
  );
  return [params, update] as const satisfies readonly [TableParams, unknown];
}
