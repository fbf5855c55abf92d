import {
  ARTICLE_SORT_FIELDS,
  articleBody,
  articlePatchBody,
  articleSchema,
  contentListQuery,
  envelope,
  idParam,
  ON_OFF_NAMES,
  page,
} from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { listExport } from '../../lib/export.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok } from '../../plugins/errors.js';
import type { ArticleKind } from './news.repository.js';
import { articleService } from './news.service.js';

const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404);

/** The routes of news and of the info list: the same pattern on two paths. */
function articleRoutes(kind: ArticleKind, path: string, tag: string, noun: string): FastifyPluginAsyncZod<AppContext> {
  return async (app, ctx) => {
    const articles = articleService(ctx, kind);
    const tags = [tag];

    app.get(path, {
      schema: {
        tags,
        summary: `${noun} items, server-paged and searchable`,
        description:
          '`search` (or `cari`, `title`) looks in title and breaf; `filterstatus` narrows; `page` zero-based; `size` below 0 ' +
          `means all; \`sort\` is \`field,asc|desc\` over ${ARTICLE_SORT_FIELDS.join(', ')} (default update_at,desc).`,
        security,
        querystring: contentListQuery,
        response: { 200: envelope(page(articleSchema)), ...errors },
      },
      config: {
        export: listExport(kind, {
          id: 'int',
          title: 'text',
          breaf: 'text',
          status: { kind: 'enum', names: ON_OFF_NAMES },
          created_at: 'date',
          update_at: 'date',
        }),
      },
      onRequest: app.can('content.read'),
      handler: async (req) => ok(req, 'ok', await articles.list(caller(req).serverId, req.query)),
    });

    app.get(`${path}/:id`, {
      schema: {
        tags,
        summary: `One ${noun.toLowerCase()} item`,
        security,
        params: idParam,
        response: { 200: envelope(articleSchema), ...errors },
      },
      onRequest: app.can('content.read'),
      handler: async (req) => ok(req, 'ok', await articles.get(caller(req).serverId, req.params.id)),
    });

    app.post(path, {
      schema: {
        tags,
        summary: `Add a ${noun.toLowerCase()} item (Title required; content HTML is sanitised before it is stored)`,
        security,
        body: articleBody,
        response: { 200: envelope(articleSchema), ...errors },
      },
      onRequest: app.can('content.write'),
      handler: async (req) => ok(req, 'addSuccess', await articles.create(caller(req).serverId, req.body)),
    });

    app.patch(path, {
      schema: {
        tags,
        summary: `Edit a ${noun.toLowerCase()} item (its id in the body); left-out fields keep their value`,
        security,
        body: articlePatchBody,
        response: { 200: envelope(articleSchema), ...errors },
      },
      onRequest: app.can('content.write'),
      handler: async (req) => {
        const { id, ...body } = req.body;
        return ok(req, 'editSuccess', await articles.update(caller(req).serverId, id, body));
      },
    });

    app.patch(`${path}/:id`, {
      schema: {
        tags,
        summary: `Edit a ${noun.toLowerCase()} item; left-out fields keep their value`,
        security,
        params: idParam,
        body: articleBody,
        response: { 200: envelope(articleSchema), ...errors },
      },
      onRequest: app.can('content.write'),
      handler: async (req) => ok(req, 'editSuccess', await articles.update(caller(req).serverId, req.params.id, req.body)),
    });

    app.delete(`${path}/:id`, {
      schema: {
        tags,
        summary: `Delete a ${noun.toLowerCase()} item`,
        security,
        params: idParam,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...errors },
      },
      onRequest: app.can('content.write'),
      handler: async (req) => ok(req, 'deleteSuccess', await articles.remove(caller(req).serverId, req.params.id)),
    });
  };
}

export const newsRoutes = articleRoutes('news', '/backoffice/news', 'News', 'News');

/** The info list: the same shape and pattern as news, kept apart by its kind. */
export const infoRoutes = articleRoutes('info', '/backoffice/irmainfo', 'Info list', 'Info');
