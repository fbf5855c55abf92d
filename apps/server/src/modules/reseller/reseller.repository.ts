import { type PlatformListQuery, parseSort, type Reseller, resellerSortFields } from '@konsol/contract';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { chunks, listPage, orderOf } from '../../lib/list.js';
import { counted, counterTotal } from '../../lib/paging.js';
import { listSearch } from '../../lib/search.js';
import { nowIso, wibToday } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

/** What a write sets on a reseller (every column but the keys and the bookkeeping times). */
export interface ResellerWrite {
  kode: string;
  nama: string;
  alamat: string;
  email: string;
  phone: string;
  kode_upline: string | null;
  saldo: number;
  tgl_daftar: string;
  last_activity: string | null;
}

/** Where the list's search looks: the columns migration 0009 indexes (lib/search.test.ts holds the two alike). */
export const RESELLER_SEARCH = listSearch({ table: 'resellers', columns: ['kode', 'nama', 'email', 'phone'], prefix: ['kode', 'phone'] });
const columns = [
  'id',
  'kode',
  'nama',
  'alamat',
  'email',
  'phone',
  'kode_upline',
  'saldo',
  'tgl_daftar',
  'last_activity',
  'anonymized_at',
  'updated_at',
] as const;

export type ResellerRow = Pick<Selectable<DB['resellers']>, (typeof columns)[number]>;

const sortColumns = {
  kode: 'kode',
  nama: 'nama',
  saldo: 'saldo',
  tgl_daftar: 'tgl_daftar',
  updateAt: 'updated_at',
  last_activity: 'last_activity',
  kode_upline: 'kode_upline',
} as const satisfies Record<(typeof resellerSortFields)[number], string>;

/** The API shape of a reseller row. */
export function toReseller(r: ResellerRow): Reseller {
  return {
    id: r.id,
    kode: r.kode,
    nama: r.nama,
    alamat: r.alamat,
    email: r.email,
    phone: r.phone,
    kode_upline: r.kode_upline ?? '',
    saldo: r.saldo,
    tgl_daftar: r.tgl_daftar,
    updateAt: r.updated_at,
    last_activity: r.last_activity,
    anonymized: r.anonymized_at ? 1 : 0,
  };
}

