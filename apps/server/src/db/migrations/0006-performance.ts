import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';
import { statementTrigger } from './helpers.js';

/**
 * Performance (issue #7): an index for every sort and filter the big lists expose (menus, wallet history, SMS
 * token history; resellers had theirs since 0004), and `list_counts`, row counts kept by triggers in the same
 * transaction as the rows, so a list's `totalElements` is exact without counting a million rows:
 *  - `menus`, bucket `<type>:<status>` (the list's two filters);
 *  - `resellers`, one bucket `''`;
 *  - `wallet:<account>` and `tokensms`, bucket the WIB day (`YYYY-MM-DD`) of `created_at` (the lists' filter is a
 *    range of whole WIB days).
 * SQLite counts row by row; PostgreSQL counts once per statement (transition tables), so a bulk insert pays one
 * upsert. A search still counts its matches (it cannot be known ahead).
 */
const WIB_SQLITE = (col: string) => `strftime('%Y-%m-%d', ${col}, '+7 hours')`;
const WIB_PG = (col: string) => `to_char((${col}::timestamptz at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;

export interface Counted {
  table: string;
  /** Name of the trigger set. */
  name: string;
  /** The list name (SQL expression over the row alias). */
  list: (row: string) => string;
  /** The bucket (SQL expression over the row alias). */
  bucket: (row: string) => string;
  /** Columns whose update moves a row to another bucket (none: updates never move it). */
  moves?: string[];
}

/** GROUP BY keys: PostgreSQL refuses a string constant there. */
const groupBy = (c: Counted, r: string) => [`${r}.server_id`, c.list(r), c.bucket(r)].filter((e) => !/^'[^']*'$/.test(e)).join(', ');

/** The WIB day (`YYYY-MM-DD`) of an ISO time column, as SQL of the dialect. */
export const wibDay = (dialect: Dialect) => (dialect === 'postgres' ? WIB_PG : WIB_SQLITE);

function counted(dialect: Dialect): Counted[] {
  const wib = wibDay(dialect);
  const cat = (...parts: string[]) => parts.join(' || ');
  return [
    {
      table: 'menus',
      name: 'menus',
      list: () => `'menus'`,
      bucket: (r) => cat(`${r}.type`, `':'`, `${r}.status`),
      moves: ['type', 'status'],
    },
    { table: 'resellers', name: 'resellers', list: () => `'resellers'`, bucket: () => `''` },
    { table: 'wallet_ledger', name: 'wallet', list: (r) => cat(`'wallet:'`, `${r}.account`), bucket: (r) => wib(`${r}.created_at`) },
    { table: 'tokensms_history', name: 'tokensms', list: () => `'tokensms'`, bucket: (r) => wib(`${r}.created_at`) },
  ];
}

const INDEXES: [name: string, table: string, columns: string[]][] = [
  ['menus_server_id_idx', 'menus', ['server_id', 'id']],
  ['menus_label_idx', 'menus', ['server_id', 'label', 'id']],
  ['menus_type_idx', 'menus', ['server_id', 'type', 'id']],
  ['menus_status_idx', 'menus', ['server_id', 'status', 'id']],
  ['menus_type_status_idx', 'menus', ['server_id', 'type', 'status', 'id']],
  ['menus_showhome_idx', 'menus', ['server_id', 'showhome', 'id']],
  ['menus_order_idx', 'menus', ['server_id', 'sort_order', 'id']],
  ['menus_updated_idx', 'menus', ['server_id', 'updated_at', 'id']],
  ['wallet_ledger_created_id_idx', 'wallet_ledger', ['server_id', 'account', 'created_at', 'id']],
  ['wallet_ledger_debet_idx', 'wallet_ledger', ['server_id', 'account', 'debet', 'id']],
  ['wallet_ledger_credit_idx', 'wallet_ledger', ['server_id', 'account', 'credit', 'id']],
  ['wallet_ledger_endbalance_idx', 'wallet_ledger', ['server_id', 'account', 'endbalance', 'id']],
  ['tokensms_history_id_idx', 'tokensms_history', ['server_id', 'id']],
  ['tokensms_history_created_id_idx', 'tokensms_history', ['server_id', 'created_at', 'id']],
  ['tokensms_history_phone_idx', 'tokensms_history', ['server_id', 'phone', 'id']],
  ['tokensms_history_status_idx', 'tokensms_history', ['server_id', 'status', 'id']],
  ['resellers_kode_id_idx', 'resellers', ['server_id', 'kode', 'id']],
];

export function performance(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      for (const [name, table, columns] of INDEXES) await db.schema.createIndex(name).on(table).columns(columns).execute();

      await db.schema
        .createTable('list_counts')
        .addColumn('server_id', 'integer', (c) => c.notNull())
        .addColumn('list', 'varchar(40)', (c) => c.notNull())
        .addColumn('bucket', 'varchar(40)', (c) => c.notNull())
        .addColumn('n', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('list_counts_pk', ['server_id', 'list', 'bucket'])
        .execute();

      for (const c of counted(dialect)) await addCounter(db, dialect, c);
    },
  };
}

/** One more counted list in `list_counts`: the rows already there, then the triggers that keep it (later migrations too). */
export async function addCounter(db: Kysely<unknown>, dialect: Dialect, c: Counted) {
  await sql
    .raw(
      `insert into list_counts (server_id, list, bucket, n)
       select server_id, ${c.list(c.table)}, ${c.bucket(c.table)}, count(*) from ${c.table}
       group by ${groupBy(c, c.table)}`,
    )
    .execute(db);
  if (dialect === 'postgres') await postgresTriggers(db, c);
  else await sqliteTriggers(db, c);
}

async function sqliteTriggers(db: Kysely<unknown>, c: Counted) {
  const add = (r: string) =>
    `insert into list_counts (server_id, list, bucket, n) values (${r}.server_id, ${c.list(r)}, ${c.bucket(r)}, 1)
     on conflict (server_id, list, bucket) do update set n = n + 1;`;
  const remove = (r: string) =>
    `update list_counts set n = n - 1 where server_id = ${r}.server_id and list = ${c.list(r)} and bucket = ${c.bucket(r)};`;
  await sql.raw(`create trigger ${c.name}_count_ins after insert on ${c.table} begin ${add('new')} end`).execute(db);
  await sql.raw(`create trigger ${c.name}_count_del after delete on ${c.table} begin ${remove('old')} end`).execute(db);
  if (c.moves) {
    await sql
      .raw(
        `create trigger ${c.name}_count_upd after update of ${c.moves.join(', ')} on ${c.table} begin ${remove('old')} ${add('new')} end`,
      )
      .execute(db);
  }
}

async function postgresTriggers(db: Kysely<unknown>, c: Counted) {
  const upsert = (rows: string, sign: '+' | '-') =>
    `insert into list_counts (server_id, list, bucket, n)
       select r.server_id, ${c.list('r')}, ${c.bucket('r')}, ${sign}count(*) from ${rows} r
       group by ${groupBy(c, 'r')}
     on conflict (server_id, list, bucket) do update set n = list_counts.n + excluded.n;`;
  await statementTrigger(db, `${c.name}_count_ins`, 'insert', c.table, upsert('inserted', '+'));
  await statementTrigger(db, `${c.name}_count_del`, 'delete', c.table, upsert('deleted', '-'));
  if (c.moves) {
    await statementTrigger(db, `${c.name}_count_upd`, 'update', c.table, `${upsert('deleted', '-')} ${upsert('inserted', '+')}`);
  }
}
