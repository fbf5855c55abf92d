import {
  contentListQuery,
  envelope,
  idParam,
  ON_OFF_NAMES,
  page,
  RUNNING_TEXT_SORT_FIELDS,
  runningTextBody,
  runningTextPatchBody,
  runningTextSchema,
} from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { listExport } from '../../lib/export.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok } from '../../plugins/errors.js';
import { runningTextService } from './runningtext.service.js';

const tags = ['Running text'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404);
const expiry =
  '`expired` ("Masa Aktif") is `YYYY-MM-DD` (until the end of that day, WIB) or a date and time (WIB unless a zone is given); ' +
  'stored and answered as ISO UTC; empty or null never expires. `aktif` is 1 enabled, 0 disabled (default 1).';

export const runningTextRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const texts = runningTextService(ctx);

  app.get('/backoffice/runningtext', {
    schema: {
      tags,
      summary: 'Running texts, server-paged and searchable',
      description: `\`search\` (or \`cari\`) looks in msg; \`filterstatus\` narrows by aktif; \`sort\` over ${RUNNING_TEXT_SORT_FIELDS.join(', ')} (default id,desc).`,
      security,
      querystring: contentListQuery,
      response: { 200: envelope(page(runningTextSchema)), ...errors },
    },
    config: {
      export: listExport('running-texts', {
        id: 'int',
        msg: 'text',
        aktif: { kind: 'enum', names: ON_OFF_NAMES },
        expired: 'date',
        updated_at: 'date',
      }),
    },
    onRequest: app.can('content.read'),
    handler: async (req) => ok(req, 'ok', await texts.list(caller(req).serverId, req.query)),
  });

  app.get('/backoffice/runningtext/:id', {
    schema: { tags, summary: 'One running text', security, params: idParam, response: { 200: envelope(runningTextSchema), ...errors } },
    onRequest: app.can('content.read'),
    handler: async (req) => ok(req, 'ok', await texts.get(caller(req).serverId, req.params.id)),
  });

  app.post('/backoffice/runningtext', {
    schema: {
      tags,
      summary: 'Add a running text (Pesan required)',
      description: expiry,
      security,
      body: runningTextBody,
      response: { 200: envelope(runningTextSchema), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => ok(req, 'addSuccess', await texts.create(caller(req).serverId, req.body)),
  });

  app.patch('/backoffice/runningtext/:id', {
    schema: {
      tags,
      summary: 'Edit a running text; left-out fields keep their value',
      description: expiry,
      security,
      params: idParam,
      body: runningTextBody,
      response: { 200: envelope(runningTextSchema), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => ok(req, 'editSuccess', await texts.update(caller(req).serverId, req.params.id, req.body)),
  });

  app.patch('/backoffice/runningtext', {
    schema: {
      tags,
      summary: 'Edit a running text (its id in the body)',
      description: expiry,
      security,
      body: runningTextPatchBody,
      response: { 200: envelope(runningTextSchema), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => {
      const { id, ...body } = req.body;
      return ok(req, 'editSuccess', await texts.update(caller(req).serverId, id, body));
    },
  });

  app.delete('/backoffice/runningtext/:id', {
    schema: {
      tags,
      summary: 'Delete a running text',
      security,
      params: idParam,
      response: { 200: envelope(z.object({ id: z.number().int() })), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => ok(req, 'deleteSuccess', await texts.remove(caller(req).serverId, req.params.id)),
  });
};
