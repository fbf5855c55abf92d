import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

/** The Saldo IRSMarket figure of each server, as its engine last reported it. */
export function engineRepository(db: Kysely<DB>) {
  return {
    balance: (serverId: number, q: Q = db) =>
      q.selectFrom('engine_balances').select(['irsmarketbalance', 'as_of']).where('server_id', '=', serverId).executeTakeFirst(),

    setBalance: (serverId: number, irsmarketbalance: number, asOf: string, q: Q = db) =>
      q
        .insertInto('engine_balances')
        .values({ server_id: serverId, irsmarketbalance, as_of: asOf, updated_at: nowIso() })
        .onConflict((oc) => oc.column('server_id').doUpdateSet({ irsmarketbalance, as_of: asOf, updated_at: nowIso() }))
        .execute(),
  };
}

/** Dashboard figure: the server's Saldo IRSMarket (0 until its engine reports one). */
export async function irsmarketBalance(db: Kysely<DB>, serverId: number): Promise<number> {
  const row = await db.selectFrom('engine_balances').select('irsmarketbalance').where('server_id', '=', serverId).executeTakeFirst();
  return row?.irsmarketbalance ?? 0;
}
