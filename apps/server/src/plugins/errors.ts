import { errorEnvelope, type Lang, pickLang, translate } from '@konsol/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, BadRequest } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language from Accept-Language; undefined answers in the spec's own words. */
    lang: Lang | undefined;
    /** Counted in `lifecycle.inflight` until its answer is sent or it is aborted (once, whichever comes first). */
    inflight: boolean;
  }
  interface FastifyInstance {
    /** Graceful shutdown state: while `draining`, new requests get 503; `inflight` counts the requests being served. */
    lifecycle: { draining: boolean; inflight: number };
  }
}

/** Turns a message key into the caller's language. */
export const say = (req: FastifyRequest, key: string, params?: Record<string, string | number>) => translate(key, req.lang, params);

/** The success envelope: `{ success: true, msg, data }`. */
export function ok<T>(req: FastifyRequest, key: string, data?: T, params?: Record<string, string | number>) {
  return { success: true as const, msg: say(req, key, params), data: data as T };
}

/** The error answers a route documents, each the error envelope: `errorResponses(400, 401, 403, 404)`. */
export function errorResponses<C extends number>(...codes: C[]) {
  return Object.fromEntries(codes.map((c) => [c, errorEnvelope])) as Record<C, typeof errorEnvelope>;
}

/**
 * One error handler: typed errors and validation failures become `{ success:false, msg, errors }` in the
 * caller's language; anything unexpected is logged and answered with a generic 500 (no stack, no SQL).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', undefined);
  app.decorateRequest('inflight', false);
  // A count, not a Set of the requests: a Set's tables, rehashed as requests come and go, kept every request that
  // waited on the database alive into the old generation (a health check's CPU on PostgreSQL: 81 µs against 48).
  app.decorate('lifecycle', { draining: false, inflight: 0 });
  const served = (req: FastifyRequest) => {
    if (!req.inflight) return;
    req.inflight = false;
    app.lifecycle.inflight--;
  };
  // Callback hooks: nothing here waits, and an async hook costs a promise on every request.
  app.addHook('onRequest', (req, reply, done) => {
    req.lang = pickLang(req.headers['accept-language']);
    // Shutting down: requests already being served finish, new ones are told to come back (a load balancer
    // retries them on another instance).
    if (app.lifecycle.draining) {
      unavailable(req, reply.header('connection', 'close'));
      return;
    }
    req.inflight = true;
    app.lifecycle.inflight++;
    done();
  });
  app.addHook('onResponse', (req, _reply, done) => {
    served(req);
    done();
  });
  app.addHook('onRequestAbort', (req, done) => {
    served(req);
    done();
  });

  // A POST sent without any body is checked as an empty object, so the caller learns which fields are required
  // ("E-mail is required") instead of a bare "Invalid value".
  app.addHook('preValidation', (req, _reply, done) => {
    if (req.body === undefined && req.routeOptions.schema?.body) req.body = {};
    // A NUL character is no text: PostgreSQL cannot store or even compare it (the query fails), and no field of
    // the spec needs it. Refused everywhere as an invalid value, before any service sees it.
    const field = nulField(req.params, '') ?? nulField(req.query, '') ?? nulField(req.body, '');
    done(field === null ? undefined : new BadRequest('invalidValue', { [field || '_']: 'invalidValue' }));
  });

  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    // The error envelope is built here and always has the same shape; sending it through the route's response
    // schema could only fail (a route that does not list 401 or 429, or lists another error shape) and turn a
    // clean 4xx into Fastify's own 500 body.
    reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
    if (err instanceof AppError) {
      const errors = err.errors ? Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, say(req, v, err.params)])) : undefined;
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.statusCode).send({ success: false, msg: say(req, err.msg, err.params), errors });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const issue of err.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        const text = say(req, knownOr(issue.message));
        errors[field] ??= text;
      }
      const first = Object.values(errors)[0] ?? say(req, 'badRequest');
      return reply.status(400).send({ success: false, msg: first, errors });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) {
        return reply
          .status(429)
          .header('retry-after', '60')
          .send({ success: false, msg: say(req, 'tooManyRequests', { seconds: 60 }) });
      }
      // Never the plugin's own message (it can name internals): a fixed text per status.
      const msg =
        status === 404
          ? say(req, 'routeNotFound')
          : status === 401
            ? say(req, 'unauthorized')
            : status === 403
              ? say(req, 'accessDenied')
              : say(req, 'badRequest');
      return reply.status(status).send({ success: false, msg: clientMessage(status, msg) });
    }
    // A value the database cannot take (SQLSTATE class 22, "data exception": e.g. an id past PostgreSQL's 2^31 - 1
    // integer, which SQLite would simply not find) is the caller's invalid value, not a server failure.
    if (/^22[0-9A-Z]{3}$/.test(String((err as { code?: unknown }).code ?? ''))) {
      return reply.status(400).send({ success: false, msg: say(req, 'invalidValue') });
    }
    if (isUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      return unavailable(req, reply);
    }
    req.log.error({ err }, 'unexpected error');
    return reply.status(500).send({ success: false, msg: say(req, 'internalError') });
  });
});

/** 503 with the catalogue's message and a hint when to retry. */
function unavailable(req: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(503)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .header('retry-after', '5')
    .send({ success: false, msg: say(req, 'serviceUnavailable') });
}

// PostgreSQL: connection exceptions (08…), administrator/crash shutdown and "cannot connect now" (57P01-03),
// too many connections (53300); node-postgres' own connection errors; socket errors; SQLite busy past its timeout.
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'SQLITE_BUSY']);
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection ended unexpectedly)/;

/** A lost or unreachable database: temporary, answered 503 rather than 500. */
export function isUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  if (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  return typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message);
}

/** The path of the first string (or key) holding U+0000 in a parsed body, query or params; null when none. */
function nulField(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object' || depth > 64 || Buffer.isBuffer(value)) return null;
  for (const [k, v] of Object.entries(value)) {
    const here = path ? `${path}.${k}` : k;
    if (k.includes('\u0000')) return here;
    const hit = nulField(v, here, depth + 1);
    if (hit !== null) return hit;
  }
  return null;
}

function knownOr(message: string | undefined): string {
  if (!message) return 'invalidValue';
  // Our schemas carry message keys (letters only); zod's own sentences become a generic "invalid value".
  return /^[a-zA-Z0-9]+$/.test(message) ? message : 'invalidValue';
}

/** Client errors from Fastify and its plugins whose status says more than "Bad request". */
function clientMessage(status: number, fallback: string): string {
  if (status === 413) return 'Payload too large';
  if (status === 415) return 'Unsupported media type';
  return fallback;
}
