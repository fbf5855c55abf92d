import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { addCounter } from './0006-performance.js';

/**
 * Performance (issue #7): a running total per server for the lists whose counters of 0006 are split in buckets
 * (`<list>@all`, one bucket `''`). The unfiltered menu list summed its 20-odd `<type>:<status>` buckets, and a
 * year of wallet or SMS-token history its 366 daily buckets, for every page 0: a small scan, 11 µs and 110 µs on
 * the bench machine. The total is now one row; the buckets stay for the filters and for ranges of days.
 */
export function listTotals(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await addCounter(db, dialect, { table: 'menus', name: 'menus_all', list: () => `'menus@all'`, bucket: () => `''` });
      await addCounter(db, dialect, {
        table: 'wallet_ledger',
        name: 'wallet_all',
        list: (r) => `'wallet:' || ${r}.account || '@all'`,
        bucket: () => `''`,
      });
      await addCounter(db, dialect, { table: 'tokensms_history', name: 'tokensms_all', list: () => `'tokensms@all'`, bucket: () => `''` });
    },
  };
}
