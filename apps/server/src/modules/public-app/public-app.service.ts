import { PUBLIC_ARTICLE_LIMIT, PUBLIC_MENU_LIMIT, type PublicAppConfig } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { safeEqual } from '../../lib/crypto.js';
import { Forbidden, Unauthorized } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import { publicAppRepository } from './public-app.repository.js';

/** What the white-label app shows now, for the app that proves its key. */
export function publicAppService(ctx: AppContext) {
  const repo = publicAppRepository(ctx.db);
  const base = ctx.config.PUBLIC_URL;
  /** Upload paths become absolute addresses the app can load; external addresses stay as they are. */
  const abs = (u: string) => (u.startsWith('/') ? `${base}${u}` : u);

  return {
    async config(appcode: string, appKey: string | undefined): Promise<PublicAppConfig> {
      const candidates = appKey ? await repo.appsByCode(appcode) : [];
      const app = candidates.find((a) => a.appkey !== '' && safeEqual(a.appkey, appKey ?? ''));
      if (!app) throw new Unauthorized('publicAppKeyInvalid');
      if (app.server_status !== 1) throw new Forbidden('publicAppInactive');

      const serverId = app.server_id;
      const now = nowIso();
      const [menus, categories, links, banners, news, infos, popups, texts] = await Promise.all([
        repo.activeMenus(serverId, PUBLIC_MENU_LIMIT),
        repo.activeCategories(serverId),
        repo.categoryLinks(serverId),
        repo.activeBanners(serverId),
        repo.activeArticles(serverId, 'news', PUBLIC_ARTICLE_LIMIT),
        repo.activeArticles(serverId, 'info', PUBLIC_ARTICLE_LIMIT),
        repo.livePopups(serverId, now),
        repo.liveRunningTexts(serverId, now),
      ]);

      const publicMenu = (m: (typeof menus)[number]) => ({
        id: m.id,
        label: m.label,
        image: abs(m.image),
        type: m.type,
        description: m.description,
        kodeproduk: m.kodeproduk,
        idoperator: m.idoperator,
        showhome: m.showhome,
        url: m.url,
        order: m.sort_order,
      });
      const article = (a: (typeof news)[number]) => ({
        id: a.id,
        title: a.title,
        breaf: a.breaf,
        content: a.content,
        image: abs(a.image),
        created_at: a.created_at,
        update_at: a.updated_at,
      });

      return {
        base_url: base,
        settings: {
          appname: app.appname,
          appcode: app.appcode,
          tagline: app.tagline,
          logo: abs(app.logo),
          version: app.version,
          primary_color: app.primary_color,
          primary_color_dark: app.primary_color_dark,
          regonline: app.regonline,
          regmethod: app.regmethod,
          zopimkey: app.zopimkey,
          apiurl: app.apiurl,
        },
        maintenance: app.maintenance,
        menus: menus.map(publicMenu),
        categories: categories.map((c) => ({
          id: c.id,
          title: c.title,
          showHome: c.show_home,
          sort: c.sort,
          menus: links.filter((l) => l.category_id === c.id).map(publicMenu),
        })),
        banners: banners.map((b) => ({
          id: b.id,
          name: b.name,
          url: b.url,
          image: abs(b.image),
          order: b.sort_order,
          updated_at: b.updated_at,
        })),
        news: news.map(article),
        infos: infos.map(article),
        popups: popups.map((p) => ({
          id: p.id,
          name: p.name,
          url: p.url,
          image: abs(p.image),
          expired: p.expired,
          updated_at: p.updated_at,
        })),
        runningtexts: texts.map((t) => ({ id: t.id, msg: t.msg, expired: t.expired, updated_at: t.updated_at })),
        generated_at: now,
      };
    },
  };
}
