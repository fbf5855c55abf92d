import type { CATEGORY_SORT_FIELDS } from '@konsol/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { contentRows } from '../../lib/tenant-rows.js';

type Q = Kysely<DB> | Transaction<DB>;

export interface CategoryValues {
  title: string;
  status: number;
  show_home: number;
  sort: number;
}

/** Categories of one server and the menus each lists (in the order they were chosen). */
export function categoryRepository(db: Kysely<DB>) {
  const rows = contentRows(db, 'categories', {
    columns: ['id', 'title', 'status', 'show_home', 'sort', 'updated_at'],
    search: ['title'],
    status: 'status',
    sorts: {
      sort: 'sort',
      id: 'id',
      title: 'title',
      status: 'status',
      showHome: 'show_home',
      updated_at: 'updated_at',
    } satisfies Record<(typeof CATEGORY_SORT_FIELDS)[number], string>,
    fallback: { field: 'sort', dir: 'asc' },
    tie: 'asc',
  });
  return {
    ...rows,

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

    /** Replaces the menus of a category the caller's server owns (checked by the service before). */
    async setMenus(q: Q, serverId: number, categoryId: number, menuIds: number[]): Promise<void> {
      if (!(await rows.get(serverId, categoryId, q))) return;
      await q.deleteFrom('category_menus').where('category_id', '=', categoryId).execute();
      if (menuIds.length) {
        await q
          .insertInto('category_menus')
          .values(menuIds.map((menu_id, position) => ({ category_id: categoryId, menu_id, position })))
          .execute();
      }
    },
  };
}
export type CategoryRepository = ReturnType<typeof categoryRepository>;
export type CategoryRow = NonNullable<Awaited<ReturnType<CategoryRepository['get']>>>;
