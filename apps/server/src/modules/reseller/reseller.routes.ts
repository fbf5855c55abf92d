import {
  csvUploadBody,
  envelope,
  errorEnvelope,
  idParam,
  importResultSchema,
  okEnvelope,
  page,
  resellerBody,
  resellerListQuery,
  resellerSchema,
} from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { acceptCsvBodies, readCsvUpload } from '../../lib/csv.js';
import { listExport } from '../../lib/export.js';
import { acceptMultipart } from '../../lib/multipart.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok, say } from '../../plugins/errors.js';
import { resellerService } from './reseller.service.js';

const tags = ['Reseller'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** The operator's resellers (`/api/reseller/`, the spec's path with its trailing slash; also without it). */
export const resellerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await acceptMultipart(app);
  const service = resellerService(ctx);
  acceptCsvBodies(app);

  for (const url of ['/reseller/', '/reseller']) {
    const hide = url === '/reseller';
    app.get(url, {
      schema: {
        hide,
        tags,
        security,
        summary: "The caller's resellers, server-paged (sort kode, nama, saldo, tgl_daftar, updateAt, last_activity, kode_upline)",
        querystring: resellerListQuery,
        response: { 200: envelope(page(resellerSchema)), ...errors },
      },
      config: {
        export: listExport('resellers', {
          id: 'int',
          kode: 'text',
          nama: 'text',
          alamat: 'text',
          email: 'text',
          phone: 'text',
          kode_upline: 'text',
          saldo: 'money',
          tgl_daftar: 'date',
          updateAt: 'date',
          last_activity: 'date',
        }),
      },
      onRequest: app.can('resellers.read'),
      handler: async (req) => ok(req, 'ok', await service.list(caller(req).serverId, req.query)),
    });

    app.post(url, {
      schema: {
        hide,
        tags,
        security,
        summary: 'Add a reseller, or edit it when `id` (or a kode this server has) is given',
        body: resellerBody,
        response: { 200: envelope(resellerSchema), ...errors },
      },
      onRequest: app.can('resellers.write'),
      handler: async (req) => {
        const r = await service.save(caller(req), req.body);
        return ok(req, r.created ? 'addSuccess' : 'editSuccess', r.reseller);
      },
    });
  }

  app.delete('/reseller/:id', {
    schema: {
      tags,
      security,
      summary: 'Delete a reseller (not while it is the upline of others)',
      params: idParam,
      response: { 200: okEnvelope, ...errors },
    },
    onRequest: app.can('resellers.write'),
    handler: async (req) => {
      await service.remove(caller(req), req.params.id, req.ip);
      return { success: true, msg: say(req, 'deleteSuccess') };
    },
  });

  app.post('/reseller/import', {
    schema: {
      tags,
      security,
      summary:
        'Import resellers from CSV (multipart field `file`, or a text/csv body). Header: kode,nama,alamat,email,phone,kode_upline,saldo,tgl_daftar ' +
        '(`,` or `;`). All or nothing: any bad row answers 400 with `errors["<line>.<field>"]` and imports nothing.',
      consumes: ['multipart/form-data', 'text/csv'],
      body: csvUploadBody,
      response: { 200: envelope(importResultSchema), 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 413: errorEnvelope },
    },
    onRequest: app.can('resellers.write'),
    handler: async (req) => {
      const text = await readCsvUpload(req);
      const r = await service.importCsv(caller(req), text, req.lang, req.ip);
      return ok(req, 'csvImported', r, r);
    },
  });
};
