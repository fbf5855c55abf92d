import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';
import { notNullDefault as d, money, withId } from './helpers.js';

/**
 * Credit: loan accounts, applications, private photos, contracts and repayments; pay-later limits, bills and
 * their rows, cash-out accounts and cash-outs. Limits carry CHECK (0 ≤ used ≤ limit) as the last line of defence;
 * the services move them with conditional updates and never rely on it.
 */
export function credit(dialect: Dialect) {
  const m = money(dialect);
  const t = (c: Parameters<typeof d>[0]) => d(c);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('loan_accounts')
        .addColumn('server_id', 'integer', (c) => c.primaryKey().references('servers.id'))
        .addColumn('creditlimit', m, (c) => c.notNull().defaultTo(0).check(sql`creditlimit >= 0`))
        .addColumn('used', m, (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', t(0))
        .addColumn('msg', 'varchar(200)', t(''))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .addCheckConstraint('loan_accounts_used_ck', sql`used >= 0 and used <= creditlimit`)
        .execute();

      await withId(db.schema.createTable('loan_photos'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('user_id', 'integer')
        .addColumn('storage_key', 'varchar(200)', (c) => c.notNull())
        .addColumn('content_type', 'varchar(40)', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('loan_photos_server_idx').on('loan_photos').columns(['server_id', 'id']).execute();

      let req = withId(db.schema.createTable('loan_requests'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('user_id', 'integer')
        .addColumn('status', 'integer', t(0))
        .addColumn('msg', 'varchar(200)', t(''));
      for (const [col, len] of [
        ['name', 50],
        ['ktp', 50],
        ['address', 100],
        ['phone', 100],
      ] as const)
        req = req.addColumn(col, `varchar(${len})`, (c) => c.notNull());
      for (const col of ['imagektp', 'imageselfie', 'imagebusiness'] as const)
        req = req.addColumn(col, 'integer', (c) => c.notNull().references('loan_photos.id'));
      for (const [col, len] of [
        ['businessname', 50],
        ['jenisusaha', 50],
        ['businessaddress', 100],
        ['province_id', 20],
        ['province_name', 100],
        ['city_id', 20],
        ['city_name', 100],
        ['district_id', 20],
        ['district_name', 100],
        ['businesswebsite', 50],
        ['businessphone', 50],
      ] as const)
        req = req.addColumn(col, `varchar(${len})`, (c) => c.notNull());
      for (const col of ['businessyear', 'businesscapital', 'businesscustomer', 'businessturnover', 'businessprofit'] as const)
        req = req.addColumn(col, m, (c) => c.notNull());
      await req
        .addColumn('creditlimit', m)
        .addColumn('decided_by', 'integer')
        .addColumn('decided_at', 'varchar(40)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('loan_requests_server_idx').on('loan_requests').columns(['server_id', 'id']).execute();
      await db.schema.createIndex('loan_requests_status_idx').on('loan_requests').columns(['status', 'id']).execute();

      await withId(db.schema.createTable('loan_contracts'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('contractno', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('amount', m, (c) => c.notNull().check(sql`amount > 0`))
        .addColumn('fee', m, (c) => c.notNull().check(sql`fee >= 0`))
        .addColumn('total', m, (c) => c.notNull())
        .addColumn('duedate', 'varchar(40)', (c) => c.notNull())
        .addColumn('status', 'integer', t(0))
        .addColumn('paid_at', 'varchar(40)')
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('loan_contracts_server_idx').on('loan_contracts').columns(['server_id', 'created_at']).execute();

      await withId(db.schema.createTable('loan_payments'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('contract_id', 'integer', (c) => c.notNull().unique().references('loan_contracts.id'))
        .addColumn('contractno', 'varchar(40)', (c) => c.notNull())
        .addColumn('amount', m, (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('loan_payments_server_idx').on('loan_payments').columns(['server_id', 'created_at']).execute();

      // ---- pay-later ----------------------------------------------------------------------------------------
      await db.schema
        .createTable('bayartempo_accounts')
        .addColumn('server_id', 'integer', (c) => c.primaryKey().references('servers.id'))
        .addColumn('total_limit', m, (c) => c.notNull().check(sql`total_limit >= 0`))
        .addColumn('request_limit', m, (c) => c.notNull().defaultTo(0))
        .addColumn('used', m, (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .addCheckConstraint('bayartempo_accounts_used_ck', sql`used >= 0 and used <= total_limit`)
        .execute();

      await withId(db.schema.createTable('bills'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('date', 'varchar(40)', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull().check(sql`status in ('NOTPAID', 'PAID')`))
        .addColumn('amount', m, (c) => c.notNull().check(sql`amount > 0`))
        .addColumn('fee', m, (c) => c.notNull().defaultTo(0))
        .addColumn('cash_flow_status', 'varchar(30)', (c) =>
          c.notNull().check(sql`cash_flow_status in ('PASS_ON_DISBURSEMENT', 'ALREADY_REPAYMENT', 'SUCCESS')`),
        )
        .addColumn('expired_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('limit_snapshot', m, (c) => c.notNull())
        .addColumn('paid_at', 'varchar(40)')
        .addColumn('paid_via', 'varchar(20)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('bills_server_date_idx').on('bills').columns(['server_id', 'date']).execute();

      await withId(db.schema.createTable('bill_details'), dialect)
        .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id'))
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('date', 'varchar(40)', (c) => c.notNull())
        .addColumn('idreseller', 'varchar(30)', (c) => c.notNull())
        .addColumn('resellername', 'varchar(100)', t(''))
        .addColumn('amount', m, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('bill_details_bill_idx').on('bill_details').columns(['bill_id']).execute();

      await withId(db.schema.createTable('serpul_rekening'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('name', 'varchar(20)', (c) => c.notNull())
        .addColumn('bank_no', 'varchar(20)', (c) => c.notNull())
        .addColumn('remark', 'varchar(200)', t(''))
        .addColumn('status', 'integer', t(0))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .addUniqueConstraint('serpul_rekening_account_uq', ['server_id', 'name', 'bank_no'])
        .execute();

      await withId(db.schema.createTable('serpul_cashouts'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('rekening_id', 'integer', (c) => c.notNull().references('serpul_rekening.id'))
        .addColumn('bank', 'varchar(20)', (c) => c.notNull())
        .addColumn('bank_no', 'varchar(20)', (c) => c.notNull())
        .addColumn('amount', m, (c) => c.notNull().check(sql`amount > 0`))
        .addColumn('fee', m, (c) => c.notNull())
        .addColumn('total', m, (c) => c.notNull())
        .addColumn('reff', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('serpul_cashouts_server_idx').on('serpul_cashouts').columns(['server_id', 'created_at']).execute();
    },
  };
}
