import { type MoneyListQuery, type Page, parseSort, TOTAL_CAP } from '@konsol/contract';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { isPostgres } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { type CounterQuery, type ListOrder, orderedBy, readAfter, readPage } from './paging.js';

export type { ListOrder } from './paging.js';

import { exportingList } from './export.js';
import { type ListSearch, type ScopeAccount, searchMatch, searchPage, searchWhere } from './search.js';
import { wibDayRange, wibToday } from './time.js';

/** A list sorted by `sort`, ties broken by `id` (in the sort's direction unless `tie` says otherwise). */
export function orderOf(sort: ListOrder[number], id = 'id', tie: 'asc' | 'desc' = sort.dir): ListOrder {
  return sort.column === id ? [sort] : [sort, { column: id, dir: tie }];
}

// biome-ignore lint/suspicious/noExplicitAny: any table, joined or aliased; the page's rows are typed by `select`.
type AnySelect = SelectQueryBuilder<any, any, object>;

/**
 * One page of a list with its total: the one way every list is read.
 * - `from` is the list with its filters (tenant first) and nothing selected; `select` picks a row's columns.
 * - `search` keeps the rows containing the text in one of its columns, or a short text at the start of its `prefix`
 *   columns (`searchWhere`); its matches are counted up to `TOTAL_CAP` (`exact: false` past it) unless `exactTotal`
 *   asks for them all.
 * - `counter`: the unfiltered total from the list counters (lib/paging.ts), when they can tell.
 * - `index`: a big list's search index scoped by server (migration 0009); its `select` must name plain columns.
 * @example
 * return listPage({ db, from: db.selectFrom('topups').where('server_id', '=', id), select: (q) => q.select(columns),
 *   order: orderOf(sort), page: q.page, size: q.size, search: { term: q.search, ...TOPUP_SEARCH } });
 */
export async function listPage<QB extends AnySelect, O extends object>(opts: {
  db: Kysely<DB>;
  from: QB;
  // biome-ignore lint/suspicious/noExplicitAny: the row type is all that matters here.
  select: (qb: QB) => SelectQueryBuilder<any, any, O>;
  order: ListOrder;
  page: number;
  size: number;
  search?: ListSearch & { term: string | undefined };
  /** Count every match of the search, past `TOTAL_CAP`. */
  exactTotal?: boolean;
  counter?: CounterQuery;
  /** The total when the caller counted the same rows already (beside its sums). */
  total?: number;
  index?: {
    serverId: number;
    account?: ScopeAccount;
    /** Whether the search is the list's only filter (asked only when the index could answer). */
    alone: () => boolean | Promise<boolean>;
  };
}): Promise<Listed<O>> {
  const { db, order, index } = opts;
  const select = opts.select as unknown as (qb: AnySelect) => AnySelect;
  const term = opts.search?.term?.trim();
  const cap = term && !opts.exactTotal ? TOTAL_CAP : undefined;
  let list: AnySelect = opts.from;
  const batch = exportingList();
  if (batch) {
    // A batch of a file (lib/export.ts): the same rows in the same order, read after the previous batch, without
    // a count; the search index would find the same rows (it is asked only where it agrees with the list's match).
    if (term) list = list.where(searchWhere(db, opts.search!, term, false));
    const read = await readAfter(select(list), order, batch.from, opts.size, isPostgres(db));
    batch.next = read.next;
    return { rows: read.rows as O[], total: 0, exact: true };
  }
  if (term) {
    // The big lists read their rows in order and match each (see searchPage); the others ask the index.
    const predicate = searchWhere(db, opts.search!, term, !index);
    if (index) {
      const match = isPostgres(db) ? undefined : searchMatch(opts.search!.columns, term, index);
      const indexed = match && (await index.alone()) ? match : undefined;
      if (isPostgres(db) || indexed) {
        return searchPage<O>({
          db,
          page: opts.page,
          size: opts.size,
          unsearched: opts.from,
          search: predicate,
          select,
          order,
          cap,
          unsearchedTotal: opts.counter,
          index: indexed ? { table: opts.search!.table, match: indexed } : undefined,
        });
      }
    }
    list = list.where(predicate);
  }
  return readPage<O>({
    page: opts.page,
    size: opts.size,
    counter: term ? undefined : opts.counter,
    cap: opts.total === undefined ? cap : undefined,
    countRows: async () => opts.total ?? (await countOf(db, list, cap)),
    rows: async (w, total) => {
      const rows = total ? select(list).select(total.as('total_elements')) : select(list);
      return (await orderedBy(rows, order, w.reverse).limit(w.limit).offset(w.offset).execute()) as (O & { total_elements?: unknown })[];
    },
  });
}

