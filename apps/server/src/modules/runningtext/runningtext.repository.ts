import { type ContentListQuery, likeContains, parseSort, RUNNING_TEXT_SORT_FIELDS } from '@konsol/contract';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

export interface RunningTextValues {
  msg: string;
  aktif: number;
  expired: string | null;
}

const columns = ['id', 'msg', 'aktif', 'expired', 'updated_at'] as const;
const sortColumns = {
  id: 'id',
  msg: 'msg',
  aktif: 'aktif',
  expired: 'expired',
  updated_at: 'updated_at',
} as const satisfies Record<(typeof RUNNING_TEXT_SORT_FIELDS)[number], string>;

/** Running texts of one server. */
export function runningTextRepository(db: Kysely<DB>) {
  return {
    async list(serverId: number, q: ContentListQuery) {
      let base = db.selectFrom('running_texts').where('server_id', '=', serverId);
      if (q.search) base = base.where(sql<SqlBool>`lower(${sql.ref('msg')}) like ${likeContains(q.search)} escape '!'`);
      if (q.status !== undefined) base = base.where('aktif', '=', q.status);
      const sort = parseSort(q.sort, RUNNING_TEXT_SORT_FIELDS, { field: 'id', dir: 'desc' });
      const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      let rows = base.select(columns).orderBy(sortColumns[sort.field], sort.dir);
      if (sort.field !== 'id') rows = rows.orderBy('id', 'desc');
      return {
        rows: await rows
          .limit(q.size)
          .offset(q.page * q.size)
          .execute(),
        total: Number(total.n),
      };
    },

    get: (serverId: number, id: number) =>
      db.selectFrom('running_texts').select(columns).where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst(),

    async insert(serverId: number, v: RunningTextValues): Promise<number> {
      const now = nowIso();
      const row = await db
        .insertInto('running_texts')
        .values({ ...v, server_id: serverId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(serverId: number, id: number, v: Partial<RunningTextValues>): Promise<boolean> {
      const r = await db
        .updateTable('running_texts')
        .set({ ...v, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async remove(serverId: number, id: number): Promise<boolean> {
      const r = await db.deleteFrom('running_texts').where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
export type RunningTextRepository = ReturnType<typeof runningTextRepository>;
export type RunningTextRow = NonNullable<Awaited<ReturnType<RunningTextRepository['get']>>>;
