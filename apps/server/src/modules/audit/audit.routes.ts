import { AUDIT_ACTIONS, auditEntrySchema, auditQuery, envelope, errorEnvelope, page } from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { listExport } from '../../lib/export.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok } from '../../plugins/errors.js';
import { auditService } from './audit.service.js';

/** The audit log page of administrators: who did what, to which entity, before and after, when. */
/** An audit entry's columns in a file; the platform's trail adds the server between them. */
// The action by the words the trail shows it with.
const WHO_WHAT = {
  id: 'int',
  created_at: 'date',
  actor: 'text',
  action: { kind: 'enum', names: AUDIT_ACTIONS },
  entity: 'text',
  entity_id: 'text',
} as const;
const WHERE_FROM = { ip: 'text', before: 'text', after: 'text' } as const;

export const auditRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const service = auditService(ctx);

  app.get('/admin/audit', {
    schema: {
      tags: ['Audit (administrator)'],
      security: [{ bearerAuth: [] }],
      summary:
        'Audit entries, newest first; filter by actor e-mail (contains), action (exact, or a family ending with "."), entity, WIB days awal..akhir',
      querystring: auditQuery,
      response: { 200: envelope(page(auditEntrySchema)), 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
    },
    config: {
      export: listExport('audit', { ...WHO_WHAT, server_id: 'int', ...WHERE_FROM }),
    },
    onRequest: app.can('platform.read'),
    handler: async (req) => ok(req, 'ok', await service.list(req.query)),
  });

  app.get('/backoffice/audit', {
    schema: {
      tags: ['Audit'],
      security: [{ bearerAuth: [] }],
      summary:
        'My server\'s audit trail, newest first: who (`user` id, or e-mail contains), what (action, a family ending with "."), when (WIB days awal..akhir)',
      querystring: auditQuery,
      response: { 200: envelope(page(auditEntrySchema)), ...errorResponses(400, 401, 403) },
    },
    config: {
      export: listExport('audit', { ...WHO_WHAT, ...WHERE_FROM }),
    },
    onRequest: app.can('audit.read'),
    handler: async (req) => ok(req, 'ok', await service.list(req.query, caller(req).serverId)),
  });
};
