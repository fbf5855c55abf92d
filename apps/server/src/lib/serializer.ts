import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

let check = false;

/** From now on, write every answer both ways and fail unless the texts are the same (the API tests' setup). */
export function checkSerializers() {
  check = true;
}

/**
 * Fastify's serializer for the routes' zod response schemas, compiled once per schema into a JSON writer
 * (fast-json-stringify) instead of checking the answer with zod and then `JSON.stringify` on every reply: about
 * a tenth of the server's time on a list page. The text is the same; the writer does not check the answer as
 * zod did, so after `checkSerializers()` every answer is also written the zod way and compared. A schema JSON
 * Schema cannot express (a transform) keeps the zod way.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const viaZod = zodSerializerCompiler(route as never) as (data: unknown) => string;
  const schema = route.schema as ZodType;
  let write: (data: unknown) => string;
  try {
    const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output', unrepresentable: 'throw' });
    write = fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return viaZod;
  }
  if (!check) return write;
  return (data) => {
    const expected = viaZod(data);
    const text = write(data);
    if (text !== expected) {
      throw new Error(`${route.method} ${route.url}: the compiled serializer wrote\n${text}\ninstead of\n${expected}`);
    }
    return text;
  };
};
