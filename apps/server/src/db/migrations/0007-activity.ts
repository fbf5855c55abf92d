import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { addCounter, wibDay } from './0006-performance.js';

/**
 * Performance (issue #7): resellers counted by the WIB day of their last activity (list `resellers-active`,
 * bucket `YYYY-MM-DD`, `''` for none), kept by triggers like the counters of 0006. The dashboard's "Agen Aktif
 * Hari ini" reads today's bucket instead of counting the day's resellers (a server with a million resellers has
 * thousands a day). A reseller whose activity moves to a later day moves to that day's bucket.
 */
export function activity(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await addCounter(db, dialect, {
        table: 'resellers',
        name: 'resellers_active',
        list: () => `'resellers-active'`,
        bucket: (r) => `coalesce(${wibDay(dialect)(`${r}.last_activity`)}, '')`,
        moves: ['last_activity'],
      });
    },
  };
}
