import { envelope, errorEnvelope, paymentCallbackBody, paymentOutcomeSchema, sandboxPayBody } from '@konsol/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { Unauthorized } from '../../lib/errors.js';
import { signedJsonRoutes } from '../../lib/raw-json.js';
import { caller } from '../../plugins/auth.js';
import { say } from '../../plugins/errors.js';
import { paymentsService } from './payments.service.js';

const tags = ['Payments'];
const answer = envelope(paymentOutcomeSchema);
const responses = { 200: answer, 404: answer, 422: answer, 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };

export const paymentsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const payments = paymentsService(ctx);

  // A bad signature is refused before the body is even validated: 401 and nothing changes.
  const check = (req: FastifyRequest, raw: Buffer) => {
    const signature = req.headers['x-signature'];
    if (!ctx.payments.verify(raw, typeof signature === 'string' ? signature : undefined)) throw new Unauthorized('paymentBadSignature');
  };
  await signedJsonRoutes(app, check, (scope, rawOf) => {
    scope.post('/payments/callback', {
      schema: {
        tags,
        security: [],
        summary: 'Payment provider webhook: `X-Signature` = hex HMAC-SHA256 of the raw body under PAYMENT_WEBHOOK_SECRET',
        headers: z.object({ 'x-signature': z.string().optional() }),
        body: paymentCallbackBody,
        response: responses,
      },
      // The provider calls it: public, and held by the signature (checked above).
      onRequest: app.anyone,
      handler: async (req, reply) => {
        const r = await payments.handleCallback(rawOf(req), req.headers['x-signature'], req.body);
        return reply.status(r.status as 200 | 404 | 422).send({ success: r.status < 300, msg: say(req, r.msgKey), data: r.data });
      },
    });
  });

  app.post('/payments/sandbox/pay', {
    schema: {
      tags,
      security: [{ bearerAuth: [] }],
      summary: 'Sandbox only (administrator): pay a virtual account through the same signed-callback path',
      body: sandboxPayBody,
      response: responses,
    },
    onRequest: app.can('servers.manage'),
    handler: async (req, reply) => {
      const r = await payments.sandboxPay(caller(req), req.ip, req.body.va);
      return reply.status(r.status as 200 | 404 | 422).send({ success: r.status < 300, msg: say(req, r.msgKey), data: r.data });
    },
  });
};
