import type { Category, CategoryBody, ContentListQuery, Page } from '@konsol/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { fieldError, NotFound } from '../../lib/errors.js';
import { pageOf } from '../../lib/list.js';
import { appIds } from '../apps/apps.service.js';
import { menuIds } from '../menu/menu.service.js';
import { type CategoryRow, categoryRepository } from './category.repository.js';

/** Categories (`/kategori`): each lists menus of the same server. */
export function categoryService(ctx: AppContext) {
  const repo = categoryRepository(ctx.db);
  const menus = menuIds(ctx);
  const apps = appIds(ctx);

  async function withMenus(serverId: number, rows: CategoryRow[]): Promise<Category[]> {
    const appid = await apps.appId(serverId);
    const links = await repo.menusOf(
      serverId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => {
      const listMenu = links.filter((l) => l.category_id === r.id).map((l) => ({ id: l.id, label: l.label }));
      return {
        id: r.id,
        appid,
        title: r.title,
        status: r.status,
        showHome: r.show_home,
        sort: r.sort,
        menus: listMenu.map((m) => m.id),
        listMenu,
        updated_at: r.updated_at,
      };
    });
  }

  async function found(serverId: number, id: number): Promise<Category> {
    const row = await repo.get(serverId, id);
    if (!row) throw new NotFound();
    const [category] = await withMenus(serverId, [row]);
    return category!;
  }

  /** Every chosen menu must be a menu of the caller's server. */
  async function checkMenus(trx: Transaction<DB>, serverId: number, ids: number[]) {
    const owned = await menus.existing(serverId, ids, trx);
    if (ids.some((id) => !owned.has(id))) throw fieldError('menus', 'categoryMenuUnknown');
  }

  const values = (b: CategoryBody) => ({ title: b.title, status: b.status, show_home: b.showHome, sort: b.sort });

  /** A chosen menu deleted between the check and the insert: the foreign key decides, the caller hears why. */
  const menuGone = (err: unknown): never => {
    if (/foreign key/i.test(String((err as Error).message))) throw fieldError('menus', 'categoryMenuUnknown');
    throw err;
  };

  return {
    async list(serverId: number, q: ContentListQuery): Promise<Page<Category>> {
      const list = await repo.list(serverId, q);
      return pageOf(q, { ...list, rows: await withMenus(serverId, list.rows) });
    },

    get: found,

    async create(serverId: number, b: CategoryBody): Promise<Category> {
      const id = await ctx.db
        .transaction()
        .execute(async (trx) => {
          await checkMenus(trx, serverId, b.menus);
          const newId = await repo.insert(serverId, values(b), trx);
          await repo.setMenus(trx, serverId, newId, b.menus);
          return newId;
        })
        .catch(menuGone);
      return found(serverId, id);
    },

    async update(serverId: number, id: number, b: CategoryBody): Promise<Category> {
      await ctx.db
        .transaction()
        .execute(async (trx) => {
          if (!(await repo.get(serverId, id, trx))) throw new NotFound();
          await checkMenus(trx, serverId, b.menus);
          await repo.update(serverId, id, values(b), trx);
          await repo.setMenus(trx, serverId, id, b.menus);
        })
        .catch(menuGone);
      return found(serverId, id);
    },

    async remove(serverId: number, id: number): Promise<{ id: number }> {
      if (!(await repo.remove(serverId, id))) throw new NotFound();
      return { id };
    },
  };
}
