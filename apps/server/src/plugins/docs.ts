import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas, served at /api/docs (JSON at /api/docs/json). */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Konsol API', version: '1.1.1', description: 'Back-office API of Konsol. Answers are `{ success, msg, data }`.' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          clientBasic: { type: 'http', scheme: 'basic', description: 'The client credential (OAUTH_CLIENT_ID / OAUTH_CLIENT_SECRET)' },
          serverKey: { type: 'apiKey', in: 'header', name: 'X-Server-Key' },
          appKey: { type: 'apiKey', in: 'header', name: 'X-App-Key' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
