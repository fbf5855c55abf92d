import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Performance (issue #7): an index for the free-text search ("contains", any case) of the four big lists, which
 * read every row of the server's million to find and count the matches (0.2–0.5 s a search).
 *
 * - SQLite: an FTS5 table per list with the trigram tokenizer (`<table>_search`, contentless: it keeps no copy of
 *   the text, and rows are deleted by id), kept by triggers in the transaction that writes the rows. Each row is
 *   indexed with its scope (the server, for the wallet ledger also the account; see `scopeText`), so the index
 *   alone counts one server's matches. `lib/search.ts` queries it.
 * - PostgreSQL: a GIN trigram index (`pg_trgm`) on each searched column, which the planner uses for `ILIKE
 *   '%…%'` by itself. The extension is created when it is missing and the database lets us (it is a trusted
 *   extension: the database's owner may); where it cannot be, the indexes are left out and searches read the rows
 *   as before, slower but with the same answers.
 */
/**
 * The lists this migration indexes, and their searched columns, as they were when it was written (a landed
 * migration never changes; `SEARCHED` in lib/search.ts is what the queries use, and a test holds the two alike).
 */
const INDEXED = {
  menus: { columns: ['label', 'description', 'kodeproduk'], byAccount: false },
  resellers: { columns: ['kode', 'nama', 'email', 'phone'], byAccount: false },
  wallet_ledger: { columns: ['description', 'ref_id'], byAccount: true },
  tokensms_history: { columns: ['phone', 'senderid'], byAccount: false },
} as const satisfies Record<string, { columns: readonly string[]; byAccount: boolean }>;

type IndexedTable = keyof typeof INDEXED;

/** The wallet ledger's accounts in a row's scope (its CHECK constraint allows these three). */
const ACCOUNT_CODES = { balance: 1, pending_balance: 2, pending_cashout: 3 } as const;
const SCOPE_FIRST = 0xe000;
const SCOPE_DIGITS = 6400;
const SCOPE_PLACES = [SCOPE_DIGITS * SCOPE_DIGITS, SCOPE_DIGITS, 1];

/**
 * A row's scope as the index holds it: the key `server id × 4 + account number` (0 without an account) written as
 * three characters of Unicode's private use area (U+E000–U+F8FF, 6,400 digits, no case). Three characters are one
 * trigram, so finding a scope's rows is one token's list; as text (`#2#balance#`) it was a phrase of nine, which
 * the index checked position by position for every row of the server (a wallet search p95 0.27 s on the bench, now about 0.05 s).
 */
export function scopeText(serverId: number, account?: keyof typeof ACCOUNT_CODES): string {
  const key = serverId * 4 + (account ? ACCOUNT_CODES[account] : 0);
  return String.fromCodePoint(...SCOPE_PLACES.map((p) => SCOPE_FIRST + (Math.floor(key / p) % SCOPE_DIGITS)));
}

/** `scopeText` in SQL over the row alias `r`. */
function scopeSql(table: IndexedTable, r: string): string {
  const account = Object.entries(ACCOUNT_CODES)
    .map(([name, code]) => `when '${name}' then ${code}`)
    .join(' ');
  const key = INDEXED[table].byAccount ? `(${r}.server_id * 4 + case ${r}.account ${account} end)` : `(${r}.server_id * 4)`;
  return `char(${SCOPE_PLACES.map((p) => `${SCOPE_FIRST} + ${key} / ${p} % ${SCOPE_DIGITS}`).join(', ')})`;
}

export function searchIndexes(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        for (const table of Object.keys(INDEXED) as IndexedTable[]) await sqliteSearch(db, table);
      } else {
        await trigramIndexes(db, true);
      }
    },
  };
}

async function sqliteSearch(db: Kysely<unknown>, table: IndexedTable) {
  const { columns, byAccount } = INDEXED[table];
  const fts = `${table}_search`;
  const names = ['scope', ...columns].join(', ');
  const values = (r: string) => [scopeSql(table, r), ...columns.map((c) => `${r}.${c}`)].join(', ');
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`create virtual table ${fts} using fts5(${names}, content='', contentless_delete=1, tokenize='trigram')`);
  await run(`insert into ${fts} (rowid, ${names}) select r.id, ${values('r')} from ${table} r`);
  const add = (r: string) => `insert into ${fts} (rowid, ${names}) values (${r}.id, ${values(r)});`;
  const remove = (r: string) => `delete from ${fts} where rowid = ${r}.id;`;
  await run(`create trigger ${fts}_ins after insert on ${table} begin ${add('new')} end`);
  await run(`create trigger ${fts}_del after delete on ${table} begin ${remove('old')} end`);
  await run(
    `create trigger ${fts}_upd after update of ${['server_id', ...(byAccount ? ['account'] : []), ...columns].join(', ')} on ${table} begin ${remove('old')} ${add('new')} end`,
  );
}

/**
 * On PostgreSQL, creates the trigram indexes that are missing: at migration 0009, and at every start after it, so
 * a database that got pg_trgm later (its owner ran `create extension pg_trgm`) gets them with the next start.
 * False when pg_trgm cannot be had: searches then read the rows.
 */
export async function trigramIndexes(
  db: Kysely<unknown>,
  inTransaction = false,
  tables: Record<string, { columns: readonly string[] }> = INDEXED,
): Promise<boolean> {
  const schema = await trigramSchema(db, inTransaction);
  if (!schema) return false;
  const have = new Set(
    (
      await sql<{
        name: string;
      }>`select indexname as name from pg_indexes where schemaname = current_schema() and indexname like '%trgm_idx'`.execute(db)
    ).rows.map((r) => r.name),
  );
  const opclass = `"${schema.replace(/"/g, '""')}".gin_trgm_ops`;
  for (const [table, { columns }] of Object.entries(tables)) {
    for (const column of columns) {
      const name = `${table}_${column}_trgm_idx`;
      if (!have.has(name)) await sql.raw(`create index if not exists ${name} on ${table} using gin (${column} ${opclass})`).execute(db);
    }
  }
  return true;
}

/** The schema pg_trgm lives in, after creating it where it is missing; undefined when it cannot be had. */
async function trigramSchema(db: Kysely<unknown>, inTransaction: boolean): Promise<string | undefined> {
  const where = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
        where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  const found = await where();
  if (found) return found;
  // Migrations run in a transaction: a refused CREATE EXTENSION must not abort it.
  if (inTransaction) await sql`savepoint pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    if (inTransaction) await sql`release savepoint pg_trgm`.execute(db);
  } catch {
    if (inTransaction) await sql`rollback to savepoint pg_trgm`.execute(db);
    return undefined;
  }
  return where();
}
