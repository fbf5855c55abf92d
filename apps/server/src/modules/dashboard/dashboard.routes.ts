import { dashboardSchema, envelope, errorEnvelope } from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { caller } from '../../plugins/auth.js';
import { ok } from '../../plugins/errors.js';
import { dashboardService } from './dashboard.service.js';

export const dashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const service = dashboardService(ctx);
  app.get('/backoffice/console/dashboard', {
    schema: {
      tags: ['Dashboard'],
      summary: "Headline figures of the caller's server",
      security: [{ bearerAuth: [] }],
      response: { 200: envelope(dashboardSchema), 401: errorEnvelope, 403: errorEnvelope },
    },
    onRequest: app.can('dashboard.read'),
    handler: async (req) => ok(req, 'ok', await service.figures(caller(req).serverId)),
  });
};
