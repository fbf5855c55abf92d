import { useCallback, useMemo, useRef } from 'react';
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
  // Each change builds on the one before it, even when two come before the page renders again (a sort clicked
  // while the search box's debounced change lands): the router hands a functional update the query of the last
  // render, so the second change would write the first one away.
  const latest = useRef(query);
  const seen = useRef(query);
  if (seen.current !== query) {
    // the URL changed (this table's change landed, or back/forward, or a link): start from it
    seen.current = query;
    latest.current = query;
  }
  const update = useCallback(
    (change: Parameters<typeof writeTableParams>[1]) => {
      const next = writeTableParams(latest.current, change, prefix, defaults);
      latest.current = next;
      setQuery(next, { replace: true });
    },
    [setQuery, prefix, defaults],
  );
  return [params, update] as const satisfies readonly [TableParams, unknown];
}
