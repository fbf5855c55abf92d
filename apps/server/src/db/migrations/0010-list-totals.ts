import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { addCounter } from './0006-performance.js';

/**
 * Performance (issue #7): the running total of each server's menus (`menus@all`, one bucket `''`), kept by
 * triggers like 0006's counters. The unfiltered menu list, the one every operator opens, summed its 20-odd
 * `<type>:<status>` buckets for each page 0; it now reads one row. (The same for the wallet and SMS-token history
 * was tried and left out: their lists always carry a range of days, and choosing between the running total and
 * the days' buckets inside the page's statement cost more than summing a year of days.)
 */
export function listTotals(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await addCounter(db, dialect, { table: 'menus', name: 'menus_all', list: () => `'menus@all'`, bucket: () => `''` });
    },
  };
}
