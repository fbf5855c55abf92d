import {
  contentListQuery,
  envelope,
  idParam,
  ON_OFF_NAMES,
  POPUP_SORT_FIELDS,
  page,
  popupBody,
  popupPatchBody,
  popupSchema,
} from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { listExport } from '../../lib/export.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok } from '../../plugins/errors.js';
import { popupService } from './popup.service.js';

const tags = ['Popup'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404);
const expiry =
  '`expired` ("Masa Aktif") is `YYYY-MM-DD` (until the end of that day, WIB) or a date and time (WIB unless a zone is given); ' +
  'stored and answered as ISO UTC; empty or null never expires.';

export const popupRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const popups = popupService(ctx);

  app.get('/backoffice/popup', {
    schema: {
      tags,
      summary: 'Popups, server-paged and searchable',
      description: `\`search\` (or \`cari\`) looks in name and url; \`sort\` over ${POPUP_SORT_FIELDS.join(', ')} (default id,desc).`,
      security,
      querystring: contentListQuery,
      response: { 200: envelope(page(popupSchema)), ...errors },
    },
    config: {
      export: listExport('popups', {
        id: 'int',
        name: 'text',
        url: 'text',
        status: { kind: 'enum', names: ON_OFF_NAMES },
        expired: 'date',
        updated_at: 'date',
      }),
    },
    onRequest: app.can('content.read'),
    handler: async (req) => ok(req, 'ok', await popups.list(caller(req).serverId, req.query)),
  });

  app.get('/backoffice/popup/:id', {
    schema: { tags, summary: 'One popup', security, params: idParam, response: { 200: envelope(popupSchema), ...errors } },
    onRequest: app.can('content.read'),
    handler: async (req) => ok(req, 'ok', await popups.get(caller(req).serverId, req.params.id)),
  });

  app.post('/backoffice/popup', {
    schema: {
      tags,
      summary: 'Add a popup (name, also read as `label`, required: "Mohon diisi")',
      description: expiry,
      security,
      body: popupBody,
      response: { 200: envelope(popupSchema), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => ok(req, 'addSuccess', await popups.create(caller(req).serverId, req.body)),
  });

  app.patch('/backoffice/popup', {
    schema: {
      tags,
      summary: 'Edit a popup (its id in the body); left-out fields keep their value',
      description: expiry,
      security,
      body: popupPatchBody,
      response: { 200: envelope(popupSchema), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => {
      const { id, ...body } = req.body;
      return ok(req, 'editSuccess', await popups.update(caller(req).serverId, id, body));
    },
  });

  app.patch('/backoffice/popup/:id', {
    schema: {
      tags,
      summary: 'Edit a popup; left-out fields keep their value',
      description: expiry,
      security,
      params: idParam,
      body: popupBody,
      response: { 200: envelope(popupSchema), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => ok(req, 'editSuccess', await popups.update(caller(req).serverId, req.params.id, req.body)),
  });

  app.delete('/backoffice/popup/:id', {
    schema: {
      tags,
      summary: 'Delete a popup',
      security,
      params: idParam,
      response: { 200: envelope(z.object({ id: z.number().int() })), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => ok(req, 'deleteSuccess', await popups.remove(caller(req).serverId, req.params.id)),
  });
};
