import type { DeletionRequest, Page } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { safeEqual } from '../../lib/crypto.js';
import { Conflict, Forbidden, NotFound, Unauthorized } from '../../lib/errors.js';
import { pageOf } from '../../lib/list.js';
import { addressKey } from '../../lib/net.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { resellerRecords } from '../reseller/reseller.service.js';
import { webhookEvents } from '../webhooks/webhooks.service.js';
import { accountDeletionRepository } from './account-deletion.repository.js';

/**
 * Account deletion: the white-label app files a request for a reseller; the operator approves it, which removes
 * the reseller's personal data everywhere it is held (the reseller row, the requests' name, top-ups that name
 * them) while the financial records stay, anonymised (kode and balances are kept).
 */
export function accountDeletionService(ctx: AppContext) {
  const repo = accountDeletionRepository(ctx.db);
  const resellers = resellerRecords(ctx);
  const events = webhookEvents(ctx);

  return {
    /** X-App-Key of the app with this code: wrong or missing 401, deactivated server 403. Answers the server id. */
    async authenticateApp(appcode: string, appKey: string | undefined, ip: string): Promise<number> {
      await ctx.limiter.hit([`public-app:ip:${addressKey(ip)}`], { max: 60, windowSeconds: 15 * 60 });
      const candidates = appKey ? await repo.appsByCode(appcode) : [];
      const app = candidates.find((a) => a.appkey !== '' && safeEqual(a.appkey, appKey ?? ''));
      if (!app) throw new Unauthorized('appKeyInvalid');
      if (app.server_status !== 1) throw new Forbidden('serverInactive');
      return app.server_id;
    },

    /** The app asks to delete a reseller's account; asking again from the same installation answers the same request. */
    async fileRequest(serverId: number, body: { id_reseller: string; uuid: string }) {
      const reseller = await resellers.findByKode(serverId, body.id_reseller);
      if (!reseller) throw new NotFound('resellerNotFound');
      const pending = await repo.find(serverId, body.id_reseller, body.uuid);
      if (pending && pending.status === 0) return pending;
      return ctx.db.transaction().execute(async (trx) => {
        const row = await repo.insert(serverId, { id_reseller: reseller.kode, name_reseller: reseller.nama, uuid: body.uuid }, trx);
        await events.emit(trx, serverId, 'account_deletion.requested', { id: row.id, id_reseller: row.id_reseller, uuid: row.uuid });
        return row;
      });
    },

    async list(serverId: number, q: { page: number; size: number; sort?: string; status?: number }): Promise<Page<DeletionRequest>> {
      const { rows, total } = await repo.list(serverId, q);
      return pageOf(q, { rows, total });
    },

    pendingCount: (serverId: number) => repo.pendingCount(serverId),

    /** Approves a pending request (status 0 → 1) and removes the reseller's personal data, audited, in one transaction. */
    async approve(auth: AuthInfo, body: { id_reseller: string; uuid: string }, ip: string): Promise<DeletionRequest> {
      const serverId = auth.serverId;
      return ctx.db.transaction().execute(async (trx) => {
        const request = await repo.find(serverId, body.id_reseller, body.uuid, trx);
        if (!request) throw new NotFound('deletionNotFound');
        if (request.status !== 0 || !(await repo.approve(serverId, request.id, auth.userId, trx))) {
          throw new Conflict('deletionAlreadyApproved');
        }
        const reseller = await resellers.findByKode(serverId, body.id_reseller, trx);
        if (reseller) {
          await resellers.anonymize(serverId, reseller.kode, trx);
          await repo.anonymizeTopups(serverId, reseller.kode, [reseller.nama, reseller.email, reseller.phone], trx);
        }
        await repo.clearNames(serverId, body.id_reseller, trx);
        await events.emit(trx, serverId, 'account_deletion.approved', { id: request.id, id_reseller: body.id_reseller, uuid: body.uuid });
        // The log names the request and the reseller's kode only: no personal data outlives the approval.
        await audit(trx, auth, ip, {
          action: 'account.delete.approve',
          entity: 'reseller',
          entityId: body.id_reseller,
          serverId,
          before: { request: request.id, status: 0 },
          after: { request: request.id, status: 1, uuid: body.uuid, personal_data_removed: !!reseller },
        });
        return { ...request, name_reseller: '', status: 1 };
      });
    },
  };
}
