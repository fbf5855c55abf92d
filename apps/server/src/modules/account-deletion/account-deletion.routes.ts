import {
  DELETION_STATUS_LABELS,
  deletionApproveBody,
  deletionCountSchema,
  deletionListQuery,
  deletionRequestSchema,
  envelope,
  page,
  publicAppParams,
  publicDeletionBody,
} from '@konsol/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { listExport } from '../../lib/export.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok } from '../../plugins/errors.js';
import { accountDeletionService } from './account-deletion.service.js';

const tags = ['Delete account'];
const appServers = new WeakMap<FastifyRequest, number>();
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** Account-deletion requests: filed by the app (X-App-Key), approved by the operator (`/deleteakun`). */
export const accountDeletionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const service = accountDeletionService(ctx);

  app.get('/apps/account/list-delete', {
    schema: {
      tags,
      security,
      summary: "The caller's account-deletion requests, newest first (status 0 pending, 1 approved)",
      querystring: deletionListQuery,
      response: { 200: envelope(page(deletionRequestSchema)), ...errors },
    },
    config: {
      export: listExport('account-deletions', {
        id: 'int',
        createdat: 'date',
        id_reseller: 'text',
        name_reseller: 'text',
        uuid: 'text',
        status: { kind: 'enum', names: DELETION_STATUS_LABELS },
      }),
    },
    onRequest: app.can('deletion.read'),
    handler: async (req) => ok(req, 'ok', await service.list(caller(req).serverId, req.query)),
  });

  app.get('/apps/account/delete-count', {
    schema: {
      tags,
      security,
      summary: 'How many requests are pending (the drawer chip)',
      response: { 200: envelope(deletionCountSchema), ...errors },
    },
    onRequest: app.can('deletion.read'),
    handler: async (req) => ok(req, 'ok', { count: await service.pendingCount(caller(req).serverId) }),
  });

  app.put('/apps/account/delete', {
    schema: {
      tags,
      security,
      summary: "Approve a request (`status: 1`): the reseller's personal data is removed; financial records stay, anonymised",
      body: deletionApproveBody,
      response: { 200: envelope(deletionRequestSchema), ...errors },
    },
    onRequest: app.can('deletion.write'),
    handler: async (req) => ok(req, 'updateOk', await service.approve(caller(req), req.body, req.ip)),
  });

  app.post('/public/apps/:appcode/account-deletion', {
    schema: {
      tags,
      security: [{ appKey: [] }],
      summary: "The app files a request to delete a reseller's account (header X-App-Key)",
      params: publicAppParams,
      body: publicDeletionBody,
      response: { 200: envelope(deletionRequestSchema), ...errors },
    },
    // The key is checked before the body, so a caller without the key learns nothing about the body's rules.
    preValidation: async (req) => {
      const key = req.headers['x-app-key'];
      const { appcode } = req.params as { appcode?: unknown };
      const serverId = await service.authenticateApp(String(appcode ?? ''), typeof key === 'string' ? key : undefined, req.ip);
      appServers.set(req, serverId);
    },
    onRequest: app.anyone,
    handler: async (req) => ok(req, 'deletionRequested', await service.fileRequest(appServers.get(req)!, req.body)),
  });
};
