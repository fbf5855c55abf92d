import { envelope, reconciliationQuery, reconciliationReport } from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Gauge } from 'prom-client';
import type { AppContext } from '../../context.js';
import { wibToday } from '../../lib/time.js';
import { errorResponses, ok } from '../../plugins/errors.js';
import { reconciliationService } from './reconciliation.service.js';

/** The daily reconciliation of money in (DESIGN §14), and its metric. */
export const reconciliationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const service = reconciliationService(ctx);
  new Gauge({
    name: 'konsol_reconciliation_unmatched',
    help: 'Statement credit lines of the company accounts nobody has accounted for yet',
    registers: [ctx.metrics.registry],
    async collect() {
      this.set(await service.unmatchedLines());
    },
  });

  app.get('/admin/reconciliation', {
    schema: {
      tags: ['Admin: bank statements'],
      security: [{ bearerAuth: [] }],
      summary: 'One WIB day (`date`, today by default): each company account and provider channel, matched and not',
      querystring: reconciliationQuery,
      response: { 200: envelope(reconciliationReport), ...errorResponses(400, 401, 403) },
    },
    onRequest: app.can('platform.read'),
    handler: async (req) => ok(req, 'ok', await service.report(req.query.date ?? wibToday())),
  });
};
