import { type ContentListQuery, parseSort } from '@konsol/contract';
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DB } from '../db/schema.js';
import { listPage, orderOf } from './list.js';
import { listSearch } from './search.js';
import { nowIso } from './time.js';

type Q = Kysely<DB> | Transaction<DB>;

/** The tables whose rows belong to one server and carry their own id and times (the app's content). */
export type TenantTable = {
  [T in keyof DB]: DB[T] extends { server_id: number; created_at: string; updated_at: string } ? T : never;
}[keyof DB];

type Bookkeeping = 'id' | 'server_id' | 'created_at' | 'updated_at';

// Kysely cannot follow a table chosen by a type parameter: the builders inside are untyped, the signatures typed.
// biome-ignore lint/suspicious/noExplicitAny: see above.
type Loose = any;
const k = (q: Q): Kysely<Loose> => q as Kysely<Loose>;

/** `qb` narrowed to one server's rows (and to `scope`, e.g. articles of one kind). */
function own(qb: Loose, serverId: number, scope: object | undefined): Loose {
  let out = qb.where('server_id', '=', serverId);
  for (const [c, v] of Object.entries(scope ?? {})) out = out.where(c, '=', v);
  return out;
}

/**
 * The rows of one server in a table: read, add, change and remove, never another server's row (`scope` narrows
 * further, e.g. articles of one kind).
 */
export function tenantRows<T extends TenantTable, C extends keyof Selectable<DB[T]> & string, S = object>(
  db: Kysely<DB>,
  table: T,
  spec: { columns: readonly C[]; scope?: S & Partial<Selectable<DB[T]>> },
) {
  type Row = Pick<Selectable<DB[T]>, C>;
  type Values = Omit<Insertable<DB[T]>, Bookkeeping | keyof S>;
  return {
    get: (serverId: number, id: number, q: Q = db): Promise<Row | undefined> =>
      own(
        k(q)
          .selectFrom(table as Loose)
          .select(spec.columns),
        serverId,
        spec.scope,
      )
        .where('id', '=', id)
        .executeTakeFirst(),

    async insert(serverId: number, v: Values, q: Q = db): Promise<number> {
      const now = nowIso();
      const row = await k(q)
        .insertInto(table as Loose)
        .values({ ...v, ...spec.scope, server_id: serverId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** False when the row is not this server's. */
    async update(serverId: number, id: number, v: Partial<Updateable<DB[T]>>, q: Q = db): Promise<boolean> {
      const r = await own(
        k(q)
          .updateTable(table as Loose)
          .set({ ...(v as Loose), updated_at: nowIso() }),
        serverId,
        spec.scope,
      )
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** False when the row is not this server's. */
    async remove(serverId: number, id: number, q: Q = db): Promise<boolean> {
      const r = await own(k(q).deleteFrom(table as Loose), serverId, spec.scope)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}

/**
 * The app's content rows of one server (`tenantRows`) with the console's content list: a search over `search`, a
 * status filter, and a whitelisted sort with ties broken by id.
 */
export function contentRows<T extends TenantTable, C extends keyof Selectable<DB[T]> & string, F extends string, S = object>(
  db: Kysely<DB>,
  table: T,
  spec: {
    columns: readonly C[];
    scope?: S & Partial<Selectable<DB[T]>>;
    search: readonly string[];
    status: string;
    sorts: Record<F, string>;
    fallback: { field: NoInfer<F>; dir: 'asc' | 'desc' };
    /** The direction of the id that breaks ties. */
    tie: 'asc' | 'desc';
  },
) {
  type Row = Pick<Selectable<DB[T]>, C>;
  const search = listSearch({ table, columns: spec.search });
  return {
    ...tenantRows<T, C, S>(db, table, spec),
    list(serverId: number, q: ContentListQuery): Promise<{ rows: Row[]; total: number }> {
      const sort = parseSort<F>(q.sort, Object.keys(spec.sorts) as F[], spec.fallback);
      const from = own(k(db).selectFrom(table as Loose), serverId, spec.scope);
      return listPage({
        db,
        from: q.status === undefined ? from : from.where(spec.status, '=', q.status),
        select: (qb: Loose) => qb.select(spec.columns),
        order: orderOf({ column: spec.sorts[sort.field], dir: sort.dir }, 'id', spec.tie),
        page: q.page,
        size: q.size,
        search: { term: q.search, ...search },
        exactTotal: q.exactTotal,
      }) as Promise<{ rows: Row[]; total: number }>;
    },
  };
}
