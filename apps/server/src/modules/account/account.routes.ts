import {
  emailChangeBody,
  emailConfirmBody,
  envelope,
  okEnvelope,
  profileBody,
  recoveryCodes,
  sessionRow,
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorSetup,
} from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok, say } from '../../plugins/errors.js';
import { accountService } from './account.service.js';

const tags = ['Own account'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);

/** What a user does to their own account (DESIGN §10): open to every role. */
export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const account = accountService(ctx);
  const self = app.can('account.self');

  app.post('/account/2fa/setup', {
    schema: {
      tags,
      security,
      summary: 'A new TOTP key (base32) and its otpauth:// address for a QR code; in force once /enable confirms it',
      response: { 200: envelope(twoFactorSetup), ...errors },
    },
    onRequest: self,
    handler: async (req) => ok(req, 'ok', await account.setup(caller(req))),
  });

  app.post('/account/2fa/enable', {
    schema: {
      tags,
      security,
      summary: 'Confirm the key with a code: two-factor is on; ten recovery codes, shown this once',
      body: twoFactorEnableBody,
      response: { 200: envelope(recoveryCodes), ...errors },
    },
    onRequest: self,
    handler: async (req) => ok(req, 'twoFactorEnabled', await account.enable(caller(req), req.body.code)),
  });

  app.post('/account/2fa/disable', {
    schema: {
      tags,
      security,
      summary: 'Turn two-factor off with the password and a code (or a recovery code)',
      body: twoFactorDisableBody,
      response: { 200: okEnvelope, ...errors },
    },
    onRequest: self,
    handler: async (req) => {
      await account.disable(caller(req), req.body);
      return { success: true, msg: say(req, 'twoFactorDisabled') };
    },
  });

  app.get('/account/sessions', {
    schema: {
      tags,
      security,
      summary: 'My signed-in devices: browser, address, started, last seen (moved at most every 5 minutes)',
      response: { 200: envelope(z.array(sessionRow)), ...errors },
    },
    onRequest: self,
    handler: async (req) => ok(req, 'ok', await account.sessions(caller(req))),
  });

  app.delete('/account/sessions/:id', {
    schema: {
      tags,
      security,
      summary: 'Sign one of my devices out',
      params: z.object({ id: z.string().min(1).max(100) }),
      response: { 200: okEnvelope, ...errors },
    },
    onRequest: self,
    handler: async (req) => {
      await account.endSession(caller(req), req.params.id);
      return { success: true, msg: say(req, 'sessionSignedOut') };
    },
  });

  app.delete('/account/sessions', {
    schema: { tags, security, summary: 'Sign every other device out', response: { 200: okEnvelope, ...errors } },
    onRequest: self,
    handler: async (req) => {
      await account.endOtherSessions(caller(req));
      return { success: true, msg: say(req, 'sessionsSignedOut') };
    },
  });

  app.patch('/account/profile', {
    schema: { tags, security, summary: 'My name and phone', body: profileBody, response: { 200: envelope(profileBody), ...errors } },
    onRequest: self,
    handler: async (req) => ok(req, 'profileSaved', await account.setProfile(caller(req), req.body)),
  });

  app.post('/account/email', {
    schema: {
      tags,
      security,
      summary: 'A new e-mail address: a link is mailed to it (PUBLIC_URL/confirm-email/{token}, 24 hours)',
      body: emailChangeBody,
      response: { 200: okEnvelope, ...errors },
    },
    onRequest: self,
    handler: async (req) => {
      await account.requestEmail(caller(req), req.body.email);
      return { success: true, msg: say(req, 'emailChangeSent', { email: req.body.email }) };
    },
  });

  app.post('/account/email/confirm', {
    schema: {
      tags,
      security: [{ clientBasic: [] }],
      summary: 'The link of the confirmation mail: the new address takes effect',
      body: emailConfirmBody,
      response: { 200: okEnvelope, ...errors },
    },
    onRequest: app.requireClient,
    handler: async (req) => {
      await account.confirmEmail(req.body.token, req.ip);
      return { success: true, msg: say(req, 'emailChanged') };
    },
  });
};
