import { likeContains, likePrefix } from '@konsol/contract';
import { type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { isPostgres } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { type CounterQuery, cappedTotal, type ListOrder, orderedBy, pageWindow } from './paging.js';

/** "Contains", ignoring case, with the LIKE wildcards of `term` taken literally (PostgreSQL ILIKE; SQLite's LIKE ignores ASCII case). */
export function containsAny(db: Kysely<DB>, columns: readonly string[], term: string): RawBuilder<SqlBool> {
  return likeAny(db, columns, likeContains(term));
}

function likeAny(db: Kysely<DB>, columns: readonly string[], pattern: string): RawBuilder<SqlBool> {
  const op = isPostgres(db) ? sql`ilike` : sql`like`;
  return sql<SqlBool>`(${sql.join(
    columns.map((c) => sql`${sql.ref(c)} ${op} ${pattern} escape '!'`),
    sql` or `,
  )})`;
}

/**
 * Where a list searches (DESIGN §18), declared once in its module with `listSearch`: columns of one table (named
 * through its alias `as` in the list's query), whose trigram index answers for them, and maybe of a joined one.
 */
export interface ListSearch {
  table: keyof DB;
  as?: string;
  /** A term anywhere in one of these. */
  columns: readonly string[];
  /** The row's own codes and references, and phone numbers: what a term too short for a trigram matches the start of. */
  prefix?: readonly string[];
  /** A joined table's searched columns (an administrator's list searches its rows' servers too). */
  joined?: ListSearch;
}

const declared = new Map<string, ListSearch>();

/** A list's search, declared at a module's top level; `declaredSearches` lists them for the test that checks their indexes. */
export function listSearch(search: ListSearch): ListSearch {
  declared.set(JSON.stringify(search), search);
  return search;
}
export const declaredSearches = (): ListSearch[] => [...declared.values()];

/** A term shorter than this has no trigram (DESIGN §18). */
export const SHORT_TERM = 3;

const partsOf = (s: ListSearch): ListSearch[] => (s.joined ? [s, ...partsOf(s.joined)] : [s]);
const refOf = (s: ListSearch, column: string) => (s.as ? `${s.as}.${column}` : column);

/**
 * The rows a list's search keeps: `term` anywhere in one of its columns; a term shorter than `SHORT_TERM` only at the
 * start of its ids, codes and phone numbers. A list without such columns (the content lists, a few hundred rows
 * each) searches a short term as any other. On SQLite, `byIndex`, a term the index can answer (`searchMatch`) is
 * looked up in it (LIKE never uses an index there); without, each row is matched by LIKE (a read in the list's own
 * order that stops at its page: `searchPage`, export batches).
 */
export function searchWhere(db: Kysely<DB>, search: ListSearch, term: string, byIndex = true): RawBuilder<SqlBool> {
  const parts = partsOf(search);
  const prefix = parts.flatMap((p) => (p.prefix ?? []).map((c) => refOf(p, c)));
  if (term.length < SHORT_TERM && prefix.length) return likeAny(db, prefix, likePrefix(term));
  return sql<SqlBool>`(${sql.join(
    parts.map((p) => {
      const match = byIndex && !isPostgres(db) ? searchMatch(p.columns, term) : undefined;
      if (!match)
        return containsAny(
          db,
          p.columns.map((c) => refOf(p, c)),
          term,
        );
      const fts = sql.table(`${p.table}_search`);
      return sql`${sql.ref(refOf(p, 'id'))} in (select rowid from ${fts} where ${fts} match ${match})`;
    }),
    sql` or `,
  )})`;
}

/** The wallet ledger's accounts in a row's scope (its CHECK constraint allows these three). */
const ACCOUNT_CODES = { balance: 1, pending_balance: 2, pending_cashout: 3 } as const;
export type ScopeAccount = keyof typeof ACCOUNT_CODES;
const SCOPE_FIRST = 0xe000;
const SCOPE_DIGITS = 6400;
const SCOPE_PLACES = [SCOPE_DIGITS * SCOPE_DIGITS, SCOPE_DIGITS, 1];

/**
 * A row's scope as the SQLite index holds it (written by the triggers of migration 0009, which keeps its own copy
 * of this rule): the key `server id × 4 + account number` as three characters of Unicode's private use area, one
 * trigram, so a scope's rows are one token's list in the index.
 */
export function scopeText(serverId: number, account?: ScopeAccount): string {
  const key = serverId * 4 + (account ? ACCOUNT_CODES[account] : 0);
  return String.fromCodePoint(...SCOPE_PLACES.map((p) => SCOPE_FIRST + (Math.floor(key / p) % SCOPE_DIGITS)));
}

const quoted = (s: string) => `"${s.replaceAll('"', '""')}"`;

/**
 * The FTS5 query that finds the rows containing `term` in one of `columns` of a list's index (SQLite,
 * `<table>_search`, migrations 0009 and 0025), within one server's rows (for the wallet ledger, of one of its
 * accounts) when `scope` is given (the four big lists of 0009 index their scope), or undefined when the trigram
 * index cannot answer it: a term shorter than `SHORT_TERM` has no trigram, and outside printable ASCII the index's
 * Unicode case folding could match a row that LIKE (ASCII folding) does not. Within printable ASCII the two agree: a
 * phrase of the trigram tokenizer matches where the text contains it.
 */
export function searchMatch(
  columns: readonly string[],
  term: string,
  scope?: { serverId: number; account?: ScopeAccount },
): string | undefined {
  if (term.length < SHORT_TERM || !/^[\x20-\x7e]+$/.test(term)) return undefined;
  const match = `{${columns.join(' ')}} : ${quoted(term)}`;
  return scope ? `scope : ${quoted(scopeText(scope.serverId, scope.account))} AND ${match}` : match;
}

/**
 * How many rows ahead of its page the ordered scan reads for a search, over the rows it expects to need if the
 * matches were spread evenly through the order. A page whose window holds too few matches is read again from
 * the matches.
 */
const WINDOW_MARGIN = 3;
/**
 * Past the cap the density is unknown: the window is held to this many rows per row the page needs. A longer one
 * made PostgreSQL sort the whole list instead of reading its index (bench, menus "token" by label: 779 ms against
 * 211 ms for sorting the matches).
 */
const CAPPED_WINDOW = 100;

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
  // biome-ignore lint/suspicious/noExplicitAny: any list with a search index.
  unsearched: SelectQueryBuilder<any, any, object>;
  /** The list's search (`containsAny` over its columns). */
  search: Expression<SqlBool>;
  /** Picks a row's columns (plain column names: they are read from a subquery). */
  select: (qb: SelectQueryBuilder<DB, keyof DB, object>) => SelectQueryBuilder<DB, keyof DB, object>;
  order: ListOrder;
  /** Count the matches up to one past this, and stop (the total is then `cap`, not exact). */
  cap?: number;
  /** How many rows `unsearched` holds, when the counters can tell (without it every page is read from the matches). */
  unsearchedTotal?: CounterQuery;
  /** SQLite: the search in the index, when it can answer for the whole search (see `searchMatch`). */
  index?: { table: string; match: string };
}): Promise<{ rows: R[]; total: number; exact: boolean }> {
  const { db, unsearched, search, select, order, index, cap } = opts;
  const fts = index ? sql.table(`${index.table}_search`) : undefined;
  const scopeN = opts.unsearchedTotal ? sql`(${opts.unsearchedTotal})` : sql`null`;
  const limit = cap === undefined ? sql`` : sql` limit ${cap + 1}`;
  const found = fts
    ? sql`select rowid from ${fts} where ${fts} match ${index!.match}${limit}`
    : unsearched
        .select(sql`1`.as('one'))
        .where(search)
        .$if(cap !== undefined, (q) => q.limit(cap! + 1));
  const counted = await sql<{ n: number; scope_n: number | null }>`select count(*) as n, ${scopeN} as scope_n
    from (${found}) m`.execute(db);
  const { total, exact } = cappedTotal(Number(counted.rows[0]?.n ?? 0), cap);
  const w = pageWindow(total, opts.page, opts.size, exact);
  if (exact && w.offset >= total) return { rows: [], total, exact };
  // The page from a subquery of candidate rows (`p`), matched the list's own way, in its order.
  const read = async (from: RawBuilder<unknown>) =>
    (await orderedBy(select(db.selectFrom(from.as('p') as never)).where(search), order, w.reverse)
      .limit(w.limit)
      .offset(w.offset)
      .execute()) as R[];

  let rows: R[] | undefined;
  const scopeRows = counted.rows[0]?.scope_n;
  if (scopeRows != null) {
    const needed = w.offset + w.limit;
    const dense = Math.ceil((WINDOW_MARGIN * needed * Number(scopeRows)) / total);
    const windowRows = exact ? dense : Math.min(dense, CAPPED_WINDOW * needed);
    // The window is read lazily (in order, until the page is full): past the cap it is always worth a try.
    if (windowRows < total || !exact) {
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
  return { rows: w.reverse ? rows.reverse() : rows, total, exact };
}
