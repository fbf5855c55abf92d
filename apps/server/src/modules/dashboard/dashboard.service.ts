import type { Dashboard } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { wibDayRange, wibToday } from '../../lib/time.js';
import { settingDefinitions } from '../settings/settings.js';
import { settingsRepository } from '../settings/settings.repository.js';
import { tokensmsRepository } from '../tokensms/tokensms.repository.js';
import { topupRepository } from '../topup/topup.repository.js';

/**
 * Headline figures of one server. Each figure comes from its module's data; a module that is not built yet
 * contributes 0, never an invented number. TOKEN SMS is the server's token balance; `topupchannel` is today's
 * (WIB) total of successful reseller top-ups.
 */
export function dashboardService(ctx: AppContext) {
  const settings = settingsRepository(ctx.db);
  const tokens = tokensmsRepository(ctx.db);
  const topups = topupRepository(ctx.db);
  return {
    async figures(serverId: number): Promise<Dashboard> {
      const today = wibDayRange(wibToday());
      const [videos, tokensms, topupchannel] = await Promise.all([
        settings.get('dashboard.videos', settingDefinitions['dashboard.videos'].default),
        tokens.balance(ctx.db, serverId),
        topups.total(serverId, today.from, today.to),
      ]);
      return {
        totalagen: 0,
        agenaktiftoday: 0,
        tokensms,
        topupchannel,
        irsmarketbalance: 0,
        videos: [...videos],
      };
    },
  };
}
