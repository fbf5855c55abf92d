import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';
import { trigramIndexes } from './0009-search.js';
import { ftsTable } from './0025-search-every-list.js';
import { money, withId } from './helpers.js';

/** The statement lines' searched columns, with their trigram index (as 0025 does for the other lists). */
const SEARCHED = { bank_mutations: { columns: ['description', 'account'] } };

/**
 * Transfers matched from bank statements (issue #45, DESIGN §14): a token order's exact transfer amount (price plus
 * a unique code), open until paid or past its deadline, unique among the open ones; the statement lines of the
 * company accounts, each kept once per account; and each account's column mapping, remembered.
 */
export function bankMutations(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      const m = money(dialect);
      await db.schema.alterTable('tokensms_orders').addColumn('unique_code', 'integer').execute();
      await db.schema.alterTable('tokensms_orders').addColumn('transfer_amount', m).execute();
      await db.schema.alterTable('tokensms_orders').addColumn('transfer_expires_at', 'varchar(40)').execute();
      await db.schema
        .alterTable('tokensms_orders')
        .addColumn('transfer_open', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // no two open transfers ask for the same amount, so a statement line names at most one
      await sql`create unique index tokensms_orders_open_transfer_idx on tokensms_orders (transfer_amount) where transfer_open = 1`.execute(
        db,
      );
      await db.schema.createIndex('tokensms_orders_transfer_idx').on('tokensms_orders').columns(['transfer_amount', 'status']).execute();

      await withId(db.schema.createTable('bank_mutations'), dialect)
        .addColumn('account', 'varchar(40)', (c) => c.notNull())
        .addColumn('line_key', 'varchar(200)', (c) => c.notNull())
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('amount', m, (c) => c.notNull())
        .addColumn('type', 'varchar(2)', (c) => c.notNull())
        .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('balance', m)
        .addColumn('source', 'varchar(10)', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('matched_kind', 'varchar(20)')
        .addColumn('matched_id', 'integer')
        .addColumn('reason', 'varchar(255)')
        .addColumn('decided_by', 'integer')
        .addColumn('decided_at', 'varchar(40)')
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addUniqueConstraint('bank_mutations_line_key', ['account', 'line_key'])
        .execute();
      await db.schema.createIndex('bank_mutations_status_idx').on('bank_mutations').columns(['status', 'id']).execute();
      await db.schema.createIndex('bank_mutations_day_idx').on('bank_mutations').columns(['day', 'account']).execute();
      await db.schema.createIndex('bank_mutations_matched_idx').on('bank_mutations').columns(['matched_kind', 'matched_id']).execute();

      if (dialect === 'postgres') await trigramIndexes(db, true, SEARCHED);
      else await ftsTable(db, 'bank_mutations', SEARCHED.bank_mutations.columns);

      await db.schema
        .createTable('bank_mutation_mappings')
        .addColumn('account', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('mapping', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();
    },
  };
}

/** On PostgreSQL, the statement lines' trigram indexes when missing (pg_trgm had later); see 0009. */
export const mutationTrigramIndexes = (db: Kysely<unknown>) => trigramIndexes(db, false, SEARCHED);
