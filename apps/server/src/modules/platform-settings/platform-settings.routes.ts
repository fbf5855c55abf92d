import { envelope, platformSettingsPatch, platformSettingsSchema } from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok } from '../../plugins/errors.js';
import { platformSettingsService } from './platform-settings.service.js';

const tags = ['Admin: settings'];
const security = [{ bearerAuth: [] }];

export const platformSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const settings = platformSettingsService(ctx);

  app.get('/admin/settings', {
    schema: {
      tags,
      security,
      summary: 'Every platform setting: tutorial videos, module flags, order page, money defaults, token price, require2fa',
      response: { 200: envelope(platformSettingsSchema), ...errorResponses(401, 403) },
    },
    onRequest: app.can('platform.read'),
    handler: async (req) => ok(req, 'ok', await settings.all()),
  });

  app.patch('/admin/settings', {
    schema: {
      tags,
      security,
      summary: 'Change any of the groups, each given whole (audited per group)',
      body: platformSettingsPatch,
      response: { 200: envelope(platformSettingsSchema), ...errorResponses(400, 401, 403, 422) },
    },
    onRequest: app.can('servers.manage'),
    handler: async (req) => ok(req, 'settingsSaved', await settings.update(caller(req), req.body, req.ip)),
  });
};
