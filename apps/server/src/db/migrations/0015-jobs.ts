import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './helpers.js';

/**
 * Durable jobs (DESIGN §12): every effect outside the database is a row written with the change that causes it,
 * which a worker delivers with retries. `key` makes a second enqueue of the same effect a no-op; the worker claims
 * due rows (`run_at`) and holds them until `locked_until`, so a crashed worker's jobs run again after it.
 */
export function jobs(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('jobs'), dialect)
        .addColumn('kind', 'varchar(40)', (c) => c.notNull())
        .addColumn('key', 'varchar(200)', (c) => c.unique())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('run_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('locked_until', 'varchar(40)')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('done_at', 'varchar(40)')
        .execute();
      await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();
    },
  };
}
