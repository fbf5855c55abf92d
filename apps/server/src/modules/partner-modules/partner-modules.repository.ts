import { type PartnerModule, type PartnerModuleRecord, type PlatformListQuery, parseSort } from '@konsol/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { containsAny } from '../../lib/search.js';
import { nowIso } from '../../lib/time.js';
import { offsetOf } from '../reseller/listing.js';

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

    /**
     * Every partner server's record of a module, for the administrator: a server that never saved a URL nor was
     * activated is listed too (URL empty, Inactive), as its own page shows it, so the administrator can activate
     * it. Search on the app code or the URL, filter on the status (a missing record counts as 0).
     */
    async listAll(module: PartnerModule, q: PlatformListQuery & { status?: number }) {
      const status = sql<number>`coalesce(${sql.ref('m.status')}, 0)`;
      const updated = sql<string>`coalesce(${sql.ref('m.updated_at')}, '')`;
      let base = db
        .selectFrom('servers as s')
        .leftJoin('partner_modules as m', (j) => j.onRef('m.server_id', '=', 's.id').on('m.module', '=', module))
        .select([
          's.server_id as app_code',
          sql<string>`coalesce(${sql.ref('m.url_module')}, '')`.as('url_module'),
          status.as('status'),
          'm.updated_at',
        ]);
      if (q.search) base = base.where(containsAny(db, ['s.server_id', 'm.url_module'], q.search));
      if (q.status !== undefined) base = base.where(status, '=', q.status);
      const sort = parseSort(q.sort, ['app_code', 'status', 'updated_at'] as const, { field: 'updated_at', dir: 'desc' });
      // Never-saved records sort as the oldest on both databases (PostgreSQL would put NULLs first when descending).
      const column = sort.field === 'app_code' ? sql.ref('s.server_id') : sort.field === 'status' ? status : updated;
      const [rows, total] = await Promise.all([
        base.orderBy(column, sort.dir).orderBy('s.id', sort.dir).limit(q.size).offset(offsetOf(q)).execute(),
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
