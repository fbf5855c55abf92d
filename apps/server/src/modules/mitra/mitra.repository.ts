import { type Mitra, mitraSortFields, type PlatformListQuery, parseSort } from '@konsol/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { listPage, orderOf } from '../../lib/list.js';
import { listSearch } from '../../lib/search.js';
import { nowIso } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

const columns = [
  'id',
  'server_id',
  'name',
  'address',
  'contact',
  'phone',
  'email',
  'member_type',
  'engine_core',
  'status',
  'server_key_hash',
  'allowed_ips',
  'created_at',
  'updated_at',
] as const;
export type MitraRow = Pick<Selectable<DB['servers']>, (typeof columns)[number]>;

/** The API shape: never the key's hash, only whether one was issued. */
export function toMitra(r: MitraRow): Mitra {
  const { server_key_hash, allowed_ips, ...rest } = r;
  return { ...rest, has_server_key: !!server_key_hash, allowedIps: JSON.parse(allowed_ips) as string[] };
}

/** What the administrator writes of a partner server. */
export type MitraWrite = Pick<
  Selectable<DB['servers']>,
  'server_id' | 'name' | 'address' | 'contact' | 'phone' | 'email' | 'member_type' | 'engine_core' | 'status' | 'allowed_ips'
>;

/** The columns of what the administrator sent (the address list is stored as JSON). */
export function mitraWrite<B extends { allowedIps?: string[] }>({
  allowedIps,
  ...rest
}: B): Omit<B, 'allowedIps'> & { allowed_ips?: string } {
  return allowedIps ? { ...rest, allowed_ips: JSON.stringify(allowedIps) } : rest;
}

/**
 * Partner servers (the tenants themselves), for the administrator. A server's numeric id is the tenant id every
 * other repository takes first.
 */
const MITRA_SEARCH = listSearch({
  table: 'servers',
  columns: ['name', 'server_id', 'email', 'contact', 'phone'],
  prefix: ['server_id', 'phone'],
});

export function mitraRepository(db: Kysely<DB>) {
  return {
    async list(q: PlatformListQuery & { status?: number }) {
      const sort = parseSort(q.sort, mitraSortFields, { field: 'name', dir: 'asc' });
      return listPage({
        db,
        from: db.selectFrom('servers').$if(q.status !== undefined, (qb) => qb.where('status', '=', q.status!)),
        select: (qb) => qb.select(columns),
        order: orderOf({ column: sort.field, dir: sort.dir }),
        page: q.page,
        size: q.size,
        search: { term: q.search, ...MITRA_SEARCH },
        exactTotal: q.exactTotal,
      });
    },

    findById: (id: number, q: Q = db) => q.selectFrom('servers').select(columns).where('id', '=', id).executeTakeFirst(),

    codeTaken: async (code: string, q: Q = db) =>
      !!(await q.selectFrom('servers').select('id').where('server_id', '=', code).executeTakeFirst()),

    async insert(w: Omit<MitraWrite, 'allowed_ips'> & { allowed_ips?: string }, keyHash: string, q: Q = db) {
      const now = nowIso();
      const row = await q
        .insertInto('servers')
        .values({ ...w, server_key_hash: keyHash, masaaktif: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    update: (id: number, w: Partial<MitraWrite>, q: Q = db) =>
      q
        .updateTable('servers')
        .set({ ...w, updated_at: nowIso() })
        .where('id', '=', id)
        .execute(),

    setKeyHash: (id: number, keyHash: string, q: Q = db) =>
      q.updateTable('servers').set({ server_key_hash: keyHash, updated_at: nowIso() }).where('id', '=', id).execute(),

    /** The app keeps the server's code as its app code when the administrator changes the Server ID. */
    followAppCode: (id: number, from: string, to: string, q: Q = db) =>
      q.updateTable('apps').set({ appcode: to, updated_at: nowIso() }).where('server_id', '=', id).where('appcode', '=', from).execute(),

    /** The server an engine key belongs to (looked up by the key's SHA-256). */
    findByKeyHash: (keyHash: string) =>
      db
        .selectFrom('servers')
        .select(['id', 'server_id', 'status', 'allowed_ips'])
        .where('server_key_hash', '=', keyHash)
        .executeTakeFirst(),
  };
}
export type MitraRepository = ReturnType<typeof mitraRepository>;
