import { type Lang, pickLang, translate } from '@konsol/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language from Accept-Language; undefined answers in the spec's own words. */
    lang: Lang | undefined;
  }
}

/** Turns a message key into the caller's language. */
export const say = (req: FastifyRequest, key: string, params?: Record<string, string | number>) => translate(key, req.lang, params);

/** The success envelope: `{ success: true, msg, data }`. */
export function ok<T>(req: FastifyRequest, key: string, data?: T, params?: Record<string, string | number>) {
  return { success: true as const, msg: say(req, key, params), data: data as T };
}

/**
 * One error handler: typed errors and validation failures become `{ success:false, msg, errors }` in the
 * caller's language; anything unexpected is logged and answered with a generic 500 (no stack, no SQL).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', undefined);
  app.addHook('onRequest', async (req) => {
    req.lang = pickLang(req.headers['accept-language']);
  });

  // A POST sent without any body is checked as an empty object, so the caller learns which fields are required
  // ("E-mail is required") instead of a bare "Invalid value".
  app.addHook('preValidation', async (req) => {
    if (req.body === undefined && req.routeOptions.schema?.body) req.body = {};
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
    req.log.error({ err }, 'unexpected error');
    return reply.status(500).send({ success: false, msg: say(req, 'internalError') });
  });
});

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
