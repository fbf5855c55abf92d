import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { WIB_OFFSET_MS, wibToday } from './time.js';

/** Row counts of the big lists, kept by triggers (migration 0006): exact `totalElements` without a scan. */
export interface ListCountsTable {
  server_id: number;
  /** The list's name (its module's own: `menus`, `resellers`, `wallet:<account>`, `tokensms`). */
  list: string;
  /** A part of the list the module counts apart (a WIB day `YYYY-MM-DD`, a type and status), or `''`. */
  bucket: string;
  n: number;
}

export type CounterQuery = SelectQueryBuilder<DB, 'list_counts', { n: number }>;

/** Which rows of a list a page reads: see `pageWindow`. */
export interface PageWindow {
  reverse: boolean;
  offset: number;
  limit: number;
}

/**
 * The total of one list of one server from its counters, as a query (a statement of its own, or a scalar
 * subquery of the page's statement); `narrow` limits the buckets. The module that owns a list knows its buckets.
 * @example
 * counterTotal(db, serverId, 'menus', (c) => c.where('bucket', '=', `${type}:${status}`))
 */
export function counterTotal(db: Kysely<DB>, serverId: number, list: string, narrow?: (q: CounterQuery) => CounterQuery): CounterQuery {
  const q: CounterQuery = db
    .selectFrom('list_counts')
    .select(sql<number>`coalesce(sum(n), 0)`.as('n'))
    .where('server_id', '=', serverId)
    .where('list', '=', list);
  return narrow ? narrow(q) : q;
}

/** A counter query's answer. */
export const counted = async (q: CounterQuery) => Number((await q.executeTakeFirst())?.n ?? 0);

/**
 * A list counted by WIB day (its buckets are `YYYY-MM-DD`), over a time range: undefined when the range is not whole
 * WIB days (then the rows must be counted).
 */
export function dayCounter(db: Kysely<DB>, serverId: number, list: string, range: { from: string; to: string } | undefined) {
  if (!range) return counterTotal(db, serverId, list);
  const days = wibDaysOf(range);
  return days ? counterTotal(db, serverId, list, (q) => q.where('bucket', '>=', days.first).where('bucket', '<=', days.last)) : undefined;
}

/**
 * Whether a time range holds every row of a list counted by WIB day (or there is no range): then it narrows nothing.
 * The search index of such a list knows no days, so it can answer only then. A range that is not whole WIB days
 * is taken to narrow.
 */
export async function spansEveryDay(db: Kysely<DB>, serverId: number, list: string, range: { from: string; to: string } | undefined) {
  if (!range) return true;
  const days = wibDaysOf(range);
  if (!days) return false;
  const r = await db
    .selectFrom('list_counts')
    .select([sql<string | null>`min(bucket)`.as('first'), sql<string | null>`max(bucket)`.as('last')])
    .where('server_id', '=', serverId)
    .where('list', '=', list)
    .where('n', '>', 0)
    .executeTakeFirst();
  return !r?.first || !r.last || (days.first <= r.first && r.last <= days.last);
}

/**
 * Reads one page with its total. Page 0 takes its rows and the counters' total in one statement (the
 * total rides on each row as `total_elements`); other pages, or a page 0 with no rows, ask the total first and
 * read the page from its nearer end (see pageWindow). `counter` is undefined when the counters cannot answer (a
 * search): the rows are counted then, up to one past `cap` when there is one; a total past it is not exact, and its
 * pages are read from the start.
 */
export async function readPage<R extends object>(opts: {
  page: number;
  size: number;
  counter?: CounterQuery;
  cap?: number;
  countRows: () => Promise<number>;
  rows: (w: PageWindow, total?: CounterQuery) => Promise<(R & { total_elements?: unknown })[]>;
}): Promise<{ rows: R[]; total: number; exact: boolean }> {
  const strip = (list: (R & { total_elements?: unknown })[]) =>
    list.map((r) => {
      const { total_elements: _, ...rest } = r;
      return rest as R;
    });
  if (opts.counter && opts.page === 0 && opts.size) {
    const first = await opts.rows({ reverse: false, offset: 0, limit: opts.size }, opts.counter);
    if (first.length) return { rows: strip(first), total: Number(first[0]!.total_elements), exact: true };
  }
  const { total, exact } = cappedTotal(opts.counter ? await counted(opts.counter) : await opts.countRows(), opts.cap);
  // a count alone (size 0, the approvals' counts) reads no rows
  if (!opts.size) return { rows: [], total, exact };
  const w = pageWindow(total, opts.page, opts.size, exact);
  const rows = strip(await opts.rows(w));
  return { rows: w.reverse ? rows.reverse() : rows, total, exact };
}

/**
 * The WIB days `[first, last]` a time range `[from, to)` covers exactly, or undefined when its ends are not WIB
 * midnights (then the counters by day cannot answer and the rows must be counted).
 */
export function wibDaysOf(range: { from: string; to: string }): { first: string; last: string } | undefined {
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  const midnight = (ms: number) => (ms + WIB_OFFSET_MS) % 86_400_000 === 0;
  if (!Number.isFinite(from) || !Number.isFinite(to) || !midnight(from) || !midnight(to) || to <= from) return undefined;
  return { first: wibToday(from), last: wibToday(to - 1) };
}

/**
 * The total a page answers with, from a count taken up to one past `cap` (when there is one): the count itself up
 * to `cap`, past it `cap`, not exact.
 */
