import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';
import { type Counted, groupBy, postgresTriggers, sqliteTriggers, WIB_PG, WIB_SQLITE } from './0006-performance.js';

/**
 * Performance (issue #7): resellers counted by the WIB day of their last activity (list `resellers-active`,
 * bucket `YYYY-MM-DD`, `''` for none), kept by triggers like the counters of 0006. The dashboard's "Agen Aktif
 * Hari ini" reads today's bucket instead of counting the day's resellers (a server with a million resellers has
 * thousands a day). A reseller whose activity moves to a later day moves to that day's bucket.
 */
export function activity(dialect: Dialect) {
  const wib = dialect === 'postgres' ? WIB_PG : WIB_SQLITE;
  const c: Counted = {
    table: 'resellers',
    name: 'resellers_active',
    list: () => `'resellers-active'`,
    bucket: (r) => `coalesce(${wib(`${r}.last_activity`)}, '')`,
    moves: ['last_activity'],
  };
  return {
    async up(db: Kysely<unknown>) {
      await sql
        .raw(
          `insert into list_counts (server_id, list, bucket, n)
           select server_id, ${c.list(c.table)}, ${c.bucket(c.table)}, count(*) from ${c.table}
           group by ${groupBy(c, c.table)}`,
        )
        .execute(db);
      if (dialect === 'postgres') await postgresTriggers(db, c);
      else await sqliteTriggers(db, c);
    },
  };
}
