import { type ContentListQuery, contentListQuery, envelope, idParam, type Page, page } from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { caller } from '../plugins/auth.js';
import { errorResponses, ok } from '../plugins/errors.js';
import type { ListExport } from './export.js';

const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404);

/** What one content list (banners, menus, popups, running texts, categories, news) does with its rows. */
export interface ContentService<Row, Body, Patch> {
  list(serverId: number, q: ContentListQuery): Promise<Page<Row>>;
  get(serverId: number, id: number): Promise<Row>;
  create(serverId: number, body: Body): Promise<Row>;
  update(serverId: number, id: number, body: Patch | Body): Promise<Row>;
  remove(serverId: number, id: number): Promise<{ id: number }>;
}

/**
 * A content list's six routes, the same on every content list: the page (with its export), one row, add, edit by
 * the path's id or the body's, and delete. The module names its path, its words for the API documentation, its
 * schemas and its service.
 */
export function contentRoutes<R extends z.ZodType, B extends z.ZodType, P extends z.ZodType<{ id: number }>>(spec: {
  path: string;
  tag: string;
  row: R;
  body: B;
  /** The body of an edit naming its row by `id`. */
  patchBody: P;
  service: (ctx: AppContext) => ContentService<z.output<R>, z.output<B>, Omit<z.output<P>, 'id'>>;
  export: ListExport;
  /** The API documentation's one-line summary of each route. */
  summaries: { list: string; one: string; create: string; update: string; updateInBody: string; remove: string };
  /** The list's query words (search, filters, sorts). */
  listDescription: string;
  /** What the add and edit routes say of their fields. */
  bodyDescription?: string;
}): FastifyPluginAsyncZod<AppContext> {
  const tags = [spec.tag];
  const write = { tags, security, description: spec.bodyDescription };
  // Plain schemas inside: Fastify's reply types cannot be worked out through generic ones; the module's service is
  // checked against its schemas by this function's own signature.
  const row: z.ZodTypeAny = spec.row;
  const body: z.ZodTypeAny = spec.body;
  const patchBody: z.ZodType<{ id: number }> = spec.patchBody;
  return async (app, ctx) => {
    const rows = spec.service(ctx);

    app.get(spec.path, {
      schema: {
        tags,
        summary: spec.summaries.list,
        description: spec.listDescription,
        security,
        querystring: contentListQuery,
        response: { 200: envelope(page(row)), ...errors },
      },
      config: { export: spec.export },
      onRequest: app.can('content.read'),
      handler: async (req) => ok(req, 'ok', await rows.list(caller(req).serverId, req.query)),
    });

    app.get(`${spec.path}/:id`, {
      schema: { tags, summary: spec.summaries.one, security, params: idParam, response: { 200: envelope(row), ...errors } },
      onRequest: app.can('content.read'),
      handler: async (req) => ok(req, 'ok', await rows.get(caller(req).serverId, req.params.id)),
    });

    app.post(spec.path, {
      schema: { ...write, summary: spec.summaries.create, body, response: { 200: envelope(row), ...errors } },
      onRequest: app.can('content.write'),
      handler: async (req) => ok(req, 'addSuccess', await rows.create(caller(req).serverId, req.body as z.output<B>)),
    });

    app.patch(spec.path, {
      schema: { ...write, summary: spec.summaries.updateInBody, body: patchBody, response: { 200: envelope(row), ...errors } },
      onRequest: app.can('content.write'),
      handler: async (req) => {
        const { id, ...fields } = req.body as z.output<P>;
        return ok(req, 'editSuccess', await rows.update(caller(req).serverId, id, fields));
      },
    });

    app.patch(`${spec.path}/:id`, {
      schema: { ...write, summary: spec.summaries.update, params: idParam, body, response: { 200: envelope(row), ...errors } },
      onRequest: app.can('content.write'),
      handler: async (req) => ok(req, 'editSuccess', await rows.update(caller(req).serverId, req.params.id, req.body as z.output<B>)),
    });

    app.delete(`${spec.path}/:id`, {
      schema: {
        tags,
        summary: spec.summaries.remove,
        security,
        params: idParam,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...errors },
      },
      onRequest: app.can('content.write'),
      handler: async (req) => ok(req, 'deleteSuccess', await rows.remove(caller(req).serverId, req.params.id)),
    });
  };
}
