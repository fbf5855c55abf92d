import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { money, withId } from './helpers.js';

/**
 * Cash-outs paid out by a payout provider (issue #45, DESIGN §14): a cash-out finally approved while
 * PAYOUT_PROVIDER is set is `sending` (no longer waiting for an approver, not yet paid), and its payout is a row
 * here, sent by a job with the cash-out's idempotency key and finished by the provider's callback.
 */
export function payouts(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('wallet_cashouts')
        .addColumn('sending', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await withId(db.schema.createTable('payouts'), dialect)
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('server_id', 'integer', (c) => c.notNull())
        .addColumn('reff', 'varchar(60)', (c) => c.notNull().unique())
        .addColumn('amount', money(dialect), (c) => c.notNull())
        .addColumn('channel_code', 'varchar(30)', (c) => c.notNull())
        .addColumn('account_number', 'varchar(40)', (c) => c.notNull())
        .addColumn('account_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('status', 'varchar(12)', (c) => c.notNull())
        .addColumn('provider_id', 'varchar(100)')
        .addColumn('failure_code', 'varchar(60)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .addUniqueConstraint('payouts_kind_ref', ['kind', 'ref_id'])
        .execute();
    },
  };
}
