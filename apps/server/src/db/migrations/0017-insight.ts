import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Insight (issue #28): the trends add up each WIB day's money and top-ups over a range of one time column. Each
 * source gets an index on (server_id, time) for a server's trends and on (time) for the platform's, so a range
 * of 90 days reads those days' rows only, however long the history. Top-ups and SMS already had (server_id, time).
 * As in 0008, a SQLite database with statistics gets them for the new indexes too.
 */
const INDEXES: [name: string, table: string, columns: string[]][] = [
  ['wallet_cashins_paid_idx', 'wallet_cashins', ['server_id', 'paid_at']],
  ['wallet_cashins_paid_at_idx', 'wallet_cashins', ['paid_at']],
  ['wallet_cashouts_completed_idx', 'wallet_cashouts', ['server_id', 'completed_at']],
  ['wallet_cashouts_completed_at_idx', 'wallet_cashouts', ['completed_at']],
  ['topups_waktu_idx', 'topups', ['waktu']],
  ['tokensms_history_created_at_idx', 'tokensms_history', ['created_at']],
];

export function insight(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      for (const [name, table, columns] of INDEXES) await db.schema.createIndex(name).on(table).columns(columns).execute();
      if (dialect === 'sqlite') {
        const analysed = await sql`select 1 from sqlite_master where name = 'sqlite_stat1'`.execute(db);
        if (analysed.rows.length) for (const [name] of INDEXES) await sql`analyze ${sql.ref(name)}`.execute(db);
      }
    },
  };
}
