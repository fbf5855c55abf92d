import type { Page, PlatformListQuery, Product, ProductBody } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { NotFound } from '../../lib/errors.js';
import { saveByKode } from '../../lib/kode-records.js';
import { pageOf } from '../../lib/list.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { type ProductWrite, productRepository, toProduct } from './product.repository.js';

export type { ProductWrite } from './product.repository.js';

export function productService(ctx: AppContext) {
  const repo = productRepository(ctx.db);

  return {
    async list(serverId: number, q: PlatformListQuery & { kode_operator?: string; aktif?: number }): Promise<Page<Product>> {
      const list = await repo.list(serverId, q);
      return pageOf(q, list, toProduct);
    },

    /** Adds a product, or edits it when the body names its id or a kode the server already has. */
    async save(auth: AuthInfo, body: ProductBody): Promise<{ created: boolean; product: Product }> {
      const { created, row } = await saveByKode(ctx.db, {
        rows: repo,
        serverId: auth.serverId,
        body,
        taken: 'productKodeTaken',
        // Optional fields left out keep their stored value (a new product gets the defaults).
        write: (existing): ProductWrite => ({
          kode: body.kode,
          nama: body.nama,
          catatan: body.catatan ?? existing?.catatan ?? '',
          kode_operator: body.kode_operator ?? existing?.kode_operator ?? '',
          harga_jual: body.harga_jual ?? existing?.harga_jual ?? 0,
          aktif: body.aktif ?? existing?.aktif ?? 1,
          gangguan: body.gangguan ?? existing?.gangguan ?? 0,
          kosong: body.kosong ?? existing?.kosong ?? 0,
        }),
      });
      return { created, product: toProduct(row) };
    },

    async remove(auth: AuthInfo, id: number, ip: string) {
      await ctx.db.transaction().execute(async (trx) => {
        const row = await repo.findById(auth.serverId, id, trx);
        if (!row) throw new NotFound();
        await repo.remove(auth.serverId, id, trx);
        await audit(trx, auth, ip, {
          action: 'product.delete',
          entity: 'product',
          entityId: row.kode,
          serverId: auth.serverId,
          before: row,
        });
      });
    },
  };
}

/** Products as the engine's pushes write them, in its own transaction: found by kode, upserted. */
export function productRecords(ctx: AppContext) {
  const repo = productRepository(ctx.db);
  return { findByKodes: repo.findByKodes, upsertMany: repo.upsertMany };
}