/** Resellers of a server. Every method takes the server (tenant) id first; another server's row is not found. */
/** Keeps the WIB day of each activity of a server's resellers (a day already kept for a reseller stays one). */
async function recordActivity(serverId: number, activity: readonly { kode: string; at: string }[], q: Q) {
  for (const part of chunks(activity, 300)) {
    await q
      .insertInto('reseller_activity_days')
      .values(part.map((a) => ({ server_id: serverId, day: wibToday(Date.parse(a.at)), kode: a.kode })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

export function resellerRepository(db: Kysely<DB>) {
  return {
    list(serverId: number, q: PlatformListQuery & { kode_upline?: string }) {
      let from = db.selectFrom('resellers').where('server_id', '=', serverId);
      if (q.kode_upline) from = from.where('kode_upline', '=', q.kode_upline);
      const sort = parseSort(q.sort, resellerSortFields, { field: 'kode', dir: 'asc' });
      return listPage({
        db,
        from,
        select: (qb) => qb.select(columns),
        order: orderOf({ column: sortColumns[sort.field], dir: sort.dir }),
        page: q.page,
        size: q.size,
        search: { term: q.search, ...RESELLER_SEARCH },
        exactTotal: q.exactTotal,
        // The server's counter totals the list unless an upline filter narrows it (exact, no scan).
        counter: q.kode_upline ? undefined : counterTotal(db, serverId, 'resellers'),
        index: { serverId, alone: () => !q.kode_upline },
      });
    },

    findById: (serverId: number, id: number, q: Q = db) =>
      q.selectFrom('resellers').select(columns).where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst(),

    findByKode: (serverId: number, kode: string, q: Q = db) =>
      q.selectFrom('resellers').select(columns).where('server_id', '=', serverId).where('kode', '=', kode).executeTakeFirst(),

    /** The rows of the given kodes (any order). */
    async findByKodes(serverId: number, kodes: readonly string[], q: Q = db) {
      const out: ResellerRow[] = [];
      for (const part of chunks([...new Set(kodes)], 500)) {
        out.push(
          ...(await q.selectFrom('resellers').select(columns).where('server_id', '=', serverId).where('kode', 'in', part).execute()),
        );
      }
      return out;
    },

    /** Each kode's upline, for the kodes given (loop checks walk the chain with it). */
    async uplinesOf(serverId: number, kodes: readonly string[], q: Q = db) {
      const out = new Map<string, string | null>();
      for (const part of chunks([...new Set(kodes)], 500)) {
        const rows = await q
          .selectFrom('resellers')
          .select(['kode', 'kode_upline'])
          .where('server_id', '=', serverId)
          .where('kode', 'in', part)
          .execute();
        for (const r of rows) out.set(r.kode, r.kode_upline);
      }
      return out;
    },

    async insert(serverId: number, w: ResellerWrite, q: Q = db) {
      const now = nowIso();
      const row = await q
        .insertInto('resellers')
        .values({ server_id: serverId, ...w, anonymized_at: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    update: (serverId: number, id: number, w: ResellerWrite, q: Q = db) =>
      q
        .updateTable('resellers')
        .set({ ...w, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .execute(),

    /** When a kode changes, its downlines follow it. */
    renameUpline: (serverId: number, from: string, to: string, q: Q = db) =>
      q
        .updateTable('resellers')
        .set({ kode_upline: to, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('kode_upline', '=', from)
        .execute(),

    async countDownlines(serverId: number, kode: string, q: Q = db) {
      const row = await q
        .selectFrom('resellers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('server_id', '=', serverId)
        .where('kode_upline', '=', kode)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async remove(serverId: number, id: number, q: Q = db) {
      const r = await q.deleteFrom('resellers').where('server_id', '=', serverId).where('id', '=', id).returning('kode').executeTakeFirst();
      if (!r) return false;
      // No day counts more active agents than the server has.
      await q.deleteFrom('reseller_activity_days').where('server_id', '=', serverId).where('kode', '=', r.kode).execute();
      return true;
    },

    /**
     * Inserts or updates many resellers by (server, kode) in one statement per chunk. A reseller whose personal
     * data was removed by an approved deletion keeps it removed, whatever the write says.
     */
    async upsertMany(serverId: number, writes: readonly ResellerWrite[], q: Q = db) {
      const now = nowIso();
      const keepIfAnonymized = (col: 'nama' | 'alamat' | 'email' | 'phone') =>
        sql<string>`case when resellers.anonymized_at is null then excluded.${sql.ref(col)} else resellers.${sql.ref(col)} end`;
      for (const part of chunks(writes, 300)) {
        await q
          .insertInto('resellers')
          .values(part.map((w) => ({ server_id: serverId, ...w, anonymized_at: null, created_at: now, updated_at: now })))
          .onConflict((oc) =>
            oc.columns(['server_id', 'kode']).doUpdateSet((eb) => ({
              nama: keepIfAnonymized('nama'),
              alamat: keepIfAnonymized('alamat'),
              email: keepIfAnonymized('email'),
              phone: keepIfAnonymized('phone'),
              kode_upline: eb.ref('excluded.kode_upline'),
              saldo: eb.ref('excluded.saldo'),
              tgl_daftar: eb.ref('excluded.tgl_daftar'),
              last_activity: eb.ref('excluded.last_activity'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      }
      await recordActivity(
        serverId,
        writes.filter((w) => w.last_activity).map((w) => ({ kode: w.kode, at: w.last_activity! })),
        q,
      );
    },

    recordActivity,

    /** Removes a reseller's personal data (approved account deletion); the kode and the balance stay. */
    anonymize: (serverId: number, kode: string, q: Q = db) =>
      q
        .updateTable('resellers')
        .set({ nama: '', alamat: '', email: '', phone: '', anonymized_at: nowIso(), updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('kode', '=', kode)
        .executeTakeFirst(),
  };
}
export type ResellerRepository = ReturnType<typeof resellerRepository>;

/**
 * Dashboard figures of a server: Total Agen (its resellers, from the counter of migration 0006) and Agen Aktif
 * Hari ini (resellers with activity reported on today's WIB day: the trend's active agents of today).
 */
export async function resellerFigures(db: Kysely<DB>, serverId: number, now = Date.now()) {
  const [total, active] = await Promise.all([
    counted(counterTotal(db, serverId, 'resellers')),
    db
      .selectFrom('reseller_activity_days')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('server_id', '=', serverId)
      .where('day', '=', wibToday(now))
      .executeTakeFirstOrThrow(),
  ]);
  return { totalagen: total, agenaktiftoday: Number(active.n) };
}
