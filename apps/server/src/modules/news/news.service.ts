import type { Article, ArticleBody, ContentListQuery, Page } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { NotFound } from '../../lib/errors.js';
import { appIds } from '../apps/apps.service.js';
import { type ArticleKind, type ArticleRow, articleRepository } from './news.repository.js';
import { sanitizeContent } from './news.sanitize.js';

export const toArticle = (r: ArticleRow, appid: number): Article => ({
  id: r.id,
  appid,
  title: r.title,
  breaf: r.breaf,
  content: r.content,
  image: r.image,
  status: r.status,
  created_at: r.created_at,
  update_at: r.updated_at,
});

/** News (`/news`) or the info list (`/backoffice/irmainfo`): the HTML body is sanitised before it is stored. */
export function articleService(ctx: AppContext, kind: ArticleKind) {
  const repo = articleRepository(ctx.db, kind);
  const apps = appIds(ctx);

  async function found(serverId: number, id: number): Promise<Article> {
    const row = await repo.get(serverId, id);
    if (!row) throw new NotFound();
    return toArticle(row, await apps.appId(serverId));
  }

  return {
    async list(serverId: number, q: ContentListQuery): Promise<Page<Article>> {
      const appid = await apps.appId(serverId);
      const { rows, total } = await repo.list(serverId, q);
      return { content: rows.map((r) => toArticle(r, appid)), totalElements: total, page: q.page, size: q.size };
    },

    get: found,

    async create(serverId: number, b: ArticleBody): Promise<Article> {
      const id = await repo.insert(serverId, {
        title: b.title,
        breaf: b.breaf ?? '',
        content: sanitizeContent(b.content ?? ''),
        image: b.image ?? '',
        status: b.status ?? 1,
      });
      return found(serverId, id);
    },

    /** Left-out fields keep their value. */
    async update(serverId: number, id: number, b: ArticleBody): Promise<Article> {
      const changes = { ...b, content: b.content === undefined ? undefined : sanitizeContent(b.content) };
      if (!(await repo.update(serverId, id, changes))) throw new NotFound();
      return found(serverId, id);
    },

    async remove(serverId: number, id: number): Promise<{ id: number }> {
      if (!(await repo.remove(serverId, id))) throw new NotFound();
      return { id };
    },
  };
}
