import { MODULE_PAGE_SIZE, type Page, type PartnerModule, type PartnerModuleRecord, type PlatformListQuery } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { NotFound } from '../../lib/errors.js';
import { pageOf } from '../../lib/list.js';
import { settingsRepository } from '../../lib/settings.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { partnerModulesRepository, toRecord } from './partner-modules.repository.js';

type SoonFlags = Record<PartnerModule, boolean>;

/**
 * Partner modules: each server keeps the URL of its web portal for a module; the administrator activates it
 * (after marketing confirms). A module still under development is flagged "soon" platform-wide.
 */
export function partnerModulesService(ctx: AppContext) {
  const repo = partnerModulesRepository(ctx.db);
  const settings = settingsRepository(ctx.db);
  const soonFlags = (): Promise<SoonFlags> => settings.get('modulesSoon');

  return {
    /**
     * The caller's record as a page (module pages have 10 rows; a server has one record). A server that has not
     * saved a URL yet sees its row empty and inactive, so the Update action is there from the start.
     */
    async page(auth: AuthInfo, module: PartnerModule, q: { page: number }): Promise<Page<PartnerModuleRecord> & { soon: boolean }> {
      const row = await repo.find(auth.serverId, module);
      const record: PartnerModuleRecord = row ? toRecord(row) : { app_code: auth.serverCode, url_module: '', status: 0, updated_at: null };
      return {
        content: q.page === 0 ? [record] : [],
        totalElements: 1,
        totalExact: true,
        page: q.page,
        size: MODULE_PAGE_SIZE,
        soon: (await soonFlags())[module],
      };
    },

    async setUrl(auth: AuthInfo, module: PartnerModule, url: string): Promise<PartnerModuleRecord> {
      await repo.setUrl(auth.serverId, module, url);
      return toRecord((await repo.find(auth.serverId, module))!);
    },

    async listAll(module: PartnerModule, q: PlatformListQuery & { status?: number }) {
      const { rows, total } = await repo.listAll(module, q);
      return { ...pageOf(q, { rows, total }), soon: (await soonFlags())[module] };
    },

    /** The administrator activates (1) or deactivates (0) a server's module. */
    async setStatus(actor: AuthInfo, module: PartnerModule, appCode: string, status: number, ip: string): Promise<PartnerModuleRecord> {
      return ctx.db.transaction().execute(async (trx) => {
        const server = await repo.serverByCode(appCode, trx);
        if (!server) throw new NotFound();
        const before = await repo.find(server.id, module, trx);
        await repo.setStatus(server.id, module, status, trx);
        const after = toRecord((await repo.find(server.id, module, trx))!);
        await audit(trx, actor, ip, {
          action: 'module.status',
          entity: `module.${module}`,
          entityId: server.server_id,
          serverId: server.id,
          before: before ? toRecord(before) : null,
          after,
        });
        return after;
      });
    },

    /** Turns a module's "soon" placeholder on or off for every server. */
    async setSoon(actor: AuthInfo, module: PartnerModule, soon: boolean, ip: string): Promise<SoonFlags> {
      const before = await soonFlags();
      const after = { ...before, [module]: soon };
      await settings.set('modulesSoon', after);
      await audit(ctx.db, actor, ip, {
        action: 'module.soon',
        entity: `module.${module}`,
        entityId: module,
        before: before[module],
        after: soon,
      });
      return after;
    },
  };
}