/** A list's page of rows and its total: exact, or `TOTAL_CAP` when a search stopped counting there (`exact: false`). */
export interface Listed<R> {
  rows: R[];
  total: number;
  exact?: boolean;
}

/** The rows of `list`, counted up to one past `cap` when there is one (the database stops reading there). */
async function countOf(db: Kysely<DB>, list: AnySelect, cap: number | undefined): Promise<number> {
  const counted =
    cap === undefined
      ? list.select(sql<number>`count(*)`.as('n'))
      : db
          .selectFrom(
            list
              .select(sql`1`.as('one'))
              .limit(cap + 1)
              .as('m'),
          )
          .select(sql<number>`count(*)`.as('n'));
  return Number((await counted.executeTakeFirstOrThrow()).n);
}

/** The spec's page answer: a list page's rows (each mapped by `map`), its total, and the page asked for. */
export function pageOf<R, T = R>(q: { page: number; size: number }, list: Listed<R>, map?: (row: R) => T): Page<T> {
  return {
    content: map ? list.rows.map(map) : (list.rows as unknown as T[]),
    totalElements: list.total,
    totalExact: list.exact ?? true,
    page: q.page,
    size: q.size,
  };
}

/** A page request of a money list already turned into bounds, a search text and a whitelisted column. */
export interface ListArgs {
  range?: { from: string; to: string };
  /** Free text the rows contain (trimmed, never empty). */
  search?: string;
  /** Count every match of the search, past `TOTAL_CAP`. */
  exactTotal?: boolean;
  page: number;
  size: number;
  sort: { column: string; dir: 'asc' | 'desc' };
}

/** `awal`…`akhir` (WIB days, inclusive) as ISO UTC bounds [from, to); today WIB when neither is given, unless `defaultToday` is off. */
export function dayRange(
  awal: string | undefined,
  akhir: string | undefined,
  defaultToday = true,
): { from: string; to: string } | undefined {
  if (!awal && !akhir && !defaultToday) return undefined;
  const today = wibToday();
  const first = awal ?? akhir ?? today;
  const last = akhir ?? awal ?? today;
  return { from: wibDayRange(first).from, to: wibDayRange(last).to };
}

/** The column and direction of `sort` (`field,asc|desc` or `asc|desc`), from a whitelist of field → column. */
export function sortOf<F extends string>(
  sort: string | undefined,
  columns: Record<F, string>,
  fallback: { field: NoInfer<F>; dir: 'asc' | 'desc' },
): { column: string; dir: 'asc' | 'desc' } {
  const s = parseSort(sort, Object.keys(columns) as F[], fallback);
  return { column: columns[s.field], dir: s.dir };
}

/** A page request of a money list as repository arguments (WIB day range defaulting to today). */
export function listArgs<F extends string>(
  q: Pick<MoneyListQuery, 'awal' | 'akhir' | 'search' | 'page' | 'size' | 'sort'> & { exactTotal?: boolean },
  columns: Record<F, string>,
  fallback: { field: NoInfer<F>; dir: 'asc' | 'desc' },
  defaultToday = true,
): ListArgs {
  return {
    range: dayRange(q.awal, q.akhir, defaultToday),
    search: q.search?.trim() || undefined,
    exactTotal: q.exactTotal,
    page: q.page,
    size: q.size,
    sort: sortOf(q.sort, columns, fallback),
  };
}

/** Splits a list into chunks (bound parameters per statement stay well under both databases' limits). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
