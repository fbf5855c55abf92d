import { type Page, type TopupItem, type TopupRow, topupItem, topupStatus } from '@konsol/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { BadRequest } from '../../lib/errors.js';
import { listArgs, pageOf } from '../../lib/list.js';
import { nowIso } from '../../lib/time.js';
import { resellerRecords } from '../reseller/reseller.service.js';
import { webhookEvents } from '../webhooks/webhooks.service.js';
import { topupRepository } from './topup.repository.js';

const items = z.array(topupItem).max(1000);

/** The top-up channel list (`/backoffice/console/topupchannel`) and the one way top-ups are recorded. */
export function topupService(ctx: AppContext) {
  const repo = topupRepository(ctx.db);
  const events = webhookEvents(ctx);
  const resellers = resellerRecords(ctx);
  return {
    /**
     * Records resellers' top-ups of a server, as the payment callback or a server's engine reports them. Items are
     * validated; a reff already recorded for the server is not recorded again (its status is updated).
     *
     * @example
     * await topupService(ctx).recordTopups(serverId, [{ reff: 'TRX123', channelname: 'VA-BCA', amount: 100000, status: 1 }]);
     */
    async recordTopups(serverId: number, list: TopupItem[], source = 'engine'): Promise<{ recorded: number }> {
      const parsed = items.safeParse(list);
      if (!parsed.success) throw new BadRequest('invalidValue');
      const rows = parsed.data.map((t) => ({
        reff: t.reff,
        channelname: t.channelname.toUpperCase(),
        amount: t.amount,
        status: t.status,
        reseller: t.reseller,
        waktu: t.waktu ? new Date(t.waktu).toISOString() : nowIso(),
      }));
      await ctx.db.transaction().execute(async (trx) => {
        for (const t of await repo.record(trx, serverId, rows, source)) await events.emit(trx, serverId, 'topup.created', t);
        // A successful top-up makes its reseller active that day ("Agen Aktif Hari ini" and the trend).
        const active = rows.filter((t) => t.status === 1 && t.reseller);
        await resellers.recordActivity(
          serverId,
          active.map((t) => ({ kode: t.reseller, at: t.waktu })),
          trx,
        );
      });
      return { recorded: rows.length };
    },

    async list(
      serverId: number,
      q: { page: number; size: number; sort?: string; search?: string; exactTotal?: boolean; awal?: string; akhir?: string },
    ): Promise<Page<TopupRow>> {
      const a = listArgs(
        q,
        { id: 'id', waktu: 'waktu', amount: 'amount', reff: 'reff', channelname: 'channelname', status: 'status' },
        { field: 'waktu', dir: 'desc' },
        false,
      );
      const r = await repo.list(serverId, a);
      return pageOf(q, r, (t) => ({ ...t, amount: Number(t.amount), statusName: topupStatus(t.status).label }));
    },
  };
}
export type TopupService = ReturnType<typeof topupService>;

/**
 * Top-ups as other modules use them: the payment callback records one inside its own transaction (after finding
 * the server by its app code), the dashboard sums a day's successful ones.
 */
export function topupRecords(ctx: AppContext) {
  const repo = topupRepository(ctx.db);
  return { record: repo.record, serverIdByCode: repo.serverIdByCode, total: repo.total };
}
