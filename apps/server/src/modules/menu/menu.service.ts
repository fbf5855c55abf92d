import { type ContentListQuery, MENU_DEFAULTS, type Menu, type MenuBody, type Page } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { NotFound } from '../../lib/errors.js';
import { appIds } from '../apps/apps.service.js';
import { type MenuRow, menuRepository } from './menu.repository.js';

export const toMenu = (row: MenuRow, appid: number): Menu => ({
  id: row.id,
  appid,
  label: row.label,
  image: row.image,
  type: row.type,
  description: row.description,
  kodeproduk: row.kodeproduk,
  idoperator: row.idoperator,
  showhome: row.showhome,
  url: row.url,
  status: row.status,
  order: row.sort_order,
  updated_at: row.updated_at,
});

/** The app's menus (`/appmenu`). */
export function menuService(ctx: AppContext) {
  const repo = menuRepository(ctx.db);
  const apps = appIds(ctx);

  async function found(serverId: number, id: number): Promise<Menu> {
    const row = await repo.get(serverId, id);
    if (!row) throw new NotFound();
    return toMenu(row, await apps.appId(serverId));
  }

  return {
    async list(serverId: number, q: ContentListQuery): Promise<Page<Menu>> {
      const appid = await apps.appId(serverId);
      const { rows, total } = await repo.list(serverId, q);
      return { content: rows.map((r) => toMenu(r, appid)), totalElements: total, page: q.page, size: q.size };
    },

    get: found,

    /** Left-out fields take the defaults: type 1, showhome 1, status 1, order 1. */
    async create(serverId: number, b: MenuBody): Promise<Menu> {
      const id = await repo.insert(serverId, {
        label: b.label,
        image: b.image ?? '',
        type: b.type ?? MENU_DEFAULTS.type,
        description: b.description ?? '',
        kodeproduk: b.kodeproduk ?? '',
        idoperator: b.idoperator ?? '',
        showhome: b.showhome ?? MENU_DEFAULTS.showhome,
        url: b.url ?? '',
        status: b.status ?? MENU_DEFAULTS.status,
        sort_order: b.order ?? MENU_DEFAULTS.order,
      });
      return found(serverId, id);
    },

    /** Left-out fields keep their value. */
    async update(serverId: number, id: number, b: MenuBody): Promise<Menu> {
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

/** Which of some menu ids the server has: categories hold menus, and only the server's own. */
export function menuIds(ctx: AppContext) {
  return { existing: menuRepository(ctx.db).existing };
}
