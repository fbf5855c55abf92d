import type { Dashboard } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { settingsRepository } from '../../lib/settings.js';
import { wibDayRange, wibToday } from '../../lib/time.js';
import { irsmarketBalance } from '../engine/engine.service.js';
import { resellerFigures } from '../reseller/reseller.service.js';
import { tokenLedger } from '../tokensms/tokensms.service.js';
import { topupRecords } from '../topup/topup.service.js';

/**
 * Headline figures of one server. Each figure comes from its module's data; nothing is invented. TOKEN SMS is the server's token balance; `topupchannel` is today's
 * (WIB) total of successful reseller top-ups.
 */
export function dashboardService(ctx: AppContext) {
  const settings = settingsRepository(ctx.db);
  const tokens = tokenLedger(ctx.db);
  const topups = topupRecords(ctx);
  return {
    async figures(serverId: number): Promise<Dashboard> {
      const today = wibDayRange(wibToday());
      const [videos, tokensms, topupchannel, agen, irsmarketbalance] = await Promise.all([
        settings.get('videos'),
        tokens.balance(ctx.db, serverId),
        topups.total(serverId, today.from, today.to),
        resellerFigures(ctx.db, serverId),
        irsmarketBalance(ctx.db, serverId),
      ]);
      return {
        totalagen: agen.totalagen,
        agenaktiftoday: agen.agenaktiftoday,
        tokensms,
        topupchannel,
        irsmarketbalance,
        videos: [...videos],
      };
    },
  };
}
