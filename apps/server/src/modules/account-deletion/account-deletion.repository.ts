import { type DeletionRequest, parseSort } from '@konsol/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { listPage } from '../../lib/list.js';
import { nowIso } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

const columns = ['id', 'id_reseller', 'name_reseller', 'uuid', 'created_at', 'status'] as const;

const toRequest = (r: {
  id: number;
  id_reseller: string;
  name_reseller: string;
  uuid: string;
  created_at: string;
  status: number;
}): DeletionRequest => ({
  id: r.id,
  id_reseller: r.id_reseller,
  name_reseller: r.name_reseller,
  uuid: r.uuid,
  createdat: r.created_at,
  status: r.status,
});

/** Account-deletion requests of a server. Every method takes the server (tenant) id first. */
export function accountDeletionRepository(db: Kysely<DB>) {
  return {
    async list(serverId: number, q: { page: number; size: number; sort?: string; status?: number }) {
      const sort = parseSort(q.sort, ['createdat', 'status'] as const, { field: 'createdat', dir: 'desc' });
      const byStatus = sort.field === 'status';
      const { rows, total } = await listPage({
        db,
        from: db
          .selectFrom('account_deletion_requests')
          .where('server_id', '=', serverId)
          .$if(q.status !== undefined, (qb) => qb.where('status', '=', q.status!)),
        select: (qb) => qb.select(columns),
        order: [
          ...(byStatus ? [{ column: 'status', dir: sort.dir }] : []),
          { column: 'created_at', dir: byStatus ? 'desc' : sort.dir },
          { column: 'id', dir: 'desc' },
        ],
        page: q.page,
        size: q.size,
      });
      return { rows: rows.map(toRequest), total };
    },

    async pendingCount(serverId: number) {
      const row = await db
        .selectFrom('account_deletion_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('server_id', '=', serverId)
        .where('status', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The newest request of a reseller from one app installation (pending first). */
    async find(serverId: number, idReseller: string, uuid: string, q: Q = db) {
      const row = await q
        .selectFrom('account_deletion_requests')
        .select([...columns, 'server_id'])
        .where('server_id', '=', serverId)
        .where('id_reseller', '=', idReseller)
        .where('uuid', '=', uuid)
        .orderBy('status', 'asc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row ? toRequest(row) : undefined;
    },

    async insert(serverId: number, r: { id_reseller: string; name_reseller: string; uuid: string }, q: Q = db) {
      const row = await q
        .insertInto('account_deletion_requests')
        .values({ server_id: serverId, ...r, status: 0, created_at: nowIso(), approved_at: null, approved_by: null })
        .returning(columns)
        .executeTakeFirstOrThrow();
      return toRequest(row);
    },

    /** Pending → approved; false when it was not pending any more (approved at the same moment elsewhere). */
    async approve(serverId: number, id: number, approvedBy: number, q: Q = db) {
      const r = await q
        .updateTable('account_deletion_requests')
        .set({ status: 1, approved_at: nowIso(), approved_by: approvedBy })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .where('status', '=', 0)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Empties the reseller's name on every request of theirs (the request itself stays as the record). */
    clearNames: (serverId: number, idReseller: string, q: Q = db) =>
      q
        .updateTable('account_deletion_requests')
        .set({ name_reseller: '' })
        .where('server_id', '=', serverId)
        .where('id_reseller', '=', idReseller)
        .execute(),

    /**
     * Top-ups are financial records and stay; where one names the reseller by name, e-mail or phone instead of
     * by kode, it is rewritten to the kode.
     */
    async anonymizeTopups(serverId: number, kode: string, personal: string[], q: Q = db) {
      const values = personal.filter((v) => v.trim() !== '' && v !== kode);
      if (!values.length) return;
      await q
        .updateTable('topups')
        .set({ reseller: kode, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('reseller', 'in', values)
        .execute();
    },

    /** The apps answering to an app code, with their key and their server's status (for the public call). */
    appsByCode: (appcode: string) =>
      db
        .selectFrom('apps as a')
        .innerJoin('servers as s', 's.id', 'a.server_id')
        .select(['a.server_id', 'a.appkey', 's.status as server_status'])
        .where('a.appcode', '=', appcode)
        .limit(5)
        .execute(),
  };
}
