import type { Dashboard } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { settingDefinitions } from '../settings/settings.js';
import { settingsRepository } from '../settings/settings.repository.js';

/**
 * Headline figures of one server. Each figure comes from its module's data; a module that is not built yet
 * contributes 0, never an invented number.
 */
export function dashboardService(ctx: AppContext) {
  const settings = settingsRepository(ctx.db);
  return {
    async figures(_serverId: number): Promise<Dashboard> {
      const videos = await settings.get('dashboard.videos', settingDefinitions['dashboard.videos'].default);
      return {
        totalagen: 0,
        agenaktiftoday: 0,
        tokensms: 0,
        topupchannel: 0,
        irsmarketbalance: 0,
        videos: [...videos],
      };
    },
  };
}
