import type { RunningText, RunningTextBody } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { contentService } from '../../lib/content-service.js';
import { appIds } from '../apps/apps.service.js';
import { type RunningTextRow, runningTextRepository } from './runningtext.repository.js';

export const toRunningText = (r: RunningTextRow, appid: number): RunningText => ({
  id: r.id,
  appid,
  msg: r.msg,
  aktif: r.aktif,
  expired: r.expired,
  updated_at: r.updated_at,
});

/** Running texts (`/runningtext`): shown by the app while aktif and not past their "Masa Aktif". An empty expiry clears it. */
export const runningTextService = (ctx: AppContext) =>
  contentService({
    rows: runningTextRepository(ctx.db),
    appId: appIds(ctx).appId,
    toItem: toRunningText,
    created: (b: RunningTextBody) => ({ msg: b.msg, aktif: b.aktif ?? 1, expired: b.expired ?? null }),
    changed: (b: RunningTextBody) => b,
  });
