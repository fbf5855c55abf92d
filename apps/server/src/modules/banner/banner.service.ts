import type { Banner, BannerBody, ContentListQuery, Page } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { NotFound } from '../../lib/errors.js';
import { appIds } from '../apps/apps.service.js';
import { type BannerRow, bannerRepository } from './banner.repository.js';

export const toBanner = (r: BannerRow, appid: number): Banner => ({
  id: r.id,
  appid,
  name: r.name,
  url: r.url,
  image: r.image,
  status: r.status,
  order: r.sort_order,
  updated_at: r.updated_at,
});

/** Slider banners (`/slider`). */
export function bannerService(ctx: AppContext) {
  const repo = bannerRepository(ctx.db);
  const apps = appIds(ctx);

  async function found(serverId: number, id: number): Promise<Banner> {
    const row = await repo.get(serverId, id);
    if (!row) throw new NotFound();
    return toBanner(row, await apps.appId(serverId));
  }

  return {
    async list(serverId: number, q: ContentListQuery): Promise<Page<Banner>> {
      const appid = await apps.appId(serverId);
      const { rows, total } = await repo.list(serverId, q);
      return { content: rows.map((r) => toBanner(r, appid)), totalElements: total, page: q.page, size: q.size };
    },

    get: found,

    async create(serverId: number, b: BannerBody): Promise<Banner> {
      const id = await repo.insert(serverId, {
        name: b.name,
        url: b.url ?? '',
        image: b.image,
        status: b.status ?? 1,
        sort_order: b.order ?? 1,
      });
      return found(serverId, id);
    },

    /** Left-out fields keep their value (name and image are required on edit too). */
    async update(serverId: number, id: number, b: BannerBody): Promise<Banner> {
      const { order, ...rest } = b;
      if (!(await repo.update(serverId, id, { ...rest, sort_order: order }))) throw new NotFound();
      return found(serverId, id);
    },

    async remove(serverId: number, id: number): Promise<{ id: number }> {
      if (!(await repo.remove(serverId, id))) throw new NotFound();
      return { id };
    },
  };
}
