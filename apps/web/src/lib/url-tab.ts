import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The tab a page's URL names in `tab`, else the page's first tab (its default, which the URL leaves out); the
 * page and its route's loader read the URL alike.
 *
 * @example
 * const tab = tabOf(query, ['cashin', 'pending', 'history'] as const); // 'cashin' for /wallet
 */
export function tabOf<T extends string>(query: URLSearchParams, tabs: readonly [T, ...T[]]): T {
  const tab = query.get('tab') as T | null;
  return tab !== null && tabs.includes(tab) ? tab : tabs[0];
}

/**
 * A page's tab kept in the URL: the tab it names (`tabOf`) and the setter that opens another. The first tab leaves
 * `tab` out of the URL; the rest of the query stays as it is, and the change replaces the history entry.
 *
 * @example
 * const [tab, setTab] = useUrlTab(WALLET_TABS);
 * <Tabs value={tab} onChange={(_e, v: WalletTab) => setTab(v)}>…</Tabs>
 */
export function useUrlTab<T extends string>(tabs: readonly [T, ...T[]]): [T, (next: T) => void] {
  const [query, setQuery] = useSearchParams();
  const setTab = useCallback(
    (next: T) =>
      setQuery(
        (q) => {
          const n = new URLSearchParams(q);
          if (next === tabs[0]) n.delete('tab');
          else n.set('tab', next);
          return n;
        },
        { replace: true },
      ),
    [setQuery, tabs],
  );
  return [tabOf(query, tabs), setTab];
}
