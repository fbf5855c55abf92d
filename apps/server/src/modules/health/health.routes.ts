import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ping } from '../../db/database.js';

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const answer = z.object({ success: z.boolean(), msg: z.string(), data: z.object({ database: z.string() }) });
  app.get('/health', {
    schema: { tags: ['Health'], summary: 'Alive and the database reachable', response: { 200: answer, 503: answer } },
    onRequest: app.anyone,
    handler: async (_req, reply) => {
      try {
        await ping(ctx.db);
        return { success: true, msg: 'ok', data: { database: ctx.dialect } };
      } catch {
        return reply.status(503).send({ success: false, msg: 'database unreachable', data: { database: ctx.dialect } });
      }
    },
  });
};
