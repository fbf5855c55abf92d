import { MENU_DEFAULTS, type Menu, type MenuBody } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { contentService } from '../../lib/content-service.js';
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

/** The app's menus (`/appmenu`). Left-out fields take the defaults (type 1, showhome 1, status 1, order 1), or keep their value on edit. */
export const menuService = (ctx: AppContext) =>
  contentService({
    rows: menuRepository(ctx.db),
    appId: appIds(ctx).appId,
    toItem: toMenu,
    created: (b: MenuBody) => ({
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
    }),
    changed: ({ order, ...rest }: MenuBody) => ({ ...rest, sort_order: order }),
  });

/** Which of some menu ids the server has: categories hold menus, and only the server's own. */
export function menuIds(ctx: AppContext) {
  return { existing: menuRepository(ctx.db).existing };
}
