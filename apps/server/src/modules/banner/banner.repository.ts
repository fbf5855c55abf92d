import { BANNER_SORT_FIELDS, type ContentListQuery, likeContains, parseSort } from '@konsol/contract';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

export interface BannerValues {
  name: string;
  url: string;
  image: string;
  status: number;
  sort_order: number;
}

const columns = ['id', 'name', 'url', 'image', 'status', 'sort_order', 'updated_at'] as const;
const sortColumns = {
  order: 'sort_order',
  id: 'id',
  name: 'name',
  status: 'status',
  updated_at: 'updated_at',
} as const satisfies Record<(typeof BANNER_SORT_FIELDS)[number], string>;

/** Slider banners of one server. */
export function bannerRepository(db: Kysely<DB>) {
  return {
    async list(serverId: number, q: ContentListQuery) {
      let base = db.selectFrom('banners').where('server_id', '=', serverId);
      if (q.search) {
        const p = likeContains(q.search);
        base = base.where((eb) => eb.or(['name', 'url'].map((c) => sql<SqlBool>`lower(${sql.ref(c)}) like ${p} escape '!'`)));
      }
      if (q.status !== undefined) base = base.where('status', '=', q.status);
      const sort = parseSort(q.sort, BANNER_SORT_FIELDS, { field: 'order', dir: 'asc' });
      const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      let rows = base.select(columns).orderBy(sortColumns[sort.field], sort.dir);
      if (sort.field !== 'id') rows = rows.orderBy('id', 'asc');
      return {
        rows: await rows
          .limit(q.size)
          .offset(q.page * q.size)
          .execute(),
        total: Number(total.n),
      };
    },

    get: (serverId: number, id: number) =>
      db.selectFrom('banners').select(columns).where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst(),

    async insert(serverId: number, v: BannerValues): Promise<number> {
      const now = nowIso();
      const row = await db
        .insertInto('banners')
        .values({ ...v, server_id: serverId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(serverId: number, id: number, v: Partial<BannerValues>): Promise<boolean> {
      const r = await db
        .updateTable('banners')
        .set({ ...v, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async remove(serverId: number, id: number): Promise<boolean> {
      const r = await db.deleteFrom('banners').where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
export type BannerRepository = ReturnType<typeof bannerRepository>;
export type BannerRow = NonNullable<Awaited<ReturnType<BannerRepository['get']>>>;
