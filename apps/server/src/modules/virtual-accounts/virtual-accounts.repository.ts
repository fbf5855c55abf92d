import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

export type VaPurpose = 'cashin' | 'tokensms_order' | 'bill';

const vaColumns = ['id', 'server_id', 'va', 'bank', 'amount', 'purpose', 'ref_id', 'status', 'paid_at', 'paid_reff'] as const;

/**
 * Virtual accounts (`payment_vas`). Methods on a tenant's records take the server id first; the callback path finds
 * a VA by its number alone, because the provider names no server.
 */
export function virtualAccountsRepository(_db: Kysely<DB>) {
  return {
    vaTaken: async (q: Q, va: string) => !!(await q.selectFrom('payment_vas').select('id').where('va', '=', va).executeTakeFirst()),

    insertVa: (q: Q, serverId: number, v: { va: string; bank: string; amount: number; purpose: VaPurpose; ref_id: number }) => {
      const now = nowIso();
      return q
        .insertInto('payment_vas')
        .values({ server_id: serverId, ...v, status: 'open', paid_at: null, paid_reff: null, created_at: now, updated_at: now })
        .returning(vaColumns)
        .executeTakeFirstOrThrow();
    },

    /** A VA by its number, whichever server it belongs to (the provider's callback knows only the number). */
    vaByNumber: (q: Q, va: string) => q.selectFrom('payment_vas').select(vaColumns).where('va', '=', va).executeTakeFirst(),

    /** open → paid, once. */
    async markVaPaid(q: Q, serverId: number, id: number, paidAt: string, reff: string) {
      const r = await q
        .updateTable('payment_vas')
        .set({ status: 'paid', paid_at: paidAt, paid_reff: reff, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** The open VAs of a record (e.g. one per bank for a pay-later bill). */
    openVasFor: (q: Q, serverId: number, purpose: VaPurpose, refId: number) =>
      q
        .selectFrom('payment_vas')
        .select(vaColumns)
        .where('server_id', '=', serverId)
        .where('purpose', '=', purpose)
        .where('ref_id', '=', refId)
        .where('status', '=', 'open')
        .orderBy('id')
        .execute(),

    /** Closes the open VA of a record settled another way (e.g. an order the administrator marked paid). */
    closeVa: (q: Q, serverId: number, purpose: VaPurpose, refId: number) =>
      q
        .updateTable('payment_vas')
        .set({ status: 'closed', updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('purpose', '=', purpose)
        .where('ref_id', '=', refId)
        .where('status', '=', 'open')
        .execute(),
  };
}
