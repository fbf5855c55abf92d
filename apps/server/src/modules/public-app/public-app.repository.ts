import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

const menuColumns = ['id', 'label', 'image', 'type', 'description', 'kodeproduk', 'idoperator', 'showhome', 'url', 'sort_order'] as const;

/** What a white-label app reads: the live content of one server, in the order the app shows it. */
export function publicAppRepository(db: Kysely<DB>) {
  return {
    /** The apps with this code, with their key and their server's status (the caller checks the key). */
    appsByCode: (appcode: string) =>
      db
        .selectFrom('apps as a')
        .innerJoin('servers as s', 's.id', 'a.server_id')
        .select([
          'a.server_id',
          'a.appkey',
          's.status as server_status',
          'a.appname',
          'a.appcode',
          'a.tagline',
          'a.logo',
          'a.version',
          'a.primary_color',
          'a.primary_color_dark',
          'a.regonline',
          'a.regmethod',
          'a.zopimkey',
          'a.apiurl',
          'a.maintenance',
        ])
        .where('a.appcode', '=', appcode)
        .execute(),

    /** The first `limit` active menus in the app's order (the index `(server_id, sort_order, id)` serves it). */
    activeMenus: (serverId: number, limit: number) =>
      db
        .selectFrom('menus')
        .select(menuColumns)
        .where('server_id', '=', serverId)
        .where('status', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .limit(limit)
        .execute(),

    activeCategories: (serverId: number) =>
      db
        .selectFrom('categories')
        .select(['id', 'title', 'show_home', 'sort'])
        .where('server_id', '=', serverId)
        .where('status', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute(),

    /** The active menus this server's categories chose, in the chosen order (with the menus' own columns). */
    categoryLinks: (serverId: number) =>
      db
        .selectFrom('category_menus as cm')
        .innerJoin('categories as c', 'c.id', 'cm.category_id')
        .innerJoin('menus as m', 'm.id', 'cm.menu_id')
        .select(['cm.category_id', ...menuColumns.map((c) => `m.${c}` as const)])
        .where('c.server_id', '=', serverId)
        .where('m.server_id', '=', serverId)
        .where('m.status', '=', 1)
        .orderBy('cm.category_id')
        .orderBy('cm.position')
        .execute(),

    activeBanners: (serverId: number) =>
      db
        .selectFrom('banners')
        .select(['id', 'name', 'url', 'image', 'sort_order', 'updated_at'])
        .where('server_id', '=', serverId)
        .where('status', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),

    activeArticles: (serverId: number, kind: 'news' | 'info', limit: number) =>
      db
        .selectFrom('articles')
        .select(['id', 'title', 'breaf', 'content', 'image', 'created_at', 'updated_at'])
        .where('server_id', '=', serverId)
        .where('kind', '=', kind)
        .where('status', '=', 1)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    livePopups: (serverId: number, now: string) =>
      db
        .selectFrom('popups')
        .select(['id', 'name', 'url', 'image', 'expired', 'updated_at'])
        .where('server_id', '=', serverId)
        .where('status', '=', 1)
        .where((eb) => eb.or([eb('expired', 'is', null), eb('expired', '=', ''), eb('expired', '>', now)]))
        .orderBy('id', 'desc')
        .execute(),

    liveRunningTexts: (serverId: number, now: string) =>
      db
        .selectFrom('running_texts')
        .select(['id', 'msg', 'expired', 'updated_at'])
        .where('server_id', '=', serverId)
        .where('aktif', '=', 1)
        .where((eb) => eb.or([eb('expired', 'is', null), eb('expired', '=', ''), eb('expired', '>', now)]))
        .orderBy('id', 'desc')
        .execute(),
  };
}
