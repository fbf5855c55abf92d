import { type ContentListQuery, MENU_SORT_FIELDS, parseSort } from '@konsol/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { listPage, orderOf } from '../../lib/list.js';
import { type CounterQuery, counterTotal } from '../../lib/paging.js';
import { listSearch } from '../../lib/search.js';
import { tenantRows } from '../../lib/tenant-rows.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Where the list's search looks: the columns migration 0009 indexes (lib/search.test.ts holds the two alike). */
/** A server's menus, all or of one type and/or status, from the counters of migration 0006 (buckets `<type>:<status>`). */
function menuCounter(db: Kysely<DB>, serverId: number, f: { type?: number; status?: number }): CounterQuery {
  if (f.type === undefined && f.status === undefined) return counterTotal(db, serverId, 'menus');
  return counterTotal(db, serverId, 'menus', (c) => {
    if (f.type !== undefined && f.status !== undefined) return c.where('bucket', '=', `${f.type}:${f.status}`);
    if (f.type !== undefined) return c.where('bucket', 'like', `${f.type}:%`);
    return c.where('bucket', 'like', `%:${f.status}`);
  });
}

export const MENU_SEARCH = listSearch({ table: 'menus', columns: ['label', 'description', 'kodeproduk'], prefix: ['kodeproduk'] });
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
    ...tenantRows(db, 'menus', { columns }),

    /** The big list: its total from the counters, its search through the index (lib/search.ts). */
    list(serverId: number, q: ContentListQuery) {
      let from = db.selectFrom('menus').where('server_id', '=', serverId);
      if (q.type !== undefined) from = from.where('type', '=', q.type);
      if (q.status !== undefined) from = from.where('status', '=', q.status);
      const sort = parseSort(q.sort, MENU_SORT_FIELDS, { field: 'id', dir: 'asc' });
      return listPage({
        db,
        from,
        select: (qb) => qb.select(columns),
        // Ties break by id in the sort's direction, so one index (server_id, <field>, id) serves both directions.
        order: orderOf({ column: sortColumns[sort.field], dir: sort.dir }),
        page: q.page,
        size: q.size,
        search: { term: q.search, ...MENU_SEARCH },
        exactTotal: q.exactTotal,
        counter: menuCounter(db, serverId, q),
        index: { serverId, alone: () => q.type === undefined && q.status === undefined },
      });
    },

    /** The ids among `ids` that are menus of this server. */
    async existing(serverId: number, ids: number[], q: Q = db): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const found = await q.selectFrom('menus').select('id').where('server_id', '=', serverId).where('id', 'in', ids).execute();
      return new Set(found.map((r) => r.id));
    },
  };
}
export type MenuRepository = ReturnType<typeof menuRepository>;
export type MenuRow = NonNullable<Awaited<ReturnType<MenuRepository['get']>>>;
