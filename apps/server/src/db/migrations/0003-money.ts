import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';
import { notNullDefault as d, money, withId } from './helpers.js';

/**
 * Money: wallets and their append-only ledger, bank accounts, cash-ins and cash-outs, OTPs by e-mail,
 * idempotency keys, payment virtual accounts and callbacks, SMS tokens (packages, orders, balances, ledger,
 * history, daily counters, app OTPs) and top-ups. Balances carry CHECK (>= 0) as the last line of defence; the
 * services never rely on it. Ledger tables refuse UPDATE and DELETE with a trigger on both databases.
 */
export function moneyMigration(dialect: Dialect) {
  const m = money(dialect);
  const nonNegative = (col: string) => sql`${sql.ref(col)} >= 0`;

  async function appendOnly(db: Kysely<unknown>, table: string) {
    if (dialect === 'postgres') {
      await sql`create or replace function konsol_append_only() returns trigger language plpgsql as $$
        begin raise exception '% is append-only', tg_table_name; end $$`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
        for each row execute function konsol_append_only()`.execute(db);
    } else {
      for (const op of ['update', 'delete']) {
        await sql`create trigger ${sql.raw(`${table}_no_${op}`)} before ${sql.raw(op)} on ${sql.table(table)}
          begin select raise(abort, ${sql.lit(`${table} is append-only`)}); end`.execute(db);
      }
    }
  }

  return {
    async up(db: Kysely<unknown>) {
      // ---- wallet -------------------------------------------------------------------------------------------
      await db.schema
        .createTable('wallets')
        .addColumn('server_id', 'integer', (c) => c.primaryKey().references('servers.id'))
        .addColumn('balance', m, (c) => c.notNull().defaultTo(0).check(nonNegative('balance')))
        .addColumn('pending_balance', m, (c) => c.notNull().defaultTo(0).check(nonNegative('pending_balance')))
        .addColumn('pending_cashout', m, (c) => c.notNull().defaultTo(0).check(nonNegative('pending_cashout')))
        .addColumn('status', 'integer', d(1))
        .addColumn('wallettype', 'varchar(20)', d('MITRA'))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('wallet_ledger'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('account', 'varchar(20)', (c) => c.notNull().check(sql`account in ('balance', 'pending_balance', 'pending_cashout')`))
        .addColumn('debet', m, (c) => c.notNull().defaultTo(0).check(nonNegative('debet')))
        .addColumn('credit', m, (c) => c.notNull().defaultTo(0).check(nonNegative('credit')))
        .addColumn('endbalance', m, (c) => c.notNull().check(nonNegative('endbalance')))
        .addColumn('ref_type', 'varchar(30)', (c) => c.notNull())
        .addColumn('ref_id', 'varchar(60)', (c) => c.notNull())
        .addColumn('description', 'varchar(200)', d(''))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('wallet_ledger_account_idx').on('wallet_ledger').columns(['server_id', 'account', 'id']).execute();
      await db.schema.createIndex('wallet_ledger_created_idx').on('wallet_ledger').columns(['server_id', 'created_at']).execute();
      await appendOnly(db, 'wallet_ledger');

      await withId(db.schema.createTable('wallet_banks'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('bankid', 'integer', (c) => c.notNull())
        .addColumn('bank', 'varchar(20)', (c) => c.notNull())
        .addColumn('accountno', 'varchar(30)', (c) => c.notNull())
        .addColumn('accountname', 'varchar(100)', (c) => c.notNull())
        .addColumn('status', 'integer', d(0))
        .addColumn('reason', 'varchar(200)')
        .addColumn('verified_at', 'varchar(40)')
        .addColumn('verified_by', 'integer')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('deleted_at', 'varchar(40)')
        .execute();
      await db.schema
        .createIndex('wallet_banks_account_uq')
        .on('wallet_banks')
        .columns(['server_id', 'bank', 'accountno'])
        .unique()
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
      await db.schema.createIndex('wallet_banks_status_idx').on('wallet_banks').columns(['status', 'id']).execute();

      await withId(db.schema.createTable('wallet_cashouts'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('bank_account_id', 'integer', (c) => c.notNull().references('wallet_banks.id'))
        .addColumn('bank', 'varchar(20)', (c) => c.notNull())
        .addColumn('accountno', 'varchar(30)', (c) => c.notNull())
        .addColumn('accountname', 'varchar(100)', (c) => c.notNull())
        .addColumn('amount', m, (c) => c.notNull().check(sql`amount > 0`))
        .addColumn('reff', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('status', 'integer', d(0))
        .addColumn('description', 'varchar(200)', d(''))
        .addColumn('created_by', 'integer')
        .addColumn('completed_at', 'varchar(40)')
        .addColumn('completed_by', 'integer')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('wallet_cashouts_server_idx').on('wallet_cashouts').columns(['server_id', 'created_at']).execute();
      await db.schema.createIndex('wallet_cashouts_status_idx').on('wallet_cashouts').columns(['status', 'id']).execute();

      await withId(db.schema.createTable('wallet_cashins'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('channel_id', 'integer', (c) => c.notNull())
        .addColumn('channel_code', 'varchar(20)', (c) => c.notNull())
        .addColumn('channel_name', 'varchar(40)', (c) => c.notNull())
        .addColumn('amount', m, (c) => c.notNull().check(sql`amount > 0`))
        .addColumn('fee', m, (c) => c.notNull().defaultTo(0).check(nonNegative('fee')))
        .addColumn('total', m, (c) => c.notNull())
        .addColumn('reff', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('va', 'varchar(40)', (c) => c.notNull())
        .addColumn('status', 'varchar(12)', (c) => c.notNull().check(sql`status in ('PENDING', 'COMPLETED')`))
        .addColumn('description', 'varchar(200)', d(''))
        .addColumn('paid_at', 'varchar(40)')
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('wallet_cashins_server_idx')
        .on('wallet_cashins')
        .columns(['server_id', 'status', 'created_at'])
        .execute();

      await withId(db.schema.createTable('otps'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('attempts', 'integer', d(0))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(40)')
        .execute();
      await db.schema.createIndex('otps_user_idx').on('otps').columns(['user_id', 'purpose', 'id']).execute();

      // ---- idempotency ------------------------------------------------------------------------------------
      await withId(db.schema.createTable('idempotency_keys'), dialect)
        .addColumn('scope', 'varchar(200)', (c) => c.notNull())
        .addColumn('idem_key', 'varchar(200)', (c) => c.notNull())
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('state', 'varchar(12)', (c) => c.notNull())
        .addColumn('claim_token', 'varchar(40)', (c) => c.notNull())
        .addColumn('locked_until', 'varchar(40)', (c) => c.notNull())
        .addColumn('response_json', 'text')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .addUniqueConstraint('idempotency_keys_scope_key_uq', ['scope', 'idem_key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();

      // ---- payments ---------------------------------------------------------------------------------------
      await withId(db.schema.createTable('payment_vas'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('va', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('bank', 'varchar(20)', (c) => c.notNull())
        .addColumn('amount', m, (c) => c.notNull())
        .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', d('open'))
        .addColumn('paid_at', 'varchar(40)')
        .addColumn('paid_reff', 'varchar(100)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('payment_vas_ref_idx').on('payment_vas').columns(['purpose', 'ref_id']).execute();

      await withId(db.schema.createTable('payment_callbacks'), dialect)
        .addColumn('event', 'varchar(30)', (c) => c.notNull())
        .addColumn('reff', 'varchar(100)', (c) => c.notNull())
        .addColumn('va', 'varchar(40)')
        .addColumn('amount', m, d(0))
        .addColumn('server_id', 'integer')
        .addColumn('outcome', 'varchar(20)', (c) => c.notNull())
        .addColumn('http_status', 'integer', (c) => c.notNull())
        .addColumn('msg_key', 'varchar(60)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addUniqueConstraint('payment_callbacks_event_reff_uq', ['event', 'reff'])
        .execute();
      await db.schema.createIndex('payment_callbacks_va_idx').on('payment_callbacks').column('va').execute();

      // ---- SMS tokens -------------------------------------------------------------------------------------
      await withId(db.schema.createTable('tokensms_packages'), dialect)
        .addColumn('name', 'varchar(60)', (c) => c.notNull())
        .addColumn('jmltoken', 'integer', (c) => c.notNull().check(sql`jmltoken > 0`))
        .addColumn('price', m, (c) => c.notNull().check(nonNegative('price')))
        .addColumn('status', 'integer', d(1))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('deleted_at', 'varchar(40)')
        .execute();

      await withId(db.schema.createTable('tokensms_orders'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('paket_id', 'integer', (c) => c.notNull().references('tokensms_packages.id'))
        .addColumn('paket_name', 'varchar(60)', (c) => c.notNull())
        .addColumn('invoice', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('totaltokensms', m, (c) => c.notNull())
        .addColumn('price', m, (c) => c.notNull())
        .addColumn('status', 'integer', d(0))
        .addColumn('description', 'varchar(200)', d(''))
        .addColumn('nova', 'varchar(40)', d(''))
        .addColumn('bank', 'varchar(20)', d(''))
        .addColumn('paid_at', 'varchar(40)')
        .addColumn('paid_via', 'varchar(20)')
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tokensms_orders_server_idx').on('tokensms_orders').columns(['server_id', 'created_at']).execute();
      await db.schema.createIndex('tokensms_orders_status_idx').on('tokensms_orders').columns(['status', 'id']).execute();

      await db.schema
        .createTable('tokensms_balances')
        .addColumn('server_id', 'integer', (c) => c.primaryKey().references('servers.id'))
        .addColumn('balance', m, (c) => c.notNull().defaultTo(0).check(nonNegative('balance')))
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('tokensms_ledger'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('debet', m, (c) => c.notNull().defaultTo(0).check(nonNegative('debet')))
        .addColumn('credit', m, (c) => c.notNull().defaultTo(0).check(nonNegative('credit')))
        .addColumn('endbalance', m, (c) => c.notNull().check(nonNegative('endbalance')))
        .addColumn('ref_type', 'varchar(30)', (c) => c.notNull())
        .addColumn('ref_id', 'varchar(60)', (c) => c.notNull())
        .addColumn('description', 'varchar(200)', d(''))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tokensms_ledger_server_idx').on('tokensms_ledger').columns(['server_id', 'id']).execute();
      await appendOnly(db, 'tokensms_ledger');

      await withId(db.schema.createTable('tokensms_history'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('phone', 'varchar(20)', (c) => c.notNull())
        .addColumn('senderid', 'varchar(20)', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('sisa', m, (c) => c.notNull())
        .addColumn('totaltokensms', m, (c) => c.notNull())
        .addColumn('price', m, d(0))
        .addColumn('status', 'integer', d(0))
        .addColumn('gateway_id', 'varchar(100)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tokensms_history_server_idx').on('tokensms_history').columns(['server_id', 'created_at']).execute();

      await db.schema
        .createTable('tokensms_daily')
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('phone', 'varchar(20)', (c) => c.notNull())
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull().check(nonNegative('count')))
        .addPrimaryKeyConstraint('tokensms_daily_pk', ['server_id', 'phone', 'day'])
        .execute();

      await withId(db.schema.createTable('app_otps'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('phone', 'varchar(20)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('attempts', 'integer', d(0))
        .addColumn('history_id', 'integer')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(40)')
        .execute();
      await db.schema.createIndex('app_otps_phone_idx').on('app_otps').columns(['server_id', 'phone', 'id']).execute();

      // ---- top-ups ----------------------------------------------------------------------------------------
      await withId(db.schema.createTable('topups'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('reff', 'varchar(64)', (c) => c.notNull())
        .addColumn('channelname', 'varchar(30)', (c) => c.notNull())
        .addColumn('amount', m, (c) => c.notNull().check(nonNegative('amount')))
        .addColumn('status', 'integer', d(1))
        .addColumn('reseller', 'varchar(60)', d(''))
        .addColumn('source', 'varchar(20)', d('engine'))
        .addColumn('waktu', 'varchar(40)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .addUniqueConstraint('topups_server_reff_uq', ['server_id', 'reff'])
        .execute();
      await db.schema.createIndex('topups_server_waktu_idx').on('topups').columns(['server_id', 'waktu']).execute();
    },
  };
}
