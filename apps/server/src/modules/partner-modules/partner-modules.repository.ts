import { type PartnerModule, type PartnerModuleRecord, type PlatformListQuery, parseSort } from '@konsol/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { listPage, orderOf } from '../../lib/list.js';
import { listSearch } from '../../lib/search.js';
import { nowIso } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Each server's record of a partner module (digipos, isimple, sidompul). Tenant id first in every method. */
const MODULE_SEARCH = listSearch({
  table: 'servers',
  as: 's',
  columns: ['server_id'],
  prefix: ['server_id'],
  joined: { table: 'partner_modules', as: 'm', columns: ['url_module'] },
});

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
      const sort = parseSort(q.sort, ['app_code', 'status', 'updated_at'] as const, { field: 'updated_at', dir: 'desc' });
      // Never-saved records sort as the oldest on both databases (PostgreSQL would put NULLs first when descending).
      const column = sort.field === 'app_code' ? 's.server_id' : sort.field === 'status' ? status : updated;
      const list = await listPage({
        db,
        from: db
          .selectFrom('servers as s')
          .leftJoin('partner_modules as m', (j) => j.onRef('m.server_id', '=', 's.id').on('m.module', '=', module))
          .$if(q.status !== undefined, (qb) => qb.where(status, '=', q.status!)),
        select: (qb) =>
          qb.select([
            's.server_id as app_code',
            sql<string>`coalesce(${sql.ref('m.url_module')}, '')`.as('url_module'),
            status.as('status'),
            'm.updated_at',
          ]),
        order: orderOf({ column, dir: sort.dir }, 's.id'),
        page: q.page,
        size: q.size,
        search: { term: q.search, ...MODULE_SEARCH },
        exactTotal: q.exactTotal,
      });
      return { ...list, rows: list.rows.map(toRecord) };
    },
  };
}

export const toRecord = (r: { app_code: string; url_module: string; status: number; updated_at: string | null }): PartnerModuleRecord => ({
  app_code: r.app_code,
  url_module: r.url_module,
  status: r.status,
  updated_at: r.updated_at,
});
