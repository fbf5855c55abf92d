import { type Kysely, sql } from 'kysely';

/**
 * Approval steps name what they approve by entity (`wallet_bank`, `serpul_rekening`, …) rather than by policy kind:
 * bank accounts and pay-later accounts share the `bank` policy but not their ids.
 */
export function approvalStepEntity() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('approval_steps').renameColumn('kind', 'entity').execute();
      await sql`update approval_steps set entity = case entity
        when 'cashout' then 'wallet_cashout' when 'bank' then 'wallet_bank' when 'loan' then 'loan_request'
        when 'tokenOrder' then 'tokensms_order' else entity end`.execute(db);
    },
  };
}
