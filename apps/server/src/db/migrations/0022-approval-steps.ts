import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { money, withId } from './helpers.js';

/** Four eyes on money (issue #44): each approval of a request by one person, once per person, and of what amount. */
export function approvalSteps(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('approval_steps'), dialect)
        .addColumn('kind', 'varchar(30)', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull())
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('email', 'varchar(255)', (c) => c.notNull())
        .addColumn('amount', money(dialect), (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addUniqueConstraint('approval_steps_once', ['kind', 'item_id', 'user_id'])
        .execute();
    },
  };
}
