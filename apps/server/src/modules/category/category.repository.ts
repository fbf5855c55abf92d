import { CATEGORY_SORT_FIELDS, type ContentListQuery, likeContains, parseSort } from '@konsol/contract';
import { type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

export interface CategoryValues {
  title: string;
  status: number;
  show_home: number;
  sort: number;
}

const columns = ['id', 'title', 'status', 'show_home', 'sort', 'updated_at'] as const;
const sortColumns = {
  sort: 'sort',
  id: 'id',
  title: 'title',
  status: 'status',
  showHome: 'show_home',
  updated_at: 'updated_at',
} as const satisfies Record<(typeof CATEGORY_SORT_FIELDS)[number], string>;

/** Categories of one server and the menus each lists (in the order they were chosen). */
export function categoryRepository(db: Kysely<DB>) {
  return {
    async list(serverId: number, q: ContentListQuery) {
      let base = db.selectFrom('categories').where('server_id', '=', serverId);
      if (q.search) base = base.where(sql<SqlBool>`lower(${sql.ref('title')}) like ${likeContains(q.search)} escape '!'`);
      if (q.status !== undefined) base = base.where('status', '=', q.status);
      const sort = parseSort(q.sort, CATEGORY_SORT_FIELDS, { field: 'sort', dir: 'asc' });
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

    get: (serverId: number, id: number, q: Q = db) =>
      q.selectFrom('categories').select(columns).where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst(),

    /** The menus of these categories (only this server's), by category and chosen order. */
    async menusOf(serverId: number, categoryIds: number[], q: Q = db) {
      if (categoryIds.length === 0) return [];
      return q
        .selectFrom('category_menus as cm')
        .innerJoin('menus as m', 'm.id', 'cm.menu_id')
        .select(['cm.category_id', 'm.id', 'm.label'])
        .where('m.server_id', '=', serverId)
        .where('cm.category_id', 'in', categoryIds)
        .orderBy('cm.category_id')
        .orderBy('cm.position')
        .execute();
    },

    async insert(q: Q, serverId: number, v: CategoryValues): Promise<number> {
      const now = nowIso();
      const row = await q
        .insertInto('categories')
        .values({ ...v, server_id: serverId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(q: Q, serverId: number, id: number, v: CategoryValues): Promise<boolean> {
      const r = await q
        .updateTable('categories')
        .set({ ...v, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Replaces the menus of a category the caller's server owns (checked by the service before). */
    async setMenus(q: Q, serverId: number, categoryId: number, menuIds: number[]): Promise<void> {
      const owned = await q
        .selectFrom('categories')
        .select('id')
        .where('server_id', '=', serverId)
        .where('id', '=', categoryId)
        .executeTakeFirst();
      if (!owned) return;
      await q.deleteFrom('category_menus').where('category_id', '=', categoryId).execute();
      if (menuIds.length) {
        await q
          .insertInto('category_menus')
          .values(menuIds.map((menu_id, position) => ({ category_id: categoryId, menu_id, position })))
          .execute();
      }
    },

    async remove(serverId: number, id: number): Promise<boolean> {
      const r = await db.deleteFrom('categories').where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
export type CategoryRepository = ReturnType<typeof categoryRepository>;
export type CategoryRow = NonNullable<Awaited<ReturnType<CategoryRepository['get']>>>;
