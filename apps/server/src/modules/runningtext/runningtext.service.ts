import type { ContentListQuery, Page, RunningText, RunningTextBody } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { NotFound } from '../../lib/errors.js';
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

/** Running texts (`/runningtext`): shown by the app while aktif and not past their "Masa Aktif". */
export function runningTextService(ctx: AppContext) {
  const repo = runningTextRepository(ctx.db);
  const apps = appIds(ctx);

  async function found(serverId: number, id: number): Promise<RunningText> {
    const row = await repo.get(serverId, id);
    if (!row) throw new NotFound();
    return toRunningText(row, await apps.appId(serverId));
  }

  return {
    async list(serverId: number, q: ContentListQuery): Promise<Page<RunningText>> {
      const appid = await apps.appId(serverId);
      const { rows, total } = await repo.list(serverId, q);
      return { content: rows.map((r) => toRunningText(r, appid)), totalElements: total, page: q.page, size: q.size };
    },

    get: found,

    async create(serverId: number, b: RunningTextBody): Promise<RunningText> {
      const id = await repo.insert(serverId, { msg: b.msg, aktif: b.aktif ?? 1, expired: b.expired ?? null });
      return found(serverId, id);
    },

    /** Left-out fields keep their value; an empty expiry clears it. */
    async update(serverId: number, id: number, b: RunningTextBody): Promise<RunningText> {
      if (!(await repo.update(serverId, id, b))) throw new NotFound();
      return found(serverId, id);
    },

    async remove(serverId: number, id: number): Promise<{ id: number }> {
      if (!(await repo.remove(serverId, id))) throw new NotFound();
      return { id };
    },
  };
}
