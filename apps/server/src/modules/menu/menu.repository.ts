import { type ContentListQuery, MENU_SORT_FIELDS, parseSort } from '@konsol/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { counterTotal } from '../../lib/paging.js';
import { listPage } from '../../lib/search.js';
import { nowIso } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

export interface MenuValues {
  label: string;
  image: string;
  type: number;
  description: string;
  kodeproduk: string;
  idoperator: string;
  showhome: number;
  url: string;
  status: number;
  sort_order: number;
}

const columns = [
  'id',
  'label',
  'image',
  'type',
  'description',
  'kodeproduk',
  'idoperator',
  'showhome',
  'url',
  'status',
  'sort_order',
  'updated_at',
] as const;

/** API sort field → column (`order` is stored as sort_order). */
const sortColumns = {
  id: 'id',
  label: 'label',
  type: 'type',
  status: 'status',
  showhome: 'showhome',
  order: 'sort_order',
  updated_at: 'updated_at',
} as const satisfies Record<(typeof MENU_SORT_FIELDS)[number], string>;

/** Menus of one server: every method takes the server id first; another server's row is simply not found. */
export function menuRepository(db: Kysely<DB>) {
  return {
    list(serverId: number, q: ContentListQuery) {
      let unsearched = db.selectFrom('menus').where('server_id', '=', serverId);
      if (q.type !== undefined) unsearched = unsearched.where('type', '=', q.type);
      if (q.status !== undefined) unsearched = unsearched.where('status', '=', q.status);
      const sort = parseSort(q.sort, MENU_SORT_FIELDS, { field: 'id', dir: 'asc' });
      // Ties break by id in the sort's direction, so one index (server_id, <field>, id) serves both directions.
      const order = [{ column: sortColumns[sort.field], dir: sort.dir }, ...(sort.field === 'id' ? [] : [{ column: 'id', dir: sort.dir }])];
      const unfiltered = q.type === undefined && q.status === undefined;
      // The total of the unsearched list comes from the counters: the running total, or by `<type>:<status>`.
      const counter = unfiltered
        ? counterTotal(db, serverId, 'menus@all')
        : counterTotal(db, serverId, 'menus', (c) => {
            if (q.type !== undefined && q.status !== undefined) return c.where('bucket', '=', `${q.type}:${q.status}`);
            if (q.type !== undefined) return c.where('bucket', 'like', `${q.type}:%`);
            return c.where('bucket', 'like', `%:${q.status}`);
          });
      return listPage<Pick<Selectable<DB['menus']>, (typeof columns)[number]>>({
        db,
        table: 'menus',
        page: q.page,
        size: q.size,
        unsearched,
        columns,
        order,
        counter,
        search: q.search ? { term: q.search, serverId, alone: () => unfiltered } : undefined,
      });
    },

    get: (serverId: number, id: number, q: Q = db) =>
      q.selectFrom('menus').select(columns).where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst(),

    /** The ids among `ids` that are menus of this server. */
    async existing(serverId: number, ids: number[], q: Q = db): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await q.selectFrom('menus').select('id').where('server_id', '=', serverId).where('id', 'in', ids).execute();
      return new Set(rows.map((r) => r.id));
    },

    async insert(serverId: number, v: MenuValues): Promise<number> {
      const now = nowIso();
      const row = await db
        .insertInto('menus')
        .values({ ...v, server_id: serverId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(serverId: number, id: number, v: Partial<MenuValues>): Promise<boolean> {
      const r = await db
        .updateTable('menus')
        .set({ ...v, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async remove(serverId: number, id: number): Promise<boolean> {
      const r = await db.deleteFrom('menus').where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
export type MenuRepository = ReturnType<typeof menuRepository>;
export type MenuRow = NonNullable<Awaited<ReturnType<MenuRepository['get']>>>;
