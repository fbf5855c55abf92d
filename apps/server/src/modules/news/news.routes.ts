import { ARTICLE_SORT_FIELDS, articleBody, articlePatchBody, articleSchema, ON_OFF_NAMES } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { contentRoutes } from '../../lib/content-routes.js';
import { listExport } from '../../lib/export.js';
import type { ArticleKind } from './news.repository.js';
import { articleService } from './news.service.js';

/** The routes of news and of the info list: the same pattern on two paths. */
function articleRoutes(kind: ArticleKind, path: string, tag: string, noun: string) {
  return contentRoutes({
    path,
    tag,
    noun: `${noun.toLowerCase()} item`,
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
      create: `Add a ${noun.toLowerCase()} item (Title required; content HTML is sanitised before it is stored)`,
      update: `Edit a ${noun.toLowerCase()} item; left-out fields keep their value`,
      updateInBody: `Edit a ${noun.toLowerCase()} item (its id in the body); left-out fields keep their value`,
    },
    listDescription:
      '`search` (or `cari`, `title`) looks in title and breaf; `filterstatus` narrows; `page` zero-based; `size` below 0 ' +
      `means all; \`sort\` is \`field,asc|desc\` over ${ARTICLE_SORT_FIELDS.join(', ')} (default update_at,desc).`,
  });
}

export const newsRoutes = articleRoutes('news', '/backoffice/news', 'News', 'News');
/** The info list: the same shape and pattern as news, kept apart by its kind. */
export const infoRoutes = articleRoutes('info', '/backoffice/irmainfo', 'Info list', 'Info');
