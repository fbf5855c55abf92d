import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

type ZodScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * A route scope for callers that sign their JSON bodies (payment providers, mutation services): the signature covers
 * the raw bytes, so the scope keeps each body as received beside its parsed value, and `check` runs on it before
 * the body is validated (a refused signature changes nothing). Every other route keeps the default JSON parser.
 */
export async function signedJsonRoutes(
  app: FastifyInstance,
  check: (req: FastifyRequest, raw: Buffer) => void,
  routes: (scope: ZodScope, rawOf: (req: FastifyRequest) => Buffer) => void,
) {
  await app.register(async (scope) => {
    const rawBodies = new WeakMap<FastifyRequest, Buffer>();
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
      rawBodies.set(req, body as Buffer);
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch {
        const err = new Error('invalid JSON') as Error & { statusCode: number };
        err.statusCode = 400;
        done(err, undefined);
      }
    });
    scope.addHook('preValidation', async (req) => check(req, rawBodies.get(req) ?? Buffer.alloc(0)));
    routes(scope.withTypeProvider<ZodTypeProvider>(), (req) => rawBodies.get(req) ?? Buffer.alloc(0));
  });
}
