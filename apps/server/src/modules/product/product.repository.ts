import { type PlatformListQuery, type Product, parseSort, productSortFields } from '@konsol/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { chunks, listPage, orderOf } from '../../lib/list.js';
import { listSearch } from '../../lib/search.js';
import { nowIso } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

/** What a write sets on a product. */
export interface ProductWrite {
  kode: string;
  nama: string;
  catatan: string;
  kode_operator: string;
  harga_jual: number;
  aktif: number;
  gangguan: number;
  kosong: number;
}

const columns = ['id', 'kode', 'nama', 'catatan', 'kode_operator', 'harga_jual', 'aktif', 'gangguan', 'kosong', 'updated_at'] as const;
export type ProductRow = Pick<Selectable<DB['products']>, (typeof columns)[number]>;

export const toProduct = (r: ProductRow): Product => ({ ...r });

/** Products of a server. Every method takes the server (tenant) id first; another server's row is not found. */
const PRODUCT_SEARCH = listSearch({ table: 'products', columns: ['kode', 'nama', 'kode_operator'], prefix: ['kode', 'kode_operator'] });

export function productRepository(db: Kysely<DB>) {
  return {
    async list(serverId: number, q: PlatformListQuery & { kode_operator?: string; aktif?: number }) {
      let from = db.selectFrom('products').where('server_id', '=', serverId);
      if (q.kode_operator) from = from.where('kode_operator', '=', q.kode_operator);
      if (q.aktif !== undefined) from = from.where('aktif', '=', q.aktif);
      const sort = parseSort(q.sort, productSortFields, { field: 'kode', dir: 'asc' });
      return listPage({
        db,
        from,
        select: (qb) => qb.select(columns),
        order: orderOf({ column: sort.field, dir: sort.dir }),
        page: q.page,
        size: q.size,
        search: { term: q.search, ...PRODUCT_SEARCH },
        exactTotal: q.exactTotal,
      });
    },

    findById: (serverId: number, id: number, q: Q = db) =>
      q.selectFrom('products').select(columns).where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst(),

    findByKode: (serverId: number, kode: string, q: Q = db) =>
      q.selectFrom('products').select(columns).where('server_id', '=', serverId).where('kode', '=', kode).executeTakeFirst(),

    async findByKodes(serverId: number, kodes: readonly string[], q: Q = db) {
      const out: ProductRow[] = [];
      for (const part of chunks([...new Set(kodes)], 500)) {
        out.push(...(await q.selectFrom('products').select(columns).where('server_id', '=', serverId).where('kode', 'in', part).execute()));
      }
      return out;
    },

    async insert(serverId: number, w: ProductWrite, q: Q = db) {
      const now = nowIso();
      const row = await q
        .insertInto('products')
        .values({ server_id: serverId, ...w, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    update: (serverId: number, id: number, w: ProductWrite, q: Q = db) =>
      q
        .updateTable('products')
        .set({ ...w, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .execute(),

    async remove(serverId: number, id: number, q: Q = db) {
      const r = await q.deleteFrom('products').where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    /** Inserts or updates many products by (server, kode), one statement per chunk. */
    async upsertMany(serverId: number, writes: readonly ProductWrite[], q: Q = db) {
      const now = nowIso();
      for (const part of chunks(writes, 400)) {
        await q
          .insertInto('products')
          .values(part.map((w) => ({ server_id: serverId, ...w, created_at: now, updated_at: now })))
          .onConflict((oc) =>
            oc.columns(['server_id', 'kode']).doUpdateSet((eb) => ({
              nama: eb.ref('excluded.nama'),
              catatan: eb.ref('excluded.catatan'),
              kode_operator: eb.ref('excluded.kode_operator'),
              harga_jual: eb.ref('excluded.harga_jual'),
              aktif: eb.ref('excluded.aktif'),
              gangguan: eb.ref('excluded.gangguan'),
              kosong: eb.ref('excluded.kosong'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      }
    },
  };
}
export type ProductRepository = ReturnType<typeof productRepository>;
