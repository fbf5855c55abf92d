import {
  BANNER_SORT_FIELDS,
  bannerBody,
  bannerPatchBody,
  bannerSchema,
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
import { bannerService } from './banner.service.js';

const tags = ['Slider banner'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404);

export const bannerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const banners = bannerService(ctx);

  app.get('/backoffice/banner', {
    schema: {
      tags,
      summary: 'Slider banners, server-paged and searchable',
      description: `\`search\` (or \`cari\`) looks in name and url; \`sort\` over ${BANNER_SORT_FIELDS.join(', ')} (default order,asc).`,
      security,
      querystring: contentListQuery,
      response: { 200: envelope(page(bannerSchema)), ...errors },
    },
    config: {
      export: listExport('banners', {
        id: 'int',
        name: 'text',
        url: 'text',
        status: { kind: 'enum', names: ON_OFF_NAMES },
        order: 'int',
        updated_at: 'date',
      }),
    },
    onRequest: app.can('content.read'),
    handler: async (req) => ok(req, 'ok', await banners.list(caller(req).serverId, req.query)),
  });

  app.get('/backoffice/banner/:id', {
    schema: { tags, summary: 'One banner', security, params: idParam, response: { 200: envelope(bannerSchema), ...errors } },
    onRequest: app.can('content.read'),
    handler: async (req) => ok(req, 'ok', await banners.get(caller(req).serverId, req.params.id)),
  });

  app.post('/backoffice/banner', {
    schema: {
      tags,
      summary: 'Add a banner (name and image required; order defaults to 1)',
      security,
      body: bannerBody,
      response: { 200: envelope(bannerSchema), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => ok(req, 'addSuccess', await banners.create(caller(req).serverId, req.body)),
  });

  app.patch('/backoffice/banner', {
    schema: {
      tags,
      summary: 'Edit a banner (its id in the body)',
      security,
      body: bannerPatchBody,
      response: { 200: envelope(bannerSchema), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => {
      const { id, ...body } = req.body;
      return ok(req, 'editSuccess', await banners.update(caller(req).serverId, id, body));
    },
  });

  app.patch('/backoffice/banner/:id', {
    schema: {
      tags,
      summary: 'Edit a banner',
      security,
      params: idParam,
      body: bannerBody,
      response: { 200: envelope(bannerSchema), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => ok(req, 'editSuccess', await banners.update(caller(req).serverId, req.params.id, req.body)),
  });

  app.delete('/backoffice/banner/:id', {
    schema: {
      tags,
      summary: 'Delete a banner',
      security,
      params: idParam,
      response: { 200: envelope(z.object({ id: z.number().int() })), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => ok(req, 'deleteSuccess', await banners.remove(caller(req).serverId, req.params.id)),
  });
};
