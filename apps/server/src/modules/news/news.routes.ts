import { ARTICLE_SORT_FIELDS, articleBody, articlePatchBody, articleSchema, ON_OFF_NAMES } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { contentRoutes } from '../../lib/content-routes.js';
import { listExport } from '../../lib/export.js';
import type { ArticleKind } from './news.repository.js';
import { articleService } from './news.service.js';

/** The routes of news and of the info list: the same pattern on two paths. */
function articleRoutes(kind: ArticleKind, path: string, tag: string, noun: 'News' | 'Info') {
  const item = `${noun.toLowerCase()} item`;
  return contentRoutes({
    path,
    tag,
    row: articleSchema,
    body: articleBody,
    patchBody: articlePatchBody,
    service: (ctx: AppContext) => articleService(ctx, kind),
    export: listExport(kind, {
      id: 'int',
      title: 'text',
      breaf: 'text',
      status: { kind: 'enum', names: ON_OFF_NAMES },
      created_at: 'date',
      update_at: 'date',
    }),
    summaries: {
      list: `${noun} items, server-paged and searchable`,
      one: `One ${item}`,
      create: `Add a ${item} (Title required; content HTML is sanitised before it is stored)`,
      update: `Edit a ${item}; left-out fields keep their value`,
      updateInBody: `Edit a ${item} (its id in the body); left-out fields keep their value`,
      remove: noun === 'Info' ? 'Delete an info item' : 'Delete a news item',
    },
    listDescription:
      '`search` (or `cari`, `title`) looks in title and breaf; `filterstatus` narrows; `page` zero-based; `size` below 0 ' +
      `means all; \`sort\` is \`field,asc|desc\` over ${ARTICLE_SORT_FIELDS.join(', ')} (default update_at,desc).`,
  });
}

export const newsRoutes = articleRoutes('news', '/backoffice/news', 'News', 'News');
/** The info list: the same shape and pattern as news, kept apart by its kind. */
export const infoRoutes = articleRoutes('info', '/backoffice/irmainfo', 'Info list', 'Info');
