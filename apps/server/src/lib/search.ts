import { likeContains } from '@konsol/contract';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { isPostgres } from '../db/database.js';
import { SEARCHED, type SearchedTable } from '../db/migrations/0009-search.js';
import type { DB } from '../db/schema.js';
import { type CounterQuery, type PageWindow, pageWindow } from './paging.js';

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

/** A row's scope in the search index: `#<server>#`, for the wallet ledger `#<server>#<account>#`. */
export const searchScope = (...parts: (string | number)[]) => `#${parts.join('#')}#`;

const quoted = (s: string) => `"${s.replaceAll('"', '""')}"`;

/**
 * The FTS5 query that finds the rows of one scope containing `term` in a searched column of `table` (SQLite), or
 * undefined when the trigram index cannot answer it: a term of fewer than three characters has no trigram, and
 * outside printable ASCII the index's Unicode case folding could match a row that LIKE (ASCII folding) does not.
 * Within printable ASCII the two agree: a phrase of the trigram tokenizer matches where the text contains it.
 */
export function searchMatch(table: SearchedTable, scope: string, term: string): string | undefined {
  if (term.length < 3 || !/^[\x20-\x7e]+$/.test(term)) return undefined;
  return `scope : ${quoted(scope)} AND {${SEARCHED[table].columns.join(' ')}} : ${quoted(term)}`;
}

/**
 * How many rows ahead of its page the ordered scan reads for a search, over the rows it expects to need if the
 * matches were spread evenly through the order. A page whose window holds too few matches is read again from
 * the index.
 */
const WINDOW_MARGIN = 3;

/**
 * One page of a search through the SQLite index (see `searchMatch`), with its exact total, when the search is the
 * list's only filter within the scope. The index counts the matches. The page is then read one of two ways,
 * whichever reads fewer rows:
 *  - dense matches: the first rows of the scope in the page's order (a window a few times the rows the page needs
 *    at that density), keeping those that match; if the window held too few (matches bunched elsewhere in the
 *    order, e.g. "token" sorted by label), the page is read the second way;
 *  - otherwise the matching rows, from the index, sorted.
 * Both read in the list's own SQL (`rows`), so a row matches exactly as it does without the index.
 */
export async function searchPage<R>(opts: {
  db: Kysely<DB>;
  table: SearchedTable;
  match: string;
  page: number;
  size: number;
  /** The rows of the scope (its counters). */
  scopeTotal: CounterQuery;
  /** The ids of the first `n` rows of the scope in the page's order (reversed with `reverse`). */
  window: (n: number, reverse: boolean) => RawBuilder<number>;
  /** The page's rows among `ids` (a subquery), in its order, matching the search the list's own way. */
  rows: (w: PageWindow, ids: RawBuilder<number>) => Promise<R[]>;
}): Promise<{ rows: R[]; total: number }> {
  const fts = sql.table(`${opts.table}_search`);
  const counted = await sql<{ n: number; scope_n: number }>`select count(*) as n, (${opts.scopeTotal}) as scope_n
    from ${fts} where ${fts} match ${opts.match}`.execute(opts.db);
  const total = Number(counted.rows[0]?.n ?? 0);
  const w = pageWindow(total, opts.page, opts.size);
  if (w.offset >= total) return { rows: [], total };
  const scopeRows = Number(counted.rows[0]?.scope_n ?? 0);
  const windowRows = Math.ceil((WINDOW_MARGIN * (w.offset + w.limit) * scopeRows) / total);
  let rows: R[] | undefined;
  if (windowRows < total) {
    rows = await opts.rows(w, opts.window(windowRows, w.reverse));
    if (rows.length < w.limit) rows = undefined;
  }
  rows ??= await opts.rows(w, sql<number>`(select rowid from ${fts} where ${fts} match ${opts.match})`);
  return { rows: w.reverse ? rows.reverse() : rows, total };
}
