import { envelope, overviewSchema, trendsQuery, trendsSchema } from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok } from '../../plugins/errors.js';
import { insightService } from './insight.service.js';

const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403);

export const insightRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const insight = insightService(ctx);

  app.get('/backoffice/console/trends', {
    schema: {
      tags: ['Dashboard'],
      summary: "The caller's server by WIB day over the last 7, 30 or 90 days (every day present, oldest first)",
      security,
      querystring: trendsQuery,
      response: { 200: envelope(trendsSchema), ...errors },
    },
    onRequest: app.can('dashboard.read'),
    handler: async (req) => ok(req, 'ok', await insight.serverTrends(caller(req).serverId, req.query.days)),
  });

  app.get('/admin/trends', {
    schema: {
      tags: ['Admin: insight'],
      summary: 'The whole platform by WIB day over the last 7, 30 or 90 days (every day present, oldest first)',
      security,
      querystring: trendsQuery,
      response: { 200: envelope(trendsSchema), ...errors },
    },
    onRequest: app.can('platform.read'),
    handler: async (req) => ok(req, 'ok', await insight.platformTrends(req.query.days)),
  });

  app.get('/admin/overview', {
    schema: {
      tags: ['Admin: insight'],
      summary: 'The platform at a glance: servers, resellers, money and the approvals waiting',
      security,
      response: { 200: envelope(overviewSchema), ...errors },
    },
    onRequest: app.can('platform.read'),
    handler: async (req) => ok(req, 'ok', await insight.overview()),
  });
};
