import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

/** The payouts of approved cash-outs: written with the approval, sent by a job, finished by the provider's callback. */
export function payoutsRepository(q: Q) {
  return {
    queue: (p: {
      kind: string;
      ref_id: number;
      server_id: number;
      reff: string;
      amount: number;
      bank: string;
      accountno: string;
      accountname: string;
    }) =>
      q
        .insertInto('payouts')
        .values({
          kind: p.kind,
          ref_id: p.ref_id,
          server_id: p.server_id,
          reff: p.reff,
          amount: p.amount,
          channel_code: p.bank,
          account_number: p.accountno,
          account_name: p.accountname,
          status: 'queued',
          provider_id: null,
          failure_code: null,
          created_at: nowIso(),
          updated_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow(),

    find: (id: number) => q.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirst(),

    byReff: (reff: string) => q.selectFrom('payouts').selectAll().where('reff', '=', reff).executeTakeFirst(),

    /** The provider took it (only while queued: a callback may have finished it first). */
    sent: (id: number, providerId: string) =>
      q
        .updateTable('payouts')
        .set({ status: 'sent', provider_id: providerId, updated_at: nowIso() })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .execute(),

    /** Finished, once: undefined when it was finished before. */
    finish: (id: number, status: 'succeeded' | 'failed', failureCode: string | null) =>
      q
        .updateTable('payouts')
        .set({ status, failure_code: failureCode, updated_at: nowIso() })
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'sent'])
        .returning('id')
        .executeTakeFirst(),
  };
}
