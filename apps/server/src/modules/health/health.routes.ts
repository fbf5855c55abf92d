import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ping } from '../../db/database.js';

/**
 * For load balancers and orchestrators (DESIGN §12): `live` answers while the process does; `ready` (and the older
 * `/health`) while it can reach its database and is not shutting down (a draining instance answers 503 to every
 * new request, these included).
 */
export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const answer = z.object({ success: z.boolean(), msg: z.string(), data: z.object({ database: z.string() }) });
  for (const url of ['/health', '/health/ready']) {
    app.get(url, {
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
  }
  app.get('/health/live', {
    schema: { tags: ['Health'], summary: 'The process answers', response: { 200: z.object({ success: z.boolean(), msg: z.string() }) } },
    onRequest: app.anyone,
    handler: async () => ({ success: true, msg: 'ok' }),
  });
};
