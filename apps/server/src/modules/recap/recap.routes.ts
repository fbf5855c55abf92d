import { envelope, recapSetting } from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok } from '../../plugins/errors.js';
import { type RecapJob, recapService } from './recap.service.js';

const tags = ['Staff and roles'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404, 429);

/** Every 15 minutes an instance looks whether today's recaps are due: 07:00 WIB is met within a quarter hour. */
const SCHEDULE_EVERY_MS = 15 * 60_000;

/** The daily recap e-mail: its switch on the owner's Staff screen, and the jobs that send it. */
export const recapRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const recap = recapService(ctx);
  ctx.jobs.define('recap.schedule', { attempts: 3, run: () => recap.schedule().then(() => undefined) });
  ctx.jobs.define('recap', { attempts: 5, run: (p) => recap.send(p as RecapJob) });
  ctx.jobs.every('recap.schedule', SCHEDULE_EVERY_MS);

  app.get('/backoffice/recap', {
    schema: {
      tags,
      security,
      summary: "Whether the server's active owners get the daily recap e-mail (07:00 WIB, yesterday's figures)",
      response: { 200: envelope(recapSetting), ...errors },
    },
    onRequest: app.can('staff.manage'),
    handler: async (req) => ok(req, 'ok', await recap.setting(caller(req).serverId)),
  });

  app.put('/backoffice/recap', {
    schema: {
      tags,
      security,
      summary: 'Turn the daily recap e-mail on or off (audited)',
      body: recapSetting,
      response: { 200: envelope(recapSetting), ...errors },
    },
    onRequest: app.can('staff.manage'),
    handler: async (req) => {
      const saved = await recap.setSetting(caller(req), req.body, req.ip);
      return ok(req, saved.dailyRecap ? 'recapOn' : 'recapOff', saved);
    },
  });
};
