/** Page sizes of SPEC §9: 10, 25, 50 and All (-1, which the server turns into 10000). */
export const PAGE_SIZES = [10, 25, 50, -1] as const;

/** What a server-paged list asks for: zero-based page, size, `field,asc|desc` sort, search text and filters. */
export interface TableParams {
  page: number;
  size: number;
  sort?: string;
  search: string;
  filters: Record<string, string>;
  /** Counts every match of the search, past the 1,000 the server stops at otherwise ("count all"). */
  exactTotal?: boolean;
  /** Asks the list's every matching row as a file instead of a page (`getPage` saves it). */
  download?: TableDownload;
}

/** A list's file (DESIGN §11): its format, the CSV delimiter, and the bytes received so far as they come. */
export interface TableDownload {
  format: 'csv' | 'xlsx';
  delimiter: 'comma' | 'semicolon';
  onProgress?: (bytes: number) => void;
}

export interface TableDefaults {
  size?: number;
  sort?: string;
  filters?: Record<string, string>;
}

const names = (prefix: string) => ({ page: `${prefix}page`, size: `${prefix}size`, sort: `${prefix}sort`, search: `${prefix}q` });

/** Reads a table's params from the URL query (missing or invalid values take the defaults). */
export function readTableParams(
  query: URLSearchParams,
  prefix = '',
  defaults: TableDefaults = {},
  filterKeys: readonly string[] = [],
): TableParams {
  const n = names(prefix);
  const page = Number(query.get(n.page));
  const size = Number(query.get(n.size));
  const defaultSize = defaults.size ?? 10;
  const sort = query.get(n.sort) ?? defaults.sort;
  const filters: Record<string, string> = {};
  for (const key of filterKeys) {
    const v = query.get(`${prefix}${key}`) ?? defaults.filters?.[key];
    if (v !== undefined && v !== null && v !== '') filters[key] = v;
  }
  return {
    page: Number.isInteger(page) && page > 0 ? page : 0,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultSize,
    sort: sort && /^[\w.]+(,(asc|desc))?$|^(asc|desc)$/i.test(sort) ? sort : defaults.sort,
    search: query.get(n.search) ?? '',
    filters,
  };
}

/**
 * Writes a change into the URL query; values equal to the defaults are left out so URLs stay short. Any change
 * but the page itself goes back to the first page.
 */
export function writeTableParams(
  query: URLSearchParams,
  change: Partial<Omit<TableParams, 'filters'>> & { filters?: Record<string, string | undefined> },
  prefix = '',
  defaults: TableDefaults = {},
): URLSearchParams {
  const next = new URLSearchParams(query);
  const n = names(prefix);
  const set = (key: string, value: string | number | undefined, fallback?: string | number) => {
    if (value === undefined || value === '' || value === fallback) next.delete(key);
    else next.set(key, String(value));
  };
  if (change.size !== undefined) set(n.size, change.size, defaults.size ?? 10);
  if (change.sort !== undefined) set(n.sort, change.sort, defaults.sort);
  if (change.search !== undefined) set(n.search, change.search.trim());
  for (const [key, value] of Object.entries(change.filters ?? {})) set(`${prefix}${key}`, value, defaults.filters?.[key]);
  const resetsPage = change.size !== undefined || change.sort !== undefined || change.search !== undefined || change.filters !== undefined;
  set(n.page, change.page ?? (resetsPage ? 0 : undefined), 0);
  return next;
}

/** The next sort when a column header is clicked: asc, then desc, then back to the default. */
export function nextSort(current: string | undefined, field: string, defaultSort?: string): string | undefined {
  const [f, dir] = (current ?? '').split(',');
  if (f !== field) return `${field},asc`;
  if (dir === 'asc') return `${field},desc`;
  return defaultSort && !defaultSort.startsWith(`${field},`) ? defaultSort : `${field},asc`;
}

/** The column and direction of a sort value, for the header's sort arrow. */
export function parseSortValue(sort: string | undefined): { field?: string; dir: 'asc' | 'desc' } {
  if (!sort) return { dir: 'asc' };
  const [f, d] = sort.split(',');
  if (f === 'asc' || f === 'desc') return { dir: f };
  return { field: f, dir: d === 'desc' ? 'desc' : 'asc' };
}
