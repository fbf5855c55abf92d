import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Performance (issue #7): a reseller's downline in the list's own order. `resellers_upline_idx` (server, upline,
 * id) found an upline's resellers but not in the default order (by kode): every one of them was read and sorted
 * to show the first ten (PostgreSQL read 775 rows from the table for a page of 10). The index now carries kode, so
 * a page reads only its own rows, and counting an upline's resellers stays an index-only scan.
 */
export function uplineOrder(_dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('resellers_upline_kode_idx')
        .on('resellers')
        .columns(['server_id', 'kode_upline', 'kode', 'id'])
        .execute();
      await db.schema.dropIndex('resellers_upline_idx').execute();
    },
  };
}
