import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Key, useCallback, useEffect, useRef, useState } from 'react';
import { type TableSource, tableQueryOptions } from './table-query';
import { useTableParams } from './use-table-params';

/**
 * What a server-paged table does, apart from drawing it: its params in the URL, the search box's text pushed there
 * after a pause, the page query (with "count all" past the capped total), a page past the end moved back, and the
 * row selection.
 */
export function useListController<T>(
  source: TableSource<T>,
  selection: { rowKey: (row: T) => Key; selected: Key[]; onSelectedChange?: (keys: Key[], rows: T[]) => void },
) {
  const { queryKey, fetcher, ...paramOptions } = source;
  const { rowKey, selected, onSelectedChange } = selection;
  const [params, update] = useTableParams(paramOptions);
  const [searchText, setSearchText] = useState(params.search);

  // Search follows typing after a pause; the URL (and so the query) changes once. Only a change of the URL made
  // elsewhere (back button, a link) is copied into the box: the search this box wrote itself must not overwrite
  // what was typed since.
  const pushedSearch = useRef(params.search);
  useEffect(() => {
    if (params.search !== pushedSearch.current) setSearchText(params.search);
    pushedSearch.current = params.search;
  }, [params.search]);
  const pushSearch = useCallback(
    (text: string) => {
      pushedSearch.current = text.trim();
      update({ search: text });
    },
    [update],
  );
  useEffect(() => {
    if (searchText.trim() === params.search) return;
    const timer = setTimeout(() => pushSearch(searchText), 400);
    return () => clearTimeout(timer);
  }, [searchText, params.search, pushSearch]);

  // A search past 1,000 matches is counted to there ("1.000+"); "count all" holds for the search and filters it was
  // asked for.
  const listKey = JSON.stringify([params.search, params.filters]);
  const [countAllFor, setCountAllFor] = useState<string>();
  const queryParams = countAllFor === listKey ? { ...params, exactTotal: true } : params;
  const query = useQuery({ ...tableQueryOptions({ queryKey, fetcher }, queryParams), placeholderData: keepPreviousData });
  const rows = query.data?.content ?? [];
  const total = query.data?.totalElements ?? 0;
  const exact = query.data?.totalExact !== false;

  // A page past the end (after deletes, or an old link) moves to the last page.
  useEffect(() => {
    if (!query.data || !exact || params.size < 0 || params.page === 0) return;
    const last = Math.max(0, Math.ceil(total / params.size) - 1);
    if (params.page > last) update({ page: last });
  }, [query.data, exact, total, params.page, params.size, update]);

  const selectedSet = new Set(selected);
  const pageKeys = rows.map(rowKey);
  const emitSelection = (keys: Key[]) => {
    const set = new Set(keys);
    onSelectedChange?.(
      keys,
      rows.filter((r) => set.has(rowKey(r))),
    );
  };
  // The page the rows on screen belong to: while the next page loads, the previous page's rows stay (placeholder
  // data) with their own numbers, and are not rendered again for a label that would be wrong anyway.
  const shownPage = useRef(params.page);
  if (!query.isPlaceholderData) shownPage.current = params.page;
  // The rows' checkbox handler stays one function (the rows are memoised) and acts on the latest selection.
  const toggleRef = useRef<(key: Key, checked: boolean) => void>(() => undefined);
  toggleRef.current = (key, checked) => emitSelection(checked ? [...selected, key] : selected.filter((k) => k !== key));
  const toggleRow = useCallback((key: Key, checked: boolean) => toggleRef.current(key, checked), []);

  return {
    params,
    update,
    search: { text: searchText, setText: setSearchText, push: () => pushSearch(searchText) },
    query,
    rows,
    total,
    exact,
    countAll: () => setCountAllFor(listKey),
    selection: {
      set: selectedSet,
      allOnPage: pageKeys.length > 0 && pageKeys.every((k) => selectedSet.has(k)),
      someOnPage: pageKeys.some((k) => selectedSet.has(k)),
      togglePage: (checked: boolean) =>
        emitSelection(checked ? [...new Set([...selected, ...pageKeys])] : selected.filter((k) => !pageKeys.includes(k))),
      toggleRow,
      shownPage: shownPage.current,
    },
  };
}
