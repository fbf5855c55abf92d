import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Performance (issue #7): an index for the free-text search ("contains", any case) of the four big lists, which
 * read every row of the server's million to find and count the matches (0.2–0.5 s a search).
 *
 * - SQLite: an FTS5 table per list with the trigram tokenizer (`<table>_search`, contentless: it keeps no copy of
 *   the text, and rows are deleted by id), kept by triggers in the transaction that writes the rows. Each row is
 *   indexed with its scope (`#<server id>#`, for the wallet ledger also `<account>#`), so the index alone counts
 *   one server's matches. `lib/search.ts` queries it.
 * - PostgreSQL: a GIN trigram index (`pg_trgm`) on each searched column, which the planner uses for `ILIKE
 *   '%…%'` by itself. The extension is created when it is missing and the database lets us (it is a trusted
 *   extension: the database's owner may); where it cannot be, the indexes are left out and searches read the rows
 *   as before, slower but with the same answers.
 */
export const SEARCHED = {
  menus: { columns: ['label', 'description', 'kodeproduk'], scope: ['server_id'] },
  resellers: { columns: ['kode', 'nama', 'email', 'phone'], scope: ['server_id'] },
  wallet_ledger: { columns: ['description', 'ref_id'], scope: ['server_id', 'account'] },
  tokensms_history: { columns: ['phone', 'senderid'], scope: ['server_id'] },
} as const satisfies Record<string, { columns: readonly string[]; scope: readonly string[] }>;

export type SearchedTable = keyof typeof SEARCHED;

/** The scope text of a row (SQL over the row alias `r`): `#2#`, `#2#balance#`. */
const scopeSql = (table: SearchedTable, r: string) => `'#' || ${SEARCHED[table].scope.map((c) => `${r}.${c}`).join(` || '#' || `)} || '#'`;

export function searchIndexes(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        for (const table of Object.keys(SEARCHED) as SearchedTable[]) await sqliteSearch(db, table);
      } else {
        await postgresSearch(db);
      }
    },
  };
}

async function sqliteSearch(db: Kysely<unknown>, table: SearchedTable) {
  const { columns, scope } = SEARCHED[table];
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
    `create trigger ${fts}_upd after update of ${[...scope, ...columns].join(', ')} on ${table} begin ${remove('old')} ${add('new')} end`,
  );
}

async function postgresSearch(db: Kysely<unknown>) {
  await trigramIndexes(db, true);
}

/**
 * On PostgreSQL, creates the trigram indexes that are missing: at migration 0009, and at every start after it, so
 * a database that got pg_trgm later (its owner ran `create extension pg_trgm`) gets them with the next start.
 * False when pg_trgm cannot be had: searches then read the rows.
 */
export async function trigramIndexes(db: Kysely<unknown>, inTransaction = false): Promise<boolean> {
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
  for (const [table, { columns }] of Object.entries(SEARCHED)) {
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
