import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

/** The daily recap's switch (servers.daily_recap) and the people it goes to. */
export function recapRepository(db: Kysely<DB>) {
  return {
    server: (serverId: number) =>
      db.selectFrom('servers').select(['id', 'server_id', 'name', 'status', 'daily_recap']).where('id', '=', serverId).executeTakeFirst(),

    setOn: (q: Q, serverId: number, on: boolean) =>
      q
        .updateTable('servers')
        .set({ daily_recap: on ? 1 : 0, updated_at: nowIso() })
        .where('id', '=', serverId)
        .execute(),

    /** Active servers whose owner turned the recap on. */
    optedIn: async () =>
      (await db.selectFrom('servers').select('id').where('daily_recap', '=', 1).where('status', '=', 1).orderBy('id').execute()).map(
        (r) => r.id,
      ),

    /** Who receives a server's recap: its active owners. */
    owners: (serverId: number) =>
      db
        .selectFrom('users')
        .select(['email', 'name', 'lang'])
        .where('server_id', '=', serverId)
        .where('role', '=', 'owner')
        .where('status', '=', 'active')
        .orderBy('id')
        .execute(),
  };
}
