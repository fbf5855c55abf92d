import type { Article, ArticleBody } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { contentService } from '../../lib/content-service.js';
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
export const articleService = (ctx: AppContext, kind: ArticleKind) =>
  contentService({
    rows: articleRepository(ctx.db, kind),
    appId: appIds(ctx).appId,
    toItem: toArticle,
    created: (b: ArticleBody) => ({
      title: b.title,
      breaf: b.breaf ?? '',
      content: sanitizeContent(b.content ?? ''),
      image: b.image ?? '',
      status: b.status ?? 1,
    }),
    changed: (b: ArticleBody) => ({ ...b, content: b.content === undefined ? undefined : sanitizeContent(b.content) }),
  });
