import type { ContentListQuery, Page, Popup, PopupBody } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { NotFound } from '../../lib/errors.js';
import { appIds } from '../apps/apps.service.js';
import { type PopupRow, popupRepository } from './popup.repository.js';

export const toPopup = (r: PopupRow, appid: number): Popup => ({
  id: r.id,
  appid,
  name: r.name,
  url: r.url,
  image: r.image,
  status: r.status,
  expired: r.expired,
  updated_at: r.updated_at,
});

/** Popups ("Tambah Popup Info"): shown by the app while active and not past their "Masa Aktif". */
export function popupService(ctx: AppContext) {
  const repo = popupRepository(ctx.db);
  const apps = appIds(ctx);

  async function found(serverId: number, id: number): Promise<Popup> {
    const row = await repo.get(serverId, id);
    if (!row) throw new NotFound();
    return toPopup(row, await apps.appId(serverId));
  }

  return {
    async list(serverId: number, q: ContentListQuery): Promise<Page<Popup>> {
      const appid = await apps.appId(serverId);
      const { rows, total } = await repo.list(serverId, q);
      return { content: rows.map((r) => toPopup(r, appid)), totalElements: total, page: q.page, size: q.size };
    },

    get: found,

    async create(serverId: number, b: PopupBody): Promise<Popup> {
      const id = await repo.insert(serverId, {
        name: b.name,
        url: b.url ?? '',
        image: b.image ?? '',
        status: b.status ?? 1,
        expired: b.expired ?? null,
      });
      return found(serverId, id);
    },

    /** Left-out fields keep their value; an empty expiry clears it. */
    async update(serverId: number, id: number, b: PopupBody): Promise<Popup> {
      if (!(await repo.update(serverId, id, b))) throw new NotFound();
      return found(serverId, id);
    },

    async remove(serverId: number, id: number): Promise<{ id: number }> {
      if (!(await repo.remove(serverId, id))) throw new NotFound();
      return { id };
    },
  };
}
