import {
  adminModuleListQuery,
  adminModuleParams,
  envelope,
  MODULE_PAGE_SIZE,
  ON_OFF_NAMES,
  PARTNER_MODULES,
  page,
  pageQuery,
  partnerModulePage,
  partnerModuleParams,
  partnerModuleSchema,
  partnerModuleSoonBody,
  partnerModuleStatusBody,
  partnerModuleUrlBody,
} from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { listExport } from '../../lib/export.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok } from '../../plugins/errors.js';
import { partnerModulesService } from './partner-modules.service.js';

const tags = ['Partner modules'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404);
/** A module list's file: the operator's own and the administrator's. */
const MODULE_FILE_COLUMNS = {
  app_code: 'text',
  url_module: 'text',
  status: { kind: 'enum', names: ON_OFF_NAMES },
  updated_at: 'date',
} as const;

/**
 * Digipos, Isimple, Sidompul. The spec's `/api/v1/<module>` sits under the API prefix, so the paths are
 * `/api/api/v1/<module>`.
 */
export const partnerModuleRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const service = partnerModulesService(ctx);

  for (const module of PARTNER_MODULES) {
    app.get(`/api/v1/${module}`, {
      schema: {
        tags,
        security,
        summary: `The caller's ${module} record as a page of ${MODULE_PAGE_SIZE}, with the module's "soon" flag`,
        querystring: pageQuery.pick({ page: true }).extend({ size: z.coerce.number().int().optional() }),
        response: { 200: envelope(partnerModulePage), ...errors },
      },
      config: { export: listExport('partner-modules', MODULE_FILE_COLUMNS, module) },
      onRequest: app.can('partner.read'),
      handler: async (req) => ok(req, 'ok', await service.page(caller(req), module, req.query)),
    });

    app.put(`/api/v1/${module}`, {
      schema: {
        tags,
        security,
        summary: `Set the caller's ${module} URL (URL Webportal); activation stays with the administrator`,
        body: partnerModuleUrlBody,
        response: { 200: envelope(partnerModuleSchema), ...errors },
      },
      onRequest: app.can('partner.write'),
      handler: async (req) => ok(req, 'updateOk', await service.setUrl(caller(req), module, req.body.url_module)),
    });
  }

  app.get('/admin/modules/:module', {
    schema: {
      tags,
      security,
      summary: "Every server's record of a module (administrator); search app code or URL, filter status",
      params: partnerModuleParams,
      querystring: adminModuleListQuery,
      response: { 200: envelope(page(partnerModuleSchema).extend({ soon: z.boolean() })), ...errors },
    },
    config: { export: listExport('partner-modules', MODULE_FILE_COLUMNS) },
    onRequest: app.can('platform.read'),
    handler: async (req) => ok(req, 'ok', await service.listAll(req.params.module, req.query)),
  });

  app.post('/admin/modules/:module/:app_code/status', {
    schema: {
      tags,
      security,
      summary: "Activate (1) or deactivate (0) a server's module (administrator)",
      params: adminModuleParams,
      body: partnerModuleStatusBody,
      response: { 200: envelope(partnerModuleSchema), ...errors },
    },
    onRequest: app.can('servers.manage'),
    handler: async (req) =>
      ok(req, 'updateOk', await service.setStatus(caller(req), req.params.module, req.params.app_code, req.body.status, req.ip)),
  });

  app.put('/admin/modules/:module/soon', {
    schema: {
      tags,
      security,
      summary: 'Show (true) or hide (false) the under-development placeholder of a module for every server (administrator)',
      params: partnerModuleParams,
      body: partnerModuleSoonBody,
      response: { 200: envelope(z.object({ digipos: z.boolean(), isimple: z.boolean(), sidompul: z.boolean() })), ...errors },
    },
    onRequest: app.can('servers.manage'),
    handler: async (req) => ok(req, 'updateOk', await service.setSoon(caller(req), req.params.module, req.body.soon, req.ip)),
  });
};
