import {
  engineBalanceBody,
  engineBalanceSchema,
  engineProductsBody,
  engineResellersBody,
  engineResultSchema,
  engineTopupResultSchema,
  engineTopupsBody,
  envelope,
} from '@konsol/contract';
import type { FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { BadRequest } from '../../lib/errors.js';
import { errorResponses, ok, say } from '../../plugins/errors.js';
import { type EngineCaller, engineService } from './engine.service.js';

const tags = ['Engine API (partner servers)'];
const security = [{ serverKey: [] }];
const errors = errorResponses(400, 401, 403, 413, 429);
/** Room for a full batch of 5000 items. */
const ENGINE_BODY_LIMIT = 8 * 1024 * 1024;

const engineCallers = new WeakMap<FastifyRequest, EngineCaller>();
const engineCaller = (req: FastifyRequest) => engineCallers.get(req)!;

/**
 * What a partner server's engine (IRS or other) pushes into Konsol, authenticated by its `X-Server-Key`.
 * See docs/engine-api.md for a runnable example.
 */
export const engineRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const service = engineService(ctx);

  const requireServerKey = app.guard('engine', async (req: FastifyRequest) => {
    const header = req.headers['x-server-key'];
    engineCallers.set(req, await service.authenticate(typeof header === 'string' ? header.trim() : undefined, req.ip));
  });

  // A bad item is named by its index and field: "Item 3, field kode: Please fill value". Other errors go on to
  // the application's error handler.
  app.setErrorHandler((err, req) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const parts = (issue?.instancePath ?? '').split('/').filter(Boolean);
      const key = issue?.message && /^[a-zA-Z0-9]+$/.test(issue.message) ? issue.message : 'invalidValue';
      const reason = say(req, key);
      if (parts[0] === 'items' && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
        const field = parts.slice(2).join('.') || '_';
        throw new BadRequest('engineItemInvalid', { [`items.${parts[1]}.${field}`]: reason }, { index: Number(parts[1]), field, reason });
      }
      throw new BadRequest(reason, { [parts.join('.') || '_']: reason });
    }
    throw err;
  });

  app.put('/engine/resellers', {
    bodyLimit: ENGINE_BODY_LIMIT,
    schema: {
      tags,
      security,
      summary: "Upsert the server's resellers by kode (batch of at most 5000; all or nothing; idempotent)",
      description:
        'Fields an item leaves out keep their stored value. `last_activity` is the reseller\'s last activity (it drives "Agen Aktif Hari ini"). ' +
        'Times are ISO-8601, or `YYYY-MM-DD HH:mm:ss` in WIB. A bad item answers 400 naming its index and field, and nothing is applied.',
      body: engineResellersBody,
      response: { 200: envelope(engineResultSchema), ...errors },
    },
    onRequest: requireServerKey,
    handler: async (req) => ok(req, 'engineApplied', await service.pushResellers(engineCaller(req), req.body.items)),
  });

  app.put('/engine/products', {
    bodyLimit: ENGINE_BODY_LIMIT,
    schema: {
      tags,
      security,
      summary: "Upsert the server's products by kode (batch of at most 5000; all or nothing; idempotent)",
      body: engineProductsBody,
      response: { 200: envelope(engineResultSchema), ...errors },
    },
    onRequest: requireServerKey,
    handler: async (req) => ok(req, 'engineApplied', await service.pushProducts(engineCaller(req), req.body.items)),
  });

  app.post('/engine/topups', {
    bodyLimit: ENGINE_BODY_LIMIT,
    schema: {
      tags,
      security,
      summary:
        "Record resellers' top-ups by reff (batch of at most 1000; all or nothing; idempotent: a known reff only takes the new status)",
      description:
        'Items: `reff`, `channelname` (e.g. VA-BCA, ALFAMART), `amount` (rupiah), `status` (0 Pending, 1 Sukses, 2 Gagal; default 1), ' +
        "`reseller` (the reseller's kode, not their name), `waktu` (ISO-8601 with zone; now when left out).",
      body: engineTopupsBody,
      response: { 200: envelope(engineTopupResultSchema), ...errors },
    },
    onRequest: requireServerKey,
    handler: async (req) => ok(req, 'engineApplied', await service.pushTopups(engineCaller(req), req.body.items)),
  });

  app.put('/engine/balance', {
    schema: {
      tags,
      security,
      summary: 'Set the Saldo IRSMarket figure of the server (an older `as_of` than the stored one is ignored)',
      body: engineBalanceBody,
      response: { 200: envelope(engineBalanceSchema), ...errors },
    },
    onRequest: requireServerKey,
    handler: async (req) => ok(req, 'engineApplied', await service.setBalance(engineCaller(req), req.body)),
  });
};
