import { type PartnerModule, type PartnerModuleRecord, type PlatformListQuery, parseSort } from '@konsol/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';
import { containsAny, offsetOf } from '../reseller/listing.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Each server's record of a partner module (digipos, isimple, sidompul). Tenant id first in every method. */
export function partnerModulesRepository(db: Kysely<DB>) {
  const record = (q: Q) =>
    q
      .selectFrom('partner_modules as m')
      .innerJoin('servers as s', 's.id', 'm.server_id')
      .select(['m.id', 'm.server_id', 's.server_id as app_code', 'm.url_module', 'm.status', 'm.updated_at']);

  return {
    find: (serverId: number, module: PartnerModule, q: Q = db) =>
      record(q).where('m.server_id', '=', serverId).where('m.module', '=', module).executeTakeFirst(),

    /** Sets the URL; a server without a record gets one (inactive until the administrator activates it). */
    async setUrl(serverId: number, module: PartnerModule, url: string, q: Q = db) {
      const now = nowIso();
      await q
        .insertInto('partner_modules')
        .values({ server_id: serverId, module, url_module: url, status: 0, created_at: now, updated_at: now })
        .onConflict((oc) => oc.columns(['server_id', 'module']).doUpdateSet({ url_module: url, updated_at: now }))
        .execute();
    },

    async setStatus(serverId: number, module: PartnerModule, status: number, q: Q = db) {
      const now = nowIso();
      await q
        .insertInto('partner_modules')
        .values({ server_id: serverId, module, url_module: '', status, created_at: now, updated_at: now })
        .onConflict((oc) => oc.columns(['server_id', 'module']).doUpdateSet({ status, updated_at: now }))
        .execute();
    },

    /** The server (id and code) an app code names. */
    serverByCode: (code: string, q: Q = db) =>
      q.selectFrom('servers').select(['id', 'server_id']).where('server_id', '=', code).executeTakeFirst(),

    /** Every server's record of a module, for the administrator (search on the app code, filter on status). */
    async listAll(module: PartnerModule, q: PlatformListQuery & { status?: number }) {
      let base = record(db).where('m.module', '=', module);
      if (q.search) base = base.where(containsAny(db, ['s.server_id', 'm.url_module'], q.search));
      if (q.status !== undefined) base = base.where('m.status', '=', q.status);
      const sort = parseSort(q.sort, ['app_code', 'status', 'updated_at'] as const, { field: 'updated_at', dir: 'desc' });
      const column = sort.field === 'app_code' ? 's.server_id' : sort.field === 'status' ? 'm.status' : 'm.updated_at';
      const [rows, total] = await Promise.all([
        base.orderBy(column, sort.dir).orderBy('m.id', sort.dir).limit(q.size).offset(offsetOf(q)).execute(),
        base
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(toRecord), total: Number(total.n) };
    },
  };
}

export const toRecord = (r: { app_code: string; url_module: string; status: number; updated_at: string | null }): PartnerModuleRecord => ({
  app_code: r.app_code,
  url_module: r.url_module,
  status: r.status,
  updated_at: r.updated_at,
});
