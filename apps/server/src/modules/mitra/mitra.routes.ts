import {
  ENGINE_CORE_LABELS,
  envelope,
  idParam,
  MEMBER_TYPE_LABELS,
  mitraCreateBody,
  mitraCreatedSchema,
  mitraListQuery,
  mitraPatchBody,
  mitraSchema,
  ON_OFF_NAMES,
  page,
  serverKeySchema,
} from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { listExport } from '../../lib/export.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok } from '../../plugins/errors.js';
import { mitraService } from './mitra.service.js';

const tags = ['Mitra (administrator)'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** Partner servers, for the administrator (`/admin/mitraserver` screen). */
export const mitraRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const service = mitraService(ctx);

  app.get('/admin/mitra', {
    schema: {
      tags,
      security,
      summary: 'Partner servers, server-paged; search name, Server ID, e-mail, contact, phone; filter status',
      querystring: mitraListQuery,
      response: { 200: envelope(page(mitraSchema)), ...errors },
    },
    config: {
      export: listExport('mitra', {
        id: 'int',
        server_id: 'text',
        name: 'text',
        address: 'text',
        contact: 'text',
        phone: 'text',
        email: 'text',
        member_type: { kind: 'enum', names: MEMBER_TYPE_LABELS },
        engine_core: { kind: 'enum', names: ENGINE_CORE_LABELS },
        status: { kind: 'enum', names: ON_OFF_NAMES },
        created_at: 'date',
        updated_at: 'date',
      }),
    },
    onRequest: app.can('platform.read'),
    handler: async (req) => ok(req, 'ok', await service.list(req.query)),
  });

  app.post('/admin/mitra', {
    schema: {
      tags,
      security,
      summary: 'Add a partner server with its app; answers its engine key (`server_key`) once',
      body: mitraCreateBody,
      response: { 200: envelope(mitraCreatedSchema), ...errors },
    },
    onRequest: app.can('servers.manage'),
    handler: async (req) => ok(req, 'mitraKeyIssued', await service.create(caller(req), req.body, req.ip)),
  });

  app.patch('/admin/mitra/:id', {
    schema: {
      tags,
      security,
      summary: 'Edit a partner server; status 0 stops its logins, app calls and engine calls',
      params: idParam,
      body: mitraPatchBody,
      response: { 200: envelope(mitraSchema), ...errors },
    },
    onRequest: app.can('servers.status'),
    handler: async (req) => ok(req, 'editSuccess', await service.update(caller(req), req.params.id, req.body, req.ip)),
  });

  app.post('/admin/mitra/:id/rotate-key', {
    schema: {
      tags,
      security,
      summary: 'Issue a new engine key (answered once); the old key stops working',
      params: idParam,
      response: { 200: envelope(serverKeySchema), ...errors },
    },
    onRequest: app.can('servers.manage'),
    handler: async (req) => ok(req, 'mitraKeyIssued', await service.rotateKey(caller(req), req.params.id, req.ip)),
  });
};
