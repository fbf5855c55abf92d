import { type ContentListQuery, likeContains, POPUP_SORT_FIELDS, parseSort } from '@konsol/contract';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

export interface PopupValues {
  name: string;
  url: string;
  image: string;
  status: number;
  expired: string | null;
}

const columns = ['id', 'name', 'url', 'image', 'status', 'expired', 'updated_at'] as const;
const sortColumns = {
  id: 'id',
  name: 'name',
  status: 'status',
  expired: 'expired',
  updated_at: 'updated_at',
} as const satisfies Record<(typeof POPUP_SORT_FIELDS)[number], string>;

/** Popups of one server. */
export function popupRepository(db: Kysely<DB>) {
  return {
    async list(serverId: number, q: ContentListQuery) {
      let base = db.selectFrom('popups').where('server_id', '=', serverId);
      if (q.search) {
        const p = likeContains(q.search);
        base = base.where((eb) => eb.or(['name', 'url'].map((c) => sql<SqlBool>`lower(${sql.ref(c)}) like ${p} escape '!'`)));
      }
      if (q.status !== undefined) base = base.where('status', '=', q.status);
      const sort = parseSort(q.sort, POPUP_SORT_FIELDS, { field: 'id', dir: 'desc' });
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
      db.selectFrom('popups').select(columns).where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst(),

    async insert(serverId: number, v: PopupValues): Promise<number> {
      const now = nowIso();
      const row = await db
        .insertInto('popups')
        .values({ ...v, server_id: serverId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(serverId: number, id: number, v: Partial<PopupValues>): Promise<boolean> {
      const r = await db
        .updateTable('popups')
        .set({ ...v, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async remove(serverId: number, id: number): Promise<boolean> {
      const r = await db.deleteFrom('popups').where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
export type PopupRepository = ReturnType<typeof popupRepository>;
export type PopupRow = NonNullable<Awaited<ReturnType<PopupRepository['get']>>>;
