import {
  activateBody,
  changePasswordBody,
  emailOnlyBody,
  envelope,
  errorEnvelope,
  loginAnswer,
  loginBody,
  meSchema,
  oauthTokenBody,
  okEnvelope,
  registerBody,
  resetPasswordBody,
  translate,
  twoFactorChallenge,
  twoFactorLoginBody,
} from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { caller, deviceOf } from '../../plugins/auth.js';
import { errorResponses, ok, say } from '../../plugins/errors.js';
import { authService } from './auth.service.js';

const tags = ['Auth'];
const bearer = [{ bearerAuth: [] }];
const basic = [{ clientBasic: [] }];
const errors = errorResponses(400, 401, 403, 409, 429);

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const auth = authService(ctx);
  // What registration and forgot-password do after their answer, as durable jobs.
  ctx.jobs.define('auth.register', {
    attempts: 5,
    run: (p) => auth.finishRegistration(p as Parameters<typeof auth.finishRegistration>[0]),
  });
  ctx.jobs.define('auth.forgot', { attempts: 5, run: (p) => auth.sendResetLink(p as { email: string }) });

  app.post('/auth/authenticate', {
    schema: {
      tags,
      summary: 'Log in with e-mail and password (with two-factor on: a challenge for /auth/2fa, no token yet)',
      body: loginBody,
      response: { 200: z.union([loginAnswer, twoFactorChallenge]), ...errors },
    },
    onRequest: app.anyone,
    handler: async (req) => {
      const r = await auth.login(req.body.email, req.body.password, deviceOf(req));
      if ('challenge' in r)
        return { success: true as const, twofactor: true as const, challenge: r.challenge, msg: say(req, 'twoFactorPrompt') };
      return { ...r, success: true, msg: say(req, 'loginSuccess') };
    },
  });

  app.post('/auth/2fa', {
    schema: {
      tags,
      summary: 'The second step of a sign-in: a TOTP code (once) or an unused recovery code',
      body: twoFactorLoginBody,
      response: { 200: loginAnswer, ...errors },
    },
    onRequest: app.anyone,
    handler: async (req) => {
      const r = await auth.secondStep(req.body.challenge, req.body.code, deviceOf(req));
      return { ...r, success: true, msg: say(req, 'loginSuccess') };
    },
  });

  app.post('/auth/logout', {
    schema: {
      tags,
      summary: 'End this session (its token stops working)',
      security: bearer,
      response: { 200: okEnvelope, 401: errorEnvelope, 403: errorEnvelope },
    },
    onRequest: app.can('account.self'),
    handler: async (req) => {
      await auth.logout(caller(req));
      return { success: true, msg: say(req, 'logoutSuccess') };
    },
  });

  const meRoute = {
    schema: {
      tags,
      summary: 'The signed-in user, their server and roles',
      security: bearer,
      response: { 200: envelope(meSchema), 401: errorEnvelope, 403: errorEnvelope },
    },
    onRequest: app.can('account.self'),
    handler: async (req: Parameters<typeof caller>[0]) => ok(req, 'ok', await auth.me(caller(req))),
  };
  app.get('/getme', meRoute);
  app.get('/backoffice/getme', meRoute);

  const changeRoute = {
    schema: {
      tags,
      summary: 'Change my password (older tokens stop working; a fresh one is returned)',
      security: bearer,
      body: changePasswordBody,
      response: { 200: envelope(z.object({ token: z.string() })), ...errors },
    },
    onRequest: app.can('account.self'),
  };
  app.post('/password/changepass', {
    ...changeRoute,
    handler: async (req) => ok(req, 'passwordChanged', await auth.changePassword(caller(req), req.body, deviceOf(req))),
  });
  app.post('/gantipassword', {
    ...changeRoute,
    handler: async (req) => ok(req, 'passwordChanged', await auth.changePassword(caller(req), req.body, deviceOf(req))),
  });

  app.post('/auth/signup', {
    schema: {
      tags,
      summary: 'Sign up: a new operator and a new server, pending activation',
      body: registerBody,
      description: 'Answers alike whether or not the e-mail is known; a known address gets a mail instead of a new account.',
      response: { 200: okEnvelope, ...errors },
    },
    onRequest: app.anyone,
    handler: async (req) => {
      await auth.register(req.body, req.ip);
      return { success: true, msg: say(req, 'signupSuccess') };
    },
  });

  app.post('/register', {
    schema: {
      tags,
      summary: 'Register (client credential): a new operator and a new server, pending activation',
      security: basic,
      body: registerBody,
      description: 'Answers alike whether or not the e-mail is known; a known address gets a mail instead of a new account.',
      response: { 200: envelope(z.object({ info: z.string() })), ...errors },
    },
    onRequest: app.requireClient,
    handler: async (req) => {
      await auth.register(req.body, req.ip);
      return ok(req, 'registrationSuccess', { info: say(req, 'checkEmailActivation') });
    },
  });

  app.post('/activate', {
    schema: {
      tags,
      summary: 'Activate an account with the e-mailed token',
      security: basic,
      body: activateBody,
      response: { 200: okEnvelope, ...errors },
    },
    onRequest: app.requireClient,
    handler: async (req) => {
      await auth.activate(req.body.token, req.ip);
      return { success: true, msg: say(req, 'activationSuccess') };
    },
  });

  const forgotHandler = async (req: { body: { email: string }; ip: string } & Parameters<typeof say>[0]) => {
    await auth.forgot(req.body.email, req.ip);
    return { success: true, msg: say(req, 'resetLinkSent') };
  };
  app.post('/auth/resetmypass', {
    schema: {
      tags,
      summary: 'Send a reset-password link (same answer for unknown e-mails)',
      body: emailOnlyBody,
      response: { 200: okEnvelope, ...errors },
    },
    onRequest: app.anyone,
    handler: forgotHandler,
  });
  app.post('/forgotpassword', {
    schema: {
      tags,
      summary: 'Send a reset-password link (client credential)',
      security: basic,
      body: emailOnlyBody,
      response: { 200: okEnvelope, ...errors },
    },
    onRequest: app.requireClient,
    handler: forgotHandler,
  });

  app.post('/resetpassword', {
    schema: {
      tags,
      summary: 'Set a new password with the e-mailed token',
      security: basic,
      body: resetPasswordBody,
      response: { 200: okEnvelope, ...errors },
    },
    onRequest: app.requireClient,
    handler: async (req) => {
      await auth.resetPassword(req.body, req.ip);
      return { success: true, msg: say(req, 'resetSuccess') };
    },
  });

  const oauthError = z.object({ success: z.literal(false), msg: z.string(), error: z.string(), error_description: z.string() });
  app.post('/oauth/token', {
    schema: {
      tags,
      summary: 'OAuth2 password grant (form encoded, client credential)',
      security: basic,
      consumes: ['application/x-www-form-urlencoded'],
      // A missing grant_type is the handler's `invalid_request`, in the OAuth shape.
      body: oauthTokenBody.partial({ grant_type: true }),
      response: {
        200: z.object({ access_token: z.string(), token_type: z.string(), expires_in: z.number(), id: z.number(), name: z.string() }),
        400: oauthError,
        401: oauthError,
        403: oauthError,
        429: errorEnvelope,
      },
    },
    // RFC 6749 §5.2: a bad client credential is `invalid_client` (401 with a Basic challenge), in the OAuth shape;
    // checked before the body, like every guard.
    onRequest: app.guard('client', async (req, reply) => {
      try {
        await app.requireClient(req, reply);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const text = say(req, err.msg);
        return reply
          .status(401)
          .header('www-authenticate', 'Basic realm="konsol"')
          .send({ success: false as const, msg: text, error: 'invalid_client', error_description: text });
      }
    }),
    handler: async (req, reply) => {
      const b = req.body;
      const fail = (status: 400 | 401 | 403, error: string, key: string) => {
        const text = translate(key, req.lang);
        return reply.status(status).send({ success: false as const, msg: text, error, error_description: text });
      };
      if (!b.grant_type) return fail(400, 'invalid_request', 'badRequest');
      if (b.grant_type !== 'password') return fail(400, 'unsupported_grant_type', 'unsupportedGrantType');
      const parsed = loginBody.safeParse({ email: b.username ?? '', password: b.password ?? '' });
      if (!parsed.success) return fail(400, 'invalid_request', parsed.error.issues[0]?.message ?? 'badRequest');
      try {
        const r = await auth.login(parsed.data.email, parsed.data.password, deviceOf(req));
        // The password grant has no second step: an account with two-factor signs in through the console.
        if ('challenge' in r) return fail(401, 'invalid_grant', 'twoFactorNoGrant');
        return { access_token: r.token, token_type: 'bearer', expires_in: ctx.jwt.ttlSeconds, id: r.id, name: r.name };
      } catch (err) {
        if (err instanceof AppError && (err.statusCode === 401 || err.statusCode === 403)) {
          return fail(err.statusCode, 'invalid_grant', err.msg);
        }
        throw err;
      }
    },
  });
};
