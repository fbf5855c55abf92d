import { type ContentListQuery, MENU_SORT_FIELDS, parseSort } from '@konsol/contract';
import { type Kysely, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import { isPostgres } from '../../db/database.js';
import { SEARCHED } from '../../db/migrations/0009-search.js';
import type { DB } from '../../db/schema.js';
import { counterTotal, flip, readPage } from '../../lib/paging.js';
import { containsAny, searchMatch, searchPage, searchScope } from '../../lib/search.js';
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
    async list(serverId: number, q: ContentListQuery) {
      const scope = db.selectFrom('menus').where('server_id', '=', serverId);
      let base = scope;
      if (q.search) base = base.where(containsAny(db, SEARCHED.menus.columns, q.search));
      if (q.type !== undefined) base = base.where('type', '=', q.type);
      if (q.status !== undefined) base = base.where('status', '=', q.status);
      const sort = parseSort(q.sort, MENU_SORT_FIELDS, { field: 'id', dir: 'asc' });
      // Ties break by id in the sort's direction, so one index (server_id, <field>, id) serves both directions.
      const ordered = <O>(qb: SelectQueryBuilder<DB, 'menus', O>, reverse: boolean) => {
        const dir = reverse ? flip(sort.dir) : sort.dir;
        const byField = qb.orderBy(sortColumns[sort.field], dir);
        return sort.field === 'id' ? byField : byField.orderBy('id', dir);
      };
      // A search alone goes through the search index (SQLite; PostgreSQL's planner uses its own by itself).
      const match =
        q.search && q.type === undefined && q.status === undefined && !isPostgres(db)
          ? searchMatch('menus', searchScope(serverId), q.search)
          : undefined;
      if (match) {
        return searchPage({
          db,
          table: 'menus',
          match,
          page: q.page,
          size: q.size,
          scopeTotal: counterTotal(db, serverId, 'menus'),
          window: (n, reverse) => sql<number>`${ordered(scope.select('id'), reverse).limit(n)}`,
          rows: (w, ids) =>
            ordered(base.select(columns).where('id', 'in', ids), w.reverse)
              .limit(w.limit)
              .offset(w.offset)
              .execute(),
        });
      }
      // Without a search the total comes from the counters by `<type>:<status>` (exact, no scan).
      const counter = q.search
        ? undefined
        : counterTotal(db, serverId, 'menus', (c) => {
            if (q.type !== undefined && q.status !== undefined) return c.where('bucket', '=', `${q.type}:${q.status}`);
            if (q.type !== undefined) return c.where('bucket', 'like', `${q.type}:%`);
            if (q.status !== undefined) return c.where('bucket', 'like', `%:${q.status}`);
            return c;
          });
      return readPage({
        page: q.page,
        size: q.size,
        counter,
        countRows: async () => Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
        rows: (w, total) =>
          ordered(
            base.select(columns).$if(!!total, (qb) => qb.select(total!.as('total_elements'))),
            w.reverse,
          )
            .limit(w.limit)
            .offset(w.offset)
            .execute(),
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
