import type { Kysely } from 'kysely';

/**
 * Pay-later cash-outs wait for approval like wallet cash-outs (issue #44): a status (0 Proses, 1 Sukses, 2 Gagal),
 * who decided and when, and why it failed. Those made before were paid out at once: Sukses.
 */
export function paylaterCashoutStatus() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('serpul_cashouts')
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('serpul_cashouts').addColumn('description', 'varchar(255)').execute();
      await db.schema.alterTable('serpul_cashouts').addColumn('decided_by', 'integer').execute();
      await db.schema.alterTable('serpul_cashouts').addColumn('decided_at', 'varchar(40)').execute();
      await db.schema.createIndex('serpul_cashouts_status_idx').on('serpul_cashouts').columns(['status', 'id']).execute();
    },
  };
}
