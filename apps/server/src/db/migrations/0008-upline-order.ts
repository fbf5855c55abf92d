import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Performance (issue #7): a reseller's downline in the list's own order. `resellers_upline_idx` (server, upline,
 * id) finds an upline's resellers, but not in the default order (by kode): every one of them was read and sorted
 * to show the first ten (PostgreSQL read 775 rows from the table for a page of 10). A second index carries kode, so
 * such a page reads only its own rows; the first one stays for the list sorted by upline.
 *
 * SQLite plans with the statistics of `ANALYZE` when a database has them, and takes an index without any for a
 * very selective one: it then chose this index for the unfiltered list and sorted a million rows. Where the
 * statistics exist, the new index gets its own.
 */
export function uplineOrder(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('resellers_upline_kode_idx')
        .on('resellers')
        .columns(['server_id', 'kode_upline', 'kode', 'id'])
        .execute();
      if (dialect === 'sqlite') {
        const analysed = await sql`select 1 from sqlite_master where name = 'sqlite_stat1'`.execute(db);
        if (analysed.rows.length) await sql`analyze resellers_upline_kode_idx`.execute(db);
      }
    },
  };
}
