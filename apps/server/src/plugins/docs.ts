import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The fields of an object schema, through the wrappers a body may carry (preprocess, transform, default…). */
function objectShape(schema: unknown): Record<string, z.ZodType> | undefined {
  let s = schema as z.ZodType | undefined;
  for (let depth = 0; s && depth < 8; depth++) {
    if (s instanceof z.ZodObject) return s.shape as Record<string, z.ZodType>;
    if (s instanceof z.ZodPipe) s = (s.def.out instanceof z.ZodTransform ? s.def.in : s.def.out) as z.ZodType;
    else s = (s.def as { innerType?: z.ZodType }).innerType;
  }
  return undefined;
}

/**
 * A field the server fills in when it is left out (a text that counts as empty, a value with a default given
 * through a preprocess) is generated as required, because its parsed value always exists: it is not required of
 * the caller, and the document says so (found by the OpenAPI fuzzer, which left such a field out and saw it
 * accepted).
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const shape = objectShape((input.schema as { body?: unknown } | undefined)?.body);
  const body = (out.schema as { body?: { required?: string[] } } | undefined)?.body;
  if (shape && Array.isArray(body?.required)) {
    const required = body.required.filter((key) => !shape[key]?.safeParse(undefined).success);
    if (required.length) body.required = required;
    else delete body.required;
  }
  return out;
};

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
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
