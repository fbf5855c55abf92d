import {
  contentListQuery,
  envelope,
  idParam,
  MENU_SORT_FIELDS,
  MENU_TYPE_NAMES,
  MENU_TYPES,
  menuBody,
  menuPatchBody,
  menuSchema,
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
import { menuService } from './menu.service.js';

const tags = ['Menu'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404);
const types = MENU_TYPES.map((t) => `${t.code} ${t.label}`).join(', ');

export const menuRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const menus = menuService(ctx);

  app.get('/backoffice/menu', {
    schema: {
      tags,
      summary: "The app's menus, server-paged",
      description:
        '`cari` (or `search`) looks in label, description and product code; `filtertype` and `filterstatus` narrow; ' +
        '`page` is zero-based; `size` (or `itemsPerPage`) below 0 means all; `sort` is `field,asc|desc` ' +
        `(or \`sortBy\` + \`sortDesc\`) over ${MENU_SORT_FIELDS.join(', ')}; default by id. Types: ${types}.`,
      security,
      querystring: contentListQuery,
      response: { 200: envelope(page(menuSchema)), ...errors },
    },
    config: {
      export: listExport('menus', {
        id: 'int',
        label: 'text',
        type: { kind: 'enum', names: MENU_TYPE_NAMES },
        description: 'text',
        kodeproduk: 'text',
        idoperator: 'text',
        showhome: { kind: 'enum', names: YES_NO_NAMES },
        url: 'text',
        status: { kind: 'enum', names: ON_OFF_NAMES },
        order: 'int',
        updated_at: 'date',
      }),
    },
    onRequest: app.can('content.read'),
    handler: async (req) => ok(req, 'ok', await menus.list(caller(req).serverId, req.query)),
  });

  app.get('/backoffice/menu/:id', {
    schema: { tags, summary: 'One menu', security, params: idParam, response: { 200: envelope(menuSchema), ...errors } },
    onRequest: app.can('content.read'),
    handler: async (req) => ok(req, 'ok', await menus.get(caller(req).serverId, req.params.id)),
  });

  app.post('/backoffice/menu', {
    schema: {
      tags,
      summary: 'Add a menu (Label required; showhome, status and order default to 1, type to 1)',
      security,
      body: menuBody,
      response: { 200: envelope(menuSchema), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => ok(req, 'addSuccess', await menus.create(caller(req).serverId, req.body)),
  });

  app.patch('/backoffice/menu', {
    schema: {
      tags,
      summary: 'Edit a menu (its id in the body); left-out fields keep their value',
      security,
      body: menuPatchBody,
      response: { 200: envelope(menuSchema), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => {
      const { id, ...body } = req.body;
      return ok(req, 'editSuccess', await menus.update(caller(req).serverId, id, body));
    },
  });

  app.patch('/backoffice/menu/:id', {
    schema: {
      tags,
      summary: 'Edit a menu; left-out fields keep their value',
      security,
      params: idParam,
      body: menuBody,
      response: { 200: envelope(menuSchema), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => ok(req, 'editSuccess', await menus.update(caller(req).serverId, req.params.id, req.body)),
  });

  app.delete('/backoffice/menu/:id', {
    schema: {
      tags,
      summary: 'Delete a menu (it leaves the categories that listed it)',
      security,
      params: idParam,
      response: { 200: envelope(z.object({ id: z.number().int() })), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => ok(req, 'deleteSuccess', await menus.remove(caller(req).serverId, req.params.id)),
  });
};
