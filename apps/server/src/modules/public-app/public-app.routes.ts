import { envelope, errorEnvelope, publicAppConfigSchema, publicConfigParams } from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../plugins/errors.js';
import { publicAppService } from './public-app.service.js';

export const publicAppRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const service = publicAppService(ctx);

  app.get('/public/apps/:appcode/config', {
    schema: {
      tags: ['App (public)'],
      summary: 'What the white-label app shows now (header X-App-Key = the app key)',
      description:
        'Settings (name, tagline, logo, colours, register options), the maintenance flag, active menus in order, active ' +
        'categories with their active menus, and the active banners, news, info items, popups and running texts ' +
        '(popups and running texts only until their expiry). Image paths are absolute. A wrong or missing key answers 401; ' +
        'a deactivated server 403.',
      security: [{ appKey: [] }],
      params: publicConfigParams,
      headers: z.looseObject({ 'x-app-key': z.string().max(300).optional() }),
      response: { 200: envelope(publicAppConfigSchema), 401: errorEnvelope, 403: errorEnvelope },
    },
    onRequest: app.anyone,
    handler: async (req, reply) => {
      const config = await service.config(req.params.appcode, req.headers['x-app-key']);
      reply.header('cache-control', 'no-cache');
      return ok(req, 'ok', config);
    },
  });
};
