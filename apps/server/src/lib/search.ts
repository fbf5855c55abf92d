import { likeContains } from '@konsol/contract';
import { type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { isPostgres } from '../db/database.js';
import { scopeText } from '../db/migrations/0009-search.js';
import type { DB } from '../db/schema.js';
import { type CounterQuery, flip, pageWindow, readPage } from './paging.js';

/**
 * The lists' free-text search: "contains", ignoring case, with the LIKE wildcards of the search text taken
 * literally. SQLite's LIKE already ignores case (ASCII, as its lower() does); PostgreSQL uses ILIKE, which the
 * trigram indexes of migration 0009 serve.
 */
export function containsAny(db: Kysely<DB>, columns: readonly string[], term: string): RawBuilder<SqlBool> {
  const pattern = likeContains(term);
  const op = isPostgres(db) ? sql`ilike` : sql`like`;
  return sql<SqlBool>`(${sql.join(
    columns.map((c) => sql`${sql.ref(c)} ${op} ${pattern} escape '!'`),
    sql` or `,
  )})`;
}

/**
 * The big lists with a search index (SQLite FTS5 `<table>_search`, PostgreSQL `<table>_<column>_trgm_idx`: migration
 * 0009), and the columns their search looks in. A list added here needs a migration that indexes it the same way.
 */
export const SEARCHED = {
  menus: { columns: ['label', 'description', 'kodeproduk'] },
  resellers: { columns: ['kode', 'nama', 'email', 'phone'] },
  wallet_ledger: { columns: ['description', 'ref_id'] },
  tokensms_history: { columns: ['phone', 'senderid'] },
} as const satisfies Record<string, { columns: readonly string[] }>;

export type SearchedTable = keyof typeof SEARCHED;

const quoted = (s: string) => `"${s.replaceAll('"', '""')}"`;

/**
 * The FTS5 query that finds the rows of one server (for the wallet ledger, of one of its accounts) containing `term`
 * in a searched column of `table` (SQLite), or
 * undefined when the trigram index cannot answer it: a term of fewer than three characters has no trigram, and
 * outside printable ASCII the index's Unicode case folding could match a row that LIKE (ASCII folding) does not.
 * Within printable ASCII the two agree: a phrase of the trigram tokenizer matches where the text contains it.
 */
export function searchMatch(
  table: SearchedTable,
  term: string,
  serverId: number,
  account?: Parameters<typeof scopeText>[1],
): string | undefined {
  if (term.length < 3 || !/^[\x20-\x7e]+$/.test(term)) return undefined;
  return `scope : ${quoted(scopeText(serverId, account))} AND {${SEARCHED[table].columns.join(' ')}} : ${quoted(term)}`;
}

/**
 * How many rows ahead of its page the ordered scan reads for a search, over the rows it expects to need if the
 * matches were spread evenly through the order. A page whose window holds too few matches is read again from
 * the matches.
 */
const WINDOW_MARGIN = 3;

/** A list's order, ties broken by a unique column (the page must be a slice of one total order). */
export type ListOrder = readonly { column: string; dir: 'asc' | 'desc' }[];

/** `order` applied to a query, every direction turned over with `reverse` (a page read from the list's end). */
export function orderedBy<Q extends { orderBy: (...args: never[]) => unknown }>(qb: Q, order: ListOrder, reverse: boolean): Q {
  let out = qb as unknown as { orderBy: (ref: unknown, dir: 'asc' | 'desc') => unknown };
  for (const o of order) out = out.orderBy(sql.ref(o.column), reverse ? flip(o.dir) : o.dir) as typeof out;
  return out as unknown as Q;
}

/**
 * One page of a searched list with its exact total, read in a way no planner can turn into a scan of the whole
 * list. The matches are counted first: on SQLite by the search index alone (`index`, when the search is the list's
 * only filter: see `searchMatch`), otherwise by the database with the list's filters and its search. The page is
 * then read one of two ways, whichever reads fewer rows:
 *  - dense matches: the first rows of the unsearched list in the page's order (a window a few times the rows the
 *    page needs at that density), keeping those that match; when the window holds too few (matches bunched
 *    elsewhere in the order, e.g. "token" sorted by label), the page is read the second way;
 *  - otherwise every match, sorted: on SQLite from the index's ids, on PostgreSQL as a subquery it cannot merge
 *    into an ordered scan. (Left to itself PostgreSQL read a million rows in id order for a page of two matches,
 *    0.8 s, because it guessed 200 matches; its count had taken 2 ms through the trigram indexes.)
 * Either way a row matches by `search`, the list's own predicate, so the index only ever narrows.
 */
export async function searchPage<R>(opts: {
  db: Kysely<DB>;
  page: number;
  size: number;
  /** The list before its search: its server (and account) and its other filters. */
  unsearched: SelectQueryBuilder<DB, keyof DB, object>;
  /** The list's search (`containsAny` over its columns). */
  search: Expression<SqlBool>;
  /** The columns of a row. */
  columns: readonly string[];
  order: ListOrder;
  /** How many rows `unsearched` holds, when the counters can tell (without it every page is read from the matches). */
  unsearchedTotal?: CounterQuery;
  /** SQLite: the search in the index, when it can answer for the whole search (see `searchMatch`). */
  index?: { table: SearchedTable; match: string };
}): Promise<{ rows: R[]; total: number }> {
  const { db, unsearched, search, columns, order, index } = opts;
  const fts = index ? sql.table(`${index.table}_search`) : undefined;
  const scopeN = opts.unsearchedTotal ? sql`(${opts.unsearchedTotal})` : sql`null`;
  const counted = fts
    ? await sql<{ n: number; scope_n: number | null }>`select count(*) as n, ${scopeN} as scope_n
        from ${fts} where ${fts} match ${index!.match}`.execute(db)
    : await sql<{ n: number; scope_n: number | null }>`select count(*) as n, ${scopeN} as scope_n
        from ${unsearched.select(sql`1`.as('one')).where(search).as('m')}`.execute(db);
  const total = Number(counted.rows[0]?.n ?? 0);
  const w = pageWindow(total, opts.page, opts.size);
  if (w.offset >= total) return { rows: [], total };
  // The page from a subquery of candidate rows (`p`), matched the list's own way, in its order.
  const read = async (from: RawBuilder<unknown>) =>
    (await orderedBy(db.selectFrom(from.as('p')).select(selection(columns)).where(search), order, w.reverse)
      .limit(w.limit)
      .offset(w.offset)
      .execute()) as R[];

  let rows: R[] | undefined;
  const scopeRows = counted.rows[0]?.scope_n;
  if (scopeRows != null) {
    const windowRows = Math.ceil((WINDOW_MARGIN * (w.offset + w.limit) * Number(scopeRows)) / total);
    if (windowRows < total) {
      rows = await read(sql`(${orderedBy(unsearched.selectAll(), order, w.reverse).limit(windowRows)})`);
      if (rows.length < w.limit) rows = undefined;
    }
  }
  if (!rows) {
    const matches = fts
      ? unsearched.selectAll().where(sql.ref('id'), 'in', sql`(select rowid from ${fts} where ${fts} match ${index!.match})`)
      : unsearched.selectAll().where(search).offset(0);
    rows = await read(sql`(${matches})`);
  }
  return { rows: w.reverse ? rows.reverse() : rows, total };
}

/** The columns of a row, by name (the lists' columns are given as strings, for any of the tables). */
const selection = (columns: readonly string[]) => columns.map((c) => sql.ref(c).as(c));

/**
 * A page of one of the big lists (`SEARCHED`), searched or not, with its exact total: the one way the four lists
 * read their pages.
 *  - Not searched: `readPage`, the total from the list's counters (`counter`), or counted when they cannot tell.
 *  - Searched: `searchPage`, on PostgreSQL always, on SQLite when its index can answer (a term it can look up, and
 *    `alone`: no filter but the server's, and the wallet's account, narrows the list); otherwise SQLite reads the
 *    rows and counts them, as before the index.
 * @example
 * return listPage({ db, table: 'menus', page: q.page, size: q.size, unsearched, columns, order, counter,
 *   search: q.search ? { term: q.search, serverId, alone: () => q.type === undefined } : undefined });
 */
export async function listPage<R extends object>(opts: {
  db: Kysely<DB>;
  table: SearchedTable;
  page: number;
  size: number;
  /** The list before its search: its server (and account) and its other filters. */
  unsearched: SelectQueryBuilder<DB, keyof DB, object>;
  columns: readonly string[];
  order: ListOrder;
  /** The unsearched list's total from its counters, when they can tell. */
  counter?: CounterQuery;
  search?: {
    term: string;
    serverId: number;
    account?: Parameters<typeof scopeText>[1];
    /** Whether the search is the list's only filter (asked only when the index could answer). */
    alone: () => boolean | Promise<boolean>;
  };
}): Promise<{ rows: R[]; total: number }> {
  const { db, table, columns, order, counter, search } = opts;
  let list = opts.unsearched;
  if (search) {
    const predicate = containsAny(db, SEARCHED[table].columns, search.term);
    const match = isPostgres(db) ? undefined : searchMatch(table, search.term, search.serverId, search.account);
    const indexed = match && (await search.alone()) ? match : undefined;
    if (isPostgres(db) || indexed) {
      return searchPage<R>({
        ...opts,
        search: predicate,
        unsearchedTotal: counter,
        index: indexed ? { table, match: indexed } : undefined,
      });
    }
    list = list.where(predicate);
  }
  const fields = selection(columns);
  return readPage<R>({
    page: opts.page,
    size: opts.size,
    counter: search ? undefined : counter,
    countRows: async () => Number((await list.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
    rows: async (w, total) =>
      (await orderedBy(list.select(total ? [...fields, total.as('total_elements')] : fields), order, w.reverse)
        .limit(w.limit)
        .offset(w.offset)
        .execute()) as (R & { total_elements?: unknown })[],
  });
}
