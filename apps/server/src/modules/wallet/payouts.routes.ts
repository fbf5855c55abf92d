import { envelope, errorEnvelope } from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { NotFound, Unauthorized } from '../../lib/errors.js';
import { ok } from '../../plugins/errors.js';
import { payoutsService } from './payouts.service.js';

/** Xendit's payout callback (Payouts API v2): the event and the payout, by our reference. */
const xenditPayoutCallback = z.looseObject({
  event: z.string().optional(),
  data: z.looseObject({
    id: z.string(),
    reference_id: z.string(),
    status: z.string(),
    failure_code: z.string().nullish(),
  }),
});

/** Approved cash-outs paid out by the payout provider (PAYOUT_PROVIDER), and its callback. */
export const payoutRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const service = payoutsService(ctx);
  // Tried for about a day (5 s doubling to an hour between attempts), as long as Xendit retries its own callbacks.
  ctx.jobs.define('payouts.send', { attempts: 30, run: (payload) => service.send((payload as { id: number }).id) });

  app.post('/payments/xendit/payout', {
    schema: {
      tags: ['Payments'],
      security: [],
      summary:
        'Xendit payout callback: `x-callback-token` = XENDIT_CALLBACK_TOKEN; SUCCEEDED finishes the cash-out, FAILED, CANCELLED or REVERSED returns its money',
      headers: z.object({ 'x-callback-token': z.string().optional() }),
      body: xenditPayoutCallback,
      response: { 200: envelope(z.object({ changed: z.boolean() })), 401: errorEnvelope, 404: errorEnvelope },
    },
    onRequest: app.anyone,
    handler: async (req) => {
      if (!ctx.payouts?.callbackTokenIsRight(req.headers['x-callback-token'])) throw new Unauthorized('paymentBadSignature');
      const { reference_id, status, failure_code } = req.body.data;
      const outcome = await service.callback(reference_id, status, failure_code ?? undefined);
      if (outcome === 'unknown') throw new NotFound();
      return ok(req, 'ok', { changed: outcome === 'changed' });
    },
  });
};
