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
