import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { chunks, type ListArgs, listPage, orderOf } from '../../lib/list.js';
import { listSearch } from '../../lib/search.js';
import { nowIso } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

export interface TopupRecord {
  reff: string;
  channelname: string;
  amount: number;
  status: number;
  reseller: string;
  waktu: string;
}

const columns = ['id', 'reff', 'channelname', 'amount', 'status', 'reseller', 'waktu'] as const;

/** Resellers' top-ups per server; one row per (server, reff). Every method takes the server id first. */
const TOPUP_SEARCH = listSearch({ table: 'topups', columns: ['reff', 'channelname', 'reseller'], prefix: ['reff'] });

export function topupRepository(db: Kysely<DB>) {
  return {
    /**
     * Records top-ups; a reff already recorded for the server keeps its amount and time and only takes the new
     * status (an engine reports a top-up again when it settles), so nothing is ever counted twice.
     */
    async record(q: Q, serverId: number, items: TopupRecord[], source: string): Promise<TopupRecord[]> {
      const known = new Set<string>();
      for (const part of chunks(items, 500)) {
        const rows = await q
          .selectFrom('topups')
          .select('reff')
          .where('server_id', '=', serverId)
          .where(
            'reff',
            'in',
            part.map((t) => t.reff),
          )
          .execute();
        for (const r of rows) known.add(r.reff);
      }
      const now = nowIso();
      for (const t of items) {
        await q
          .insertInto('topups')
          .values({ server_id: serverId, ...t, source, created_at: now, updated_at: now })
          .onConflict((oc) =>
            oc
              .columns(['server_id', 'reff'])
              .doUpdateSet({ status: sql<number>`excluded.status`, updated_at: sql<string>`excluded.updated_at` }),
          )
          .execute();
      }
      return items.filter((t) => !known.has(t.reff));
    },

    async list(serverId: number, a: ListArgs) {
      return listPage({
        db,
        from: db
          .selectFrom('topups')
          .where('server_id', '=', serverId)
          .$if(!!a.range, (qb) => qb.where('waktu', '>=', a.range!.from).where('waktu', '<', a.range!.to)),
        select: (qb) => qb.select(columns),
        order: orderOf(a.sort),
        page: a.page,
        size: a.size,
        search: { term: a.search, ...TOPUP_SEARCH },
        exactTotal: a.exactTotal,
      });
    },

    /** Sum of successful top-ups in [from, to). */
    async total(serverId: number, from: string, to: string) {
      const row = await db
        .selectFrom('topups')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
        .where('server_id', '=', serverId)
        .where('status', '=', 1)
        .where('waktu', '>=', from)
        .where('waktu', '<', to)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** The numeric id of a server by its app code (`serverid`), for callbacks that name the server. */
    serverIdByCode: async (q: Q, code: string) =>
      (await q.selectFrom('servers').select('id').where('server_id', '=', code).executeTakeFirst())?.id,
  };
}
export type TopupRepository = ReturnType<typeof topupRepository>;