export function cappedTotal(counted: number, cap: number | undefined): { total: number; exact: boolean } {
  const exact = cap === undefined || counted <= cap;
  return { total: exact ? counted : cap!, exact };
}

/**
 * Which rows a zero-based page is, read from the nearer end. A page past the middle is read in the reverse order
 * with the smaller offset counted from the end (and its rows turned back), so the last page of a million rows
 * costs what the first one does. The order must be total (a unique tie-breaker). When the total is not exact the
 * list's end is unknown, and its pages are read from the start.
 */
export function pageWindow(total: number, page: number, size: number, exact = true): PageWindow {
  const offset = page * size;
  if (offset >= total || !exact) return { reverse: false, offset, limit: size };
  const limit = Math.min(size, total - offset);
  const fromEnd = total - offset - limit;
  return fromEnd < offset ? { reverse: true, offset: fromEnd, limit } : { reverse: false, offset, limit };
}

const flip = (dir: 'asc' | 'desc'): 'asc' | 'desc' => (dir === 'asc' ? 'desc' : 'asc');

/** A list's order (columns, or expressions over them), ties broken by a unique column: a page must be a slice of one total order. */
export type ListOrder = readonly { column: string | Expression<unknown>; dir: 'asc' | 'desc' }[];

/** `order` applied to a query, every direction turned over with `reverse` (a page read from the list's end). */
export function orderedBy<Q extends { orderBy: (...args: never[]) => unknown }>(qb: Q, order: ListOrder, reverse: boolean): Q {
  let out = qb as unknown as { orderBy: (ref: unknown, dir: 'asc' | 'desc') => unknown };
  for (const o of order) {
    out = out.orderBy(typeof o.column === 'string' ? sql.ref(o.column) : o.column, reverse ? flip(o.dir) : o.dir) as typeof out;
  }
  return out as unknown as Q;
}

/** Where a keyset read resumes: in the NULLs of the order's first column or in its values, after the row `key`. */
export interface SeekFrom {
  nulls: boolean;
  /** The order columns' values of the last row read (undefined: the group's first row). */
  key?: unknown[];
}

/** Whether a column's NULLs come before its values: SQLite takes NULL as the smallest value, PostgreSQL the largest. */
const nullsFirst = (dir: 'asc' | 'desc', postgres: boolean) => (dir === 'asc') !== postgres;

const columnOf = (o: ListOrder[number]) => (typeof o.column === 'string' ? sql.ref(o.column) : o.column);

/**
 * The rows after `at` in `order`, as ranges read one after the other, each one index range on both databases
 * (equal on a prefix of the order, then past the key on one column): the rest of the last row's ties first, then
 * past its value on each column going left. In the NULL group the first column is NULL throughout.
 */
function rangesAfter(order: ListOrder, at: SeekFrom): Expression<SqlBool>[] {
  const columns = order.map(columnOf);
  const nulls = sql<SqlBool>`${columns[0]} is ${sql.raw(at.nulls ? 'null' : 'not null')}`;
  if (!at.key) return [nulls];
  const key = at.key;
  const ranges: Expression<SqlBool>[] = [];
  for (let i = order.length - 1; i >= (at.nulls ? 1 : 0); i--) {
    const same = columns.slice(0, i).map((c, j) => (j === 0 && at.nulls ? nulls : sql<SqlBool>`${c} = ${key[j]}`));
    const past = sql<SqlBool>`${columns[i]} ${sql.raw(order[i]!.dir === 'asc' ? '>' : '<')} ${key[i]}`;
    ranges.push(sql.join([...same, past], sql` and `));
  }
  return ranges;
}

/**
 * Up to `size` rows of a list in `order` from `from` (the list's start when undefined), and where the next read
 * resumes (undefined at the list's end): a keyset read, which costs the same wherever it starts. The first column's
 * NULLs, at the end where the database sorts them, are read as a group of their own; the columns after it (ties,
 * ending in a unique id) are never NULL. The rows keep the key's columns (`_seek0`…): a file writes only its own.
 */
export async function readAfter(
  // biome-ignore lint/suspicious/noExplicitAny: any list's query; its rows come back as they were selected.
  qb: SelectQueryBuilder<any, any, object>,
  order: ListOrder,
  from: SeekFrom | undefined,
  size: number,
  postgres: boolean,
): Promise<{ rows: Record<string, unknown>[]; next?: SeekFrom }> {
  const startsWithNulls = nullsFirst(order[0]!.dir, postgres);
  const keys = order.map((_, i) => `_seek${i}`);
  const withKeys = qb.select(order.map((o, i) => sql`${columnOf(o)}`.as(keys[i]!)));
  const rows: Record<string, unknown>[] = [];
  let at: SeekFrom = from ?? { nulls: startsWithNulls };
  for (;;) {
    for (const range of rangesAfter(order, at)) {
      const got = (await orderedBy(withKeys.where(range), order, false)
        .limit(size - rows.length)
        .execute()) as Record<string, unknown>[];
      const last = got[got.length - 1];
      // The ranges were taken from where this batch began; `at` is where the next one will.
      if (last) at = { nulls: at.nulls, key: keys.map((k) => last[k]) };
      rows.push(...got);
      if (rows.length >= size) return { rows, next: at };
    }
    // This group ended: the other one follows when it comes second.
    if (at.nulls !== startsWithNulls) return { rows };
    at = { nulls: !at.nulls };
  }
}
