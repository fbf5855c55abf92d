import { envelope, errorEnvelope, page, TOPUP_STATUS_NAMES, topupListQuery, topupRow } from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { listExport } from '../../lib/export.js';
import { caller } from '../../plugins/auth.js';
import { ok } from '../../plugins/errors.js';
import { topupService } from './topup.service.js';

export const topupRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const topups = topupService(ctx);
  app.get('/backoffice/console/topupchannel', {
    schema: {
      tags: ['Top-up'],
      security: [{ bearerAuth: [] }],
      summary: "Resellers' top-ups of the caller's server (newest first), search on reff, channel or reseller, optional WIB days",
      querystring: topupListQuery,
      response: { 200: envelope(page(topupRow)), 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
    },
    config: {
      export: listExport('topups', {
        id: 'int',
        waktu: 'date',
        reff: 'text',
        channelname: 'text',
        reseller: 'text',
        amount: 'money',
        status: { kind: 'enum', names: TOPUP_STATUS_NAMES },
      }),
    },
    onRequest: app.can('topup.read'),
    handler: async (req) => ok(req, 'ok', await topups.list(caller(req).serverId, req.query)),
  });
};
