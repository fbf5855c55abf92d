import {
  csvUploadBody,
  envelope,
  errorEnvelope,
  importResultSchema,
  kasproAgentSchema,
  kasproApplicationBody,
  kasproApplicationSchema,
  kasproExportBody,
  page,
  platformListQuery,
} from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { acceptCsvBodies, readCsvUpload } from '../../lib/csv.js';
import { listExport } from '../../lib/export.js';
import { acceptMultipart } from '../../lib/multipart.js';
import { wibToday } from '../../lib/time.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok } from '../../plugins/errors.js';
import { kasproService } from './kaspro.service.js';

const tags = ['Kaspro (administrator)'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403);

/** Kaspro agents and applications, for the administrator (`/admin/agenkaspro` screen). */
export const kasproRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await acceptMultipart(app);
  const service = kasproService(ctx);
  acceptCsvBodies(app);

  app.get('/admin/agenkaspro', {
    schema: {
      tags,
      security,
      summary: 'Kaspro agents, server-paged (sizes 10, 25, 50, -1 = all); search account number, MSISDN, name',
      querystring: platformListQuery,
      response: { 200: envelope(page(kasproAgentSchema)), ...errors },
    },
    config: {
      export: listExport('kaspro-agents', { id: 'int', accountnumber: 'text', msisdn: 'text', fullname: 'text', updated_at: 'date' }),
    },
    onRequest: app.can('platform.read'),
    handler: async (req) => ok(req, 'ok', await service.list(req.query)),
  });

  app.post('/admin/agenkaspro/export', {
    schema: {
      tags,
      security,
      summary: 'Export the selected agents (`ids`) as CSV (accountnumber,msisdn,fullname,updated_at)',
      body: kasproExportBody,
      produces: ['text/csv'],
      response: { 200: z.string().meta({ description: 'CSV file (UTF-8 with BOM)' }), ...errors },
    },
    onRequest: app.can('platform.read'),
    handler: async (req, reply) => {
      const { csv } = await service.exportCsv(caller(req), req.body.ids, req.ip);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="agenkaspro-${wibToday()}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  app.post('/admin/agenkaspro/import', {
    schema: {
      tags,
      security,
      summary:
        'Import agents from CSV (multipart field `file`, or a text/csv body; header accountnumber,msisdn,fullname). ' +
        'All or nothing: any bad row answers 400 with `errors["<line>.<field>"]` and imports nothing.',
      consumes: ['multipart/form-data', 'text/csv'],
      body: csvUploadBody,
      response: { 200: envelope(importResultSchema), ...errors, 413: errorEnvelope },
    },
    onRequest: app.can('servers.manage'),
    handler: async (req) => {
      const text = await readCsvUpload(req);
      const r = await service.importCsv(caller(req), text, req.lang, req.ip);
      return ok(req, 'csvImported', r, r);
    },
  });

  app.get('/admin/agenkaspro/applications', {
    schema: {
      tags,
      security,
      summary: 'Kaspro applications registered with the add-application dialog, newest first',
      querystring: platformListQuery,
      response: { 200: envelope(page(kasproApplicationSchema)), ...errors },
    },
    config: {
      export: listExport('kaspro-applications', {
        id: 'int',
        appname: 'text',
        version: 'text',
        primary_color: 'text',
        primary_color_dark: 'text',
        created_at: 'date',
        updated_at: 'date',
      }),
    },
    onRequest: app.can('platform.read'),
    handler: async (req) => ok(req, 'ok', await service.listApplications(req.query)),
  });

  app.post('/admin/agenkaspro/applications', {
    schema: {
      tags,
      security,
      summary: 'Register a Kaspro application: App Name, Version (1.0), Primary Color (#3F51B5), Primary Color Dark (#3949AB)',
      body: kasproApplicationBody,
      response: { 200: envelope(kasproApplicationSchema), ...errors },
    },
    onRequest: app.can('servers.manage'),
    handler: async (req) => ok(req, 'addSuccess', await service.createApplication(caller(req), req.body, req.ip)),
  });
};
