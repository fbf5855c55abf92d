import {
  envelope,
  idParam,
  invitationView,
  inviteAcceptBody,
  inviteTokenParams,
  okEnvelope,
  page,
  ROLE_NAMES,
  roleRow,
  STAFF_STATUS_NAMES,
  securityPolicy,
  staffInviteBody,
  staffListQuery,
  staffPatchBody,
  staffRow,
  TWO_FACTOR_NAMES,
} from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { listExport } from '../../lib/export.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok, say } from '../../plugins/errors.js';
import { staffService } from './staff.service.js';

const tags = ['Staff and roles'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);

/** A server's team (DESIGN §10): the owner's Staff screen, the invitee's acceptance, and the role table. */
export const staffRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const staff = staffService(ctx);

  app.get('/backoffice/staff', {
    schema: {
      tags,
      security,
      summary: 'The people of my server: role, status (1 active, 0 disabled, 2 invited), 2FA, last sign-in',
      querystring: staffListQuery,
      response: { 200: envelope(page(staffRow)), ...errors },
    },
    config: {
      export: listExport('staff', {
        id: 'int',
        name: 'text',
        email: 'text',
        role: { kind: 'enum', names: ROLE_NAMES },
        status: { kind: 'enum', names: STAFF_STATUS_NAMES },
        twofactor: { kind: 'enum', names: TWO_FACTOR_NAMES },
        lastLoginAt: 'date',
      }),
    },
    onRequest: app.can('staff.manage'),
    handler: async (req) => ok(req, 'ok', await staff.list(caller(req), req.query)),
  });

  app.post('/backoffice/staff/invite', {
    schema: {
      tags,
      security,
      summary: 'Invite someone by e-mail with a role; the mailed link (PUBLIC_URL/invite/{token}) works once, for 7 days',
      body: staffInviteBody,
      response: { 200: envelope(staffRow), ...errors },
    },
    onRequest: app.can('staff.manage'),
    handler: async (req) => ok(req, 'staffInvited', await staff.invite(caller(req), req.body, req.ip), { email: req.body.email }),
  });

  app.get('/backoffice/staff/policy', {
    schema: {
      tags,
      security,
      summary: "The server's sign-in policy (the platform's, for platform users): whether everyone must use two-factor",
      response: { 200: envelope(securityPolicy), ...errors },
    },
    onRequest: app.can('staff.manage'),
    handler: async (req) => ok(req, 'ok', await staff.policy(caller(req))),
  });

  app.put('/backoffice/staff/policy', {
    schema: {
      tags,
      security,
      summary: 'Require two-factor of everyone (who then enrols right after signing in); the caller must have it on',
      body: securityPolicy,
      response: { 200: envelope(securityPolicy), ...errors },
    },
    onRequest: app.can('staff.manage'),
    handler: async (req) => ok(req, 'policySaved', await staff.setPolicy(caller(req), req.body, req.ip)),
  });

  app.patch('/backoffice/staff/:id', {
    schema: {
      tags,
      security,
      summary: 'Change a role or (de)activate; disabling ends their sessions; the last active owner stays (409)',
      params: idParam,
      body: staffPatchBody,
      response: { 200: envelope(staffRow), ...errors },
    },
    onRequest: app.can('staff.manage'),
    handler: async (req) => ok(req, 'staffUpdated', await staff.update(caller(req), req.params.id, req.body, req.ip)),
  });

  app.delete('/backoffice/staff/:id', {
    schema: {
      tags,
      security,
      summary: 'Remove someone from the team; their sessions end at once; the last active owner stays (409)',
      params: idParam,
      response: { 200: envelope(z.object({ id: z.number().int() })), ...errors },
    },
    onRequest: app.can('staff.manage'),
    handler: async (req) => ok(req, 'staffRemoved', await staff.remove(caller(req), req.params.id, req.ip)),
  });

  app.get('/invite/:token', {
    schema: {
      tags,
      security: [{ clientBasic: [] }],
      summary: "An invitation's server, role, inviter and expiry, for its page; the link stays usable (404 once it is not)",
      params: inviteTokenParams,
      response: { 200: envelope(invitationView), ...errors },
    },
    onRequest: app.requireClient,
    handler: async (req) => ok(req, 'ok', await staff.invitation(req.params.token, req.ip)),
  });

  app.post('/invite/accept', {
    schema: {
      tags,
      security: [{ clientBasic: [] }],
      summary: 'Accept an invitation: the token of the link, a name and a password (client credential, like activation)',
      body: inviteAcceptBody,
      response: { 200: okEnvelope, ...errors },
    },
    onRequest: app.requireClient,
    handler: async (req) => {
      await staff.accept(req.body, req.ip);
      return { success: true, msg: say(req, 'inviteAccepted') };
    },
  });

  app.get('/roles', {
    schema: { tags, security, summary: 'Every role with its permissions', response: { 200: envelope(z.array(roleRow)), ...errors } },
    onRequest: app.can('account.self'),
    handler: async (req) => ok(req, 'ok', staff.roles()),
  });
};
