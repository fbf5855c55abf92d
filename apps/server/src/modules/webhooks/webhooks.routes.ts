import {
  DELIVERY_STATUS_NAMES,
  deliveryParams,
  envelope,
  idParam,
  page,
  pageQuery,
  WEBHOOK_STATUS_NAMES,
  webhookBody,
  webhookDeliveryDetail,
  webhookDeliveryQuery,
  webhookDeliveryRow,
  webhookPatchBody,
  webhookRow,
  webhookWithSecret,
} from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { listExport } from '../../lib/export.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok } from '../../plugins/errors.js';
import { WEBHOOK_JOB_ATTEMPTS, type WebhookJob, webhooksService } from './webhooks.service.js';

const tags = ['Webhooks'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404, 422, 429);

/** A server's outgoing webhooks (DESIGN §13): endpoints, their secrets, the delivery log and redelivery. */
export const webhooksRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const hooks = webhooksService(ctx);
  ctx.jobs.define('webhook', { attempts: WEBHOOK_JOB_ATTEMPTS, run: (p, job) => hooks.deliver(p as WebhookJob, job) });

  app.get('/backoffice/webhooks', {
    schema: {
      tags,
      security,
      summary: "My server's webhook endpoints",
      querystring: pageQuery,
      response: { 200: envelope(page(webhookRow)), ...errors },
    },
    config: {
      export: listExport('webhooks', {
        id: 'int',
        url: 'text',
        events: 'text',
        status: { kind: 'enum', names: WEBHOOK_STATUS_NAMES },
        created_at: 'date',
        updated_at: 'date',
      }),
    },
    onRequest: app.can('webhooks.read'),
    handler: async (req) => ok(req, 'ok', await hooks.list(caller(req), req.query)),
  });

  app.post('/backoffice/webhooks', {
    schema: {
      tags,
      security,
      summary: 'Add an endpoint (https, a public address); its signing secret is answered this once',
      body: webhookBody,
      response: { 200: envelope(webhookWithSecret), ...errors },
    },
    onRequest: app.can('webhooks.write'),
    handler: async (req) => ok(req, 'webhookAdded', await hooks.create(caller(req), req.body, req.ip)),
  });

  app.patch('/backoffice/webhooks/:id', {
    schema: {
      tags,
      security,
      summary: 'Change the URL or the events, pause (status 0) or resume (1)',
      params: idParam,
      body: webhookPatchBody,
      response: { 200: envelope(webhookRow), ...errors },
    },
    onRequest: app.can('webhooks.write'),
    handler: async (req) => ok(req, 'webhookSaved', await hooks.update(caller(req), req.params.id, req.body, req.ip)),
  });

  app.delete('/backoffice/webhooks/:id', {
    schema: {
      tags,
      security,
      summary: 'Delete an endpoint and its delivery log; nothing more is sent to it',
      params: idParam,
      response: { 200: envelope(z.object({ id: z.number().int() })), ...errors },
    },
    onRequest: app.can('webhooks.write'),
    handler: async (req) => ok(req, 'webhookDeleted', await hooks.remove(caller(req), req.params.id, req.ip)),
  });

  app.post('/backoffice/webhooks/:id/rotate', {
    schema: {
      tags,
      security,
      summary: 'A new signing secret, answered this once; the old one signs nothing from now on',
      params: idParam,
      response: { 200: envelope(webhookWithSecret), ...errors },
    },
    onRequest: app.can('webhooks.write'),
    handler: async (req) => ok(req, 'webhookRotated', await hooks.rotate(caller(req), req.params.id, req.ip)),
  });

  app.get('/backoffice/webhooks/:id/deliveries', {
    schema: {
      tags,
      security,
      summary: "An endpoint's deliveries, newest first: event, status, attempts, last status code, next retry",
      params: idParam,
      querystring: webhookDeliveryQuery,
      response: { 200: envelope(page(webhookDeliveryRow)), ...errors },
    },
    config: {
      export: listExport('webhook-deliveries', {
        id: 'int',
        created_at: 'date',
        event_id: 'text',
        event: 'text',
        status: { kind: 'enum', names: DELIVERY_STATUS_NAMES },
        attempts: 'int',
        last_status_code: 'int',
        next_attempt_at: 'date',
        updated_at: 'date',
      }),
    },
    onRequest: app.can('webhooks.read'),
    handler: async (req) => ok(req, 'ok', await hooks.deliveries(caller(req), req.params.id, req.query)),
  });

  app.get('/backoffice/webhooks/:id/deliveries/:deliveryId', {
    schema: {
      tags,
      security,
      summary: 'One delivery: the body sent and every attempt (time, status code, the start of the answer)',
      params: deliveryParams,
      response: { 200: envelope(webhookDeliveryDetail), ...errors },
    },
    onRequest: app.can('webhooks.read'),
    handler: async (req) => ok(req, 'ok', await hooks.delivery(caller(req), req.params.id, req.params.deliveryId)),
  });

  app.post('/backoffice/webhooks/:id/deliveries/:deliveryId/redeliver', {
    schema: {
      tags,
      security,
      summary: 'Send a delivery again, with the same event id (receivers ignore a repeat by it)',
      params: deliveryParams,
      response: { 200: envelope(webhookDeliveryRow), ...errors },
    },
    onRequest: app.can('webhooks.write'),
    handler: async (req) => ok(req, 'webhookRedelivered', await hooks.redeliver(caller(req), req.params.id, req.params.deliveryId, req.ip)),
  });
};
