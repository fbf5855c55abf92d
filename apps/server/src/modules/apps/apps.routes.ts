import {
  appSettingsBody,
  appSettingsSchema,
  envelope,
  errorEnvelope,
  maintenanceParam,
  maxOtpParam,
  PUSH_STATUS_NAMES,
  page,
  pageQuery,
  pushBody,
  pushSchema,
  UPLOAD_PURPOSES,
} from '@konsol/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { BadRequest } from '../../lib/errors.js';
import { listExport } from '../../lib/export.js';
import { acceptMultipart, readMultipart } from '../../lib/multipart.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok } from '../../plugins/errors.js';
import { mediaService, tooLarge } from '../media/media.service.js';
import { appsService, PUSH_ATTEMPTS } from './apps.service.js';

const tags = ['App settings'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404);

/** A logo sent with a multipart save waits here between reading the body and the handler. */
const pendingLogo = new WeakMap<FastifyRequest, { buffer: Buffer; filename: string }>();

export const appsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await acceptMultipart(app);
  const apps = appsService(ctx);
  ctx.jobs.define('push', { attempts: PUSH_ATTEMPTS, run: (p, job) => apps.deliverPush(p as Parameters<typeof apps.deliverPush>[0], job) });
  const media = mediaService(ctx);

  app.get('/backoffice/apps', {
    schema: {
      tags,
      summary: "The caller's app settings (General and API Key tabs); the server key only to a role that may change them",
      security,
      response: { 200: envelope(appSettingsSchema), 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope },
    },
    onRequest: app.can('content.read'),
    handler: async (req) => ok(req, 'ok', await apps.get(caller(req))),
  });

  const saveSchema = {
    tags,
    security,
    body: appSettingsBody,
    response: { 200: envelope(appSettingsSchema), ...errors, 409: errorEnvelope, 413: errorEnvelope },
  };

  app.post('/backoffice/apps', {
    schema: {
      ...saveSchema,
      summary: 'Save the General tab (JSON, or multipart with `item` = the JSON and an optional logo file `image`)',
      description:
        'App Name, Server ID, API URL and API KEY are required ("Please fill value"). `api_url` is read as `apiurl`. ' +
        'A logo file in the multipart form is checked and stored like an upload of purpose `logo` and becomes `logo`.',
      consumes: ['application/json', 'multipart/form-data'],
    },
    onRequest: app.can('content.write'),
    preValidation: async (req) => {
      if (!req.isMultipart()) return;
      const upload = await readMultipart(req, UPLOAD_PURPOSES.logo.maxBytes, () => tooLarge('logo'));
      let item: unknown = upload.fields;
      if (upload.fields.item !== undefined) {
        try {
          item = JSON.parse(upload.fields.item);
        } catch {
          throw new BadRequest('badRequest');
        }
      }
      req.body = item as typeof req.body;
      if (upload.file) pendingLogo.set(req, { buffer: upload.file.buffer, filename: upload.file.filename });
    },
    handler: async (req) => {
      const who = caller(req);
      let body = req.body;
      const logo = pendingLogo.get(req);
      if (logo) {
        const saved = await media.store({ serverId: who.serverId, userId: who.userId }, 'logo', logo.buffer, logo.filename);
        body = { ...body, logo: saved.imageurl };
      }
      return ok(req, 'saveSuccess', await apps.save(who, body, req.ip));
    },
  });

  app.patch('/backoffice/apps', {
    schema: { ...saveSchema, summary: 'Save the General tab (JSON)' },
    onRequest: app.can('content.write'),
    handler: async (req) => ok(req, 'saveSuccess', await apps.save(caller(req), req.body, req.ip)),
  });

  app.patch('/backoffice/apps/maintenance/:value', {
    schema: {
      tags,
      summary: 'Maintenance switch: 1 on (the app shows the maintenance message when opened), 0 off',
      security,
      params: maintenanceParam,
      response: { 200: envelope(z.object({ maintenance: z.number().int() })), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => {
      const r = await apps.setMaintenance(caller(req), req.params.value, req.ip);
      return ok(req, r.maintenance === 1 ? 'appMaintenanceOn' : 'appMaintenanceOff', r);
    },
  });

  app.patch('/backoffice/apps/maxotp/:value', {
    schema: {
      tags,
      summary: 'Maximum OTP resends per day (a whole number, 0 to 100)',
      security,
      params: maxOtpParam,
      response: { 200: envelope(z.object({ maxotp: z.number().int() })), ...errors },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => ok(req, 'appMaxOtpUpdated', await apps.setMaxOtp(caller(req), req.params.value, req.ip)),
  });

  app.post('/backoffice/apps/push', {
    schema: {
      tags,
      summary: 'Send a push notification to every install of the app (FCM topic = the app code)',
      description:
        'Delivered through FCM HTTP v1 when FCM_PROJECT_ID, FCM_CLIENT_EMAIL and FCM_PRIVATE_KEY are set, otherwise only ' +
        'recorded. Every message is stored and answered `sending`, then delivered by the job worker with retries; its ' +
        'status follows (`sent`, `recorded`, or `failed` after the last try). 30 messages per hour.',
      security,
      body: pushBody,
      response: { 200: envelope(pushSchema), ...errors, 429: errorEnvelope },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => ok(req, 'pushSent', await apps.push(caller(req), req.body)),
  });

  app.get('/backoffice/apps/push', {
    schema: {
      tags,
      summary: 'The push messages sent, newest first, with their delivery status',
      security,
      querystring: pageQuery,
      response: { 200: envelope(page(pushSchema)), ...errors },
    },
    config: {
      export: listExport('push-messages', {
        id: 'int',
        created_at: 'date',
        judul: 'text',
        isi: 'text',
        topic: 'text',
        provider: 'text',
        status: { kind: 'enum', names: PUSH_STATUS_NAMES },
        error: 'text',
        sent_at: 'date',
      }),
    },
    onRequest: app.can('content.read'),
    handler: async (req) => ok(req, 'ok', await apps.pushes(caller(req).serverId, req.query.page, req.query.size)),
  });
};
