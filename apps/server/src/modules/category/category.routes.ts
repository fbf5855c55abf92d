import {
  CATEGORY_SORT_FIELDS,
  categoryBody,
  categoryPatchBody,
  categorySchema,
  contentListQuery,
  envelope,
  idParam,
  ON_OFF_NAMES,
  page,
  YES_NO_NAMES,
} from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { listExport } from '../../lib/export.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok } from '../../plugins/errors.js';
import { categoryService } from './category.service.js';

const tags = ['Category'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404);

export const categoryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const categories = categoryService(ctx);

  app.get('/backoffice/categories', {
    schema: {
      tags,
      summary: 'Categories with their menus (`menus` ids and `listMenu` id + label), server-paged',
      description:
        '`title` (or `search`, `cari`) searches the title; `sort` is `asc|desc` on the sort number (default `asc`) or ' +
        `\`field,asc|desc\` over ${CATEGORY_SORT_FIELDS.join(', ')}; \`page\` zero-based; \`size\` below 0 means all.`,
      security,
      querystring: contentListQuery,
      response: { 200: envelope(page(categorySchema)), ...errors },
    },
    config: {
      export: listExport('categories', {
        id: 'int',
        title: 'text',
        status: { kind: 'enum', names: ON_OFF_NAMES },
        showHome: { kind: 'enum', names: YES_NO_NAMES },
        sort: 'int',
        menus: 'text',
        updated_at: 'date',
      }),
    },
    onRequest: app.can('content.read'),
    handler: async (req) => ok(req, 'ok', await categories.list(caller(req).serverId, req.query)),
  });

  app.get('/backoffice/categories/:id', {
    schema: { tags, summary: 'One category', security, params: idParam, response: { 200: envelope(categorySchema), ...errors } },
    onRequest: app.can('content.read'),
    handler: async (req) => ok(req, 'ok', await categories.get(caller(req).serverId, req.params.id)),
  });

  app.post('/backoffice/categories', {
    schema: {
      tags,
      summary: 'Add a category (Title, Status, Show, Sort and at least one menu of this server)',
      security,
      body: categoryBody,
      response: { 200: envelope(categorySchema), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => ok(req, 'addSuccess', await categories.create(caller(req).serverId, req.body)),
  });

  app.patch('/backoffice/categories/:id', {
    schema: {
      tags,
      summary: 'Edit a category {title, status, showHome, sort, menus}',
      security,
      params: idParam,
      body: categoryBody,
      response: { 200: envelope(categorySchema), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => ok(req, 'editSuccess', await categories.update(caller(req).serverId, req.params.id, req.body)),
  });

  app.patch('/backoffice/categories', {
    schema: {
      tags,
      summary: 'Edit a category (its id in the body)',
      security,
      body: categoryPatchBody,
      response: { 200: envelope(categorySchema), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => {
      const { id, ...body } = req.body;
      return ok(req, 'editSuccess', await categories.update(caller(req).serverId, id, body));
    },
  });

  app.delete('/backoffice/categories/:id', {
    schema: {
      tags,
      summary: 'Delete a category (its menus stay)',
      security,
      params: idParam,
      response: { 200: envelope(z.object({ id: z.number().int() })), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => ok(req, 'deleteSuccess', await categories.remove(caller(req).serverId, req.params.id)),
  });
};
