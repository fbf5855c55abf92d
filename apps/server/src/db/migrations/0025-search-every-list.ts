import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';
import { trigramIndexes } from './0009-search.js';

/**
 * A trigram index for every searched column of every list (issue #43, DESIGN §18), beside the four big lists of
 * migration 0009: on SQLite an FTS5 `trigram` table per list (`<table>_search`, contentless, kept by triggers, no
 * scope: its list narrows the rows to its server), on PostgreSQL a `pg_trgm` GIN index per column. The tables and
 * columns as they were when this was written; a test holds the lists' declared searches to the indexes.
 */
export const SEARCHED = {
  articles: ['title', 'breaf'],
  banners: ['name', 'url'],
  categories: ['title'],
  kaspro_agents: ['accountnumber', 'msisdn', 'fullname'],
  kaspro_applications: ['appname'],
  partner_modules: ['url_module'],
  popups: ['name', 'url'],
  products: ['kode', 'nama', 'kode_operator'],
  running_texts: ['msg'],
  servers: ['server_id', 'name', 'email', 'contact', 'phone'],
  tokensms_orders: ['invoice', 'paket_name', 'description', 'nova'],
  topups: ['reff', 'channelname', 'reseller'],
  users: ['name', 'email'],
  wallet_banks: ['bank', 'accountno', 'accountname'],
  wallet_cashins: ['reff', 'va', 'channel_name', 'description'],
  wallet_cashouts: ['reff', 'bank', 'accountno', 'accountname', 'description'],
} as const satisfies Record<string, readonly string[]>;

const byTable = Object.fromEntries(Object.entries(SEARCHED).map(([t, columns]) => [t, { columns }]));

export function searchEveryList(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await trigramIndexes(db, true, byTable);
        return;
      }
      for (const [table, columns] of Object.entries(SEARCHED)) await ftsTable(db, table, columns);
    },
  };
}

/** SQLite: `<table>_search`, an FTS5 trigram table over `columns` without a scope, filled and kept by triggers. */
export async function ftsTable(db: Kysely<unknown>, table: string, columns: readonly string[]) {
  const fts = `${table}_search`;
  const names = columns.join(', ');
  const values = (r: string) => columns.map((c) => `${r}.${c}`).join(', ');
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`create virtual table ${fts} using fts5(${names}, content='', contentless_delete=1, tokenize='trigram')`);
  await run(`insert into ${fts} (rowid, ${names}) select r.id, ${values('r')} from ${table} r`);
  const add = (r: string) => `insert into ${fts} (rowid, ${names}) values (${r}.id, ${values(r)});`;
  const remove = (r: string) => `delete from ${fts} where rowid = ${r}.id;`;
  await run(`create trigger ${fts}_ins after insert on ${table} begin ${add('new')} end`);
  await run(`create trigger ${fts}_del after delete on ${table} begin ${remove('old')} end`);
  await run(`create trigger ${fts}_upd after update of ${names} on ${table} begin ${remove('old')} ${add('new')} end`);
}

/** On PostgreSQL, the trigram indexes of migrations 0009 and 0025 that are missing (pg_trgm had later); see 0009. */
export async function everyTrigramIndex(db: Kysely<unknown>): Promise<boolean> {
  return (await trigramIndexes(db)) && (await trigramIndexes(db, false, byTable));
}
