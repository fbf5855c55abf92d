import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Provider callbacks: each (event, reff) recorded once, with the answer a repeat gets. */
export function paymentsRepository(_db: Kysely<DB>) {
  return {
    /** Records a callback once per (event, reff); undefined when that callback was already recorded. */
    insertCallback: (q: Q, c: { event: string; reff: string; va: string | null; amount: number; body: string }) =>
      q
        .insertInto('payment_callbacks')
        .values({ ...c, server_id: null, outcome: 'received', http_status: 0, msg_key: '', created_at: nowIso() })
        .onConflict((oc) => oc.columns(['event', 'reff']).doNothing())
        .returning('id')
        .executeTakeFirst(),

    finishCallback: (q: Q, id: number, r: { outcome: string; http_status: number; msg_key: string; server_id: number | null }) =>
      q.updateTable('payment_callbacks').set(r).where('id', '=', id).execute(),

    findCallback: (q: Q, event: string, reff: string) =>
      q
        .selectFrom('payment_callbacks')
        .select(['id', 'outcome', 'http_status', 'msg_key', 'server_id'])
        .where('event', '=', event)
        .where('reff', '=', reff)
        .executeTakeFirst(),
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
