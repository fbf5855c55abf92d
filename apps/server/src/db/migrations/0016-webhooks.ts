import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './helpers.js';

/**
 * Outgoing webhooks and partner keys bound to addresses (DESIGN §13): a server's endpoints (the secret sealed, as
 * it must be read to sign), one delivery per event and endpoint with the log of its attempts, and the CIDR list a
 * server's engine key works from (a JSON array; empty: anywhere).
 */
export function webhooks(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('webhooks'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id').onDelete('cascade'))
        .addColumn('url', 'varchar(500)', (c) => c.notNull())
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('secret_sealed', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('webhooks_server').on('webhooks').columns(['server_id', 'id']).execute();

      await withId(db.schema.createTable('webhook_deliveries'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull())
        .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
        .addColumn('event_id', 'varchar(60)', (c) => c.notNull())
        .addColumn('event', 'varchar(60)', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_status_code', 'integer')
        .addColumn('next_attempt_at', 'varchar(40)')
        .addColumn('retry_until', 'varchar(40)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('webhook_deliveries_list').on('webhook_deliveries').columns(['webhook_id', 'id']).execute();

      await withId(db.schema.createTable('webhook_attempts'), dialect)
        .addColumn('delivery_id', 'integer', (c) => c.notNull().references('webhook_deliveries.id').onDelete('cascade'))
        .addColumn('at', 'varchar(40)', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('response', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('webhook_attempts_delivery').on('webhook_attempts').columns(['delivery_id', 'id']).execute();

      await db.schema
        .alterTable('servers')
        .addColumn('allowed_ips', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    },
  };
}
