import { can, isPlatformRole, type Permission } from '@konsol/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context.js';
import { prepared } from '../db/prepared.js';
import type { DB } from '../db/schema.js';
import { safeEqual } from '../lib/crypto.js';
import { Forbidden, Unauthorized } from '../lib/errors.js';
import { requires2fa } from '../lib/settings.js';
import { nowIso } from '../lib/time.js';

/** Who is calling: the operator (or administrator) and the server (tenant) they belong to. */
export interface AuthInfo {
  userId: number;
  sessionId: string;
  email: string;
  name: string;
  role: string;
  isAdmin: boolean;
  /** Numeric id of the caller's server: the tenant id every repository takes first. */
  serverId: number;
  /** The server's app code (`serverid` in the spec). */
  serverCode: string;
  /** The caller's address, for the audit. */
  ip: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthInfo | null;
  }
  interface FastifyInstance {
    /** onRequest: a valid bearer token of an active user of an active server whose role has one of `permissions`, else 403. */
    can: (...permissions: Permission[]) => Guard;
    /** onRequest: the client basic credential (OAUTH_CLIENT_ID/OAUTH_CLIENT_SECRET). */
    requireClient: Guard;
    /** onRequest: a public route, said so (a route that declares nothing is refused). */
    anyone: Guard;
    /** Declares `fn` the guard of its routes, with what it lets through (`client`, `engine`, …) for the route table. */
    guard: (access: string, fn: Guard) => Guard;
    /** Every API route with what it lets through: a permission, `public`, `client`, `engine`, or `none` (refused). */
    routeAccess: RouteAccess[];
  }
}

type Guard = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface RouteAccess {
  method: string;
  url: string;
  /** `public`, `client`, `engine`, `none` (refused), or the permissions of which the caller needs one, joined by `|`. */
  access: string;
}

/** The caller, for handlers behind `authenticate` (which guarantees it is set). */
export function caller(req: FastifyRequest): AuthInfo {
  if (!req.auth) throw new Unauthorized();
  return req.auth;
}

/** Where a request comes from, for a new session: address, browser, the console's language. */
export const deviceOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '', lang: req.lang });

/** The session a token names, with its user and server: looked up on every authenticated request, so compiled once. */
const sessionOf = prepared((db: Kysely<DB>, sid: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('servers as sv', 'sv.id', 'u.server_id')
    .select([
      's.id as sid',
      's.revoked_at',
      's.expires_at',
      's.token_version as session_version',
      's.last_seen_at',
      'u.id as user_id',
      'u.email',
      'u.name',
      'u.role',
      'u.status as user_status',
      'u.token_version',
      'u.must_change_password',
      'u.totp_secret',
      'sv.id as server_pk',
      'sv.server_id as server_code',
      'sv.status as server_status',
    ])
    .select(requires2fa)
    .where('s.id', '=', sid),
);

/** All that a user who must choose a new password may call until they have: who they are, the change, sign-out. */
const PASSWORD_CHANGE_ROUTES = new Set([
  '/api/getme',
  '/api/backoffice/getme',
  '/api/password/changepass',
  '/api/gantipassword',
  '/api/auth/logout',
]);

/** All that a user whose team requires two-factor may call until they have enrolled. */
const ENROL_ROUTES = new Set([
  '/api/getme',
  '/api/backoffice/getme',
  '/api/account/2fa/setup',
  '/api/account/2fa/enable',
  '/api/auth/logout',
]);

/** A session's "last seen" moves at most this often: not a write on every request. */
const SEEN_EVERY_MS = 5 * 60_000;

export const authPlugin = fp(async (app: FastifyInstance, ctx: AppContext) => {
  app.decorateRequest('auth', null);

  async function authenticate(req: FastifyRequest) {
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw new Unauthorized();
    const claims = ctx.jwt.verify(token);
    if (claims === 'expired') throw new Unauthorized('tokenExpired');
    if (claims === 'invalid') throw new Unauthorized();
    const row = await sessionOf.first(ctx.db, claims.sid);
    if (
      !row ||
      row.revoked_at ||
      String(row.user_id) !== claims.sub ||
      row.session_version !== claims.ver ||
      row.token_version !== claims.ver ||
      row.user_status !== 'active'
    ) {
      throw new Unauthorized();
    }
    if (row.expires_at <= nowIso()) throw new Unauthorized('tokenExpired');
    if (row.server_status !== 1) throw new Unauthorized('serverInactive');
    const url = req.routeOptions.url ?? '';
    if (row.must_change_password && !PASSWORD_CHANGE_ROUTES.has(url)) throw new Forbidden('passwordChangeRequired');
    if (row.require_2fa && !row.totp_secret && !ENROL_ROUTES.has(url)) throw new Forbidden('twoFactorRequired');
    const now = Date.now();
    if (!row.last_seen_at || Date.parse(row.last_seen_at) < now - SEEN_EVERY_MS) {
      await ctx.db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(now).toISOString() })
        .where('id', '=', row.sid)
        .execute();
    }
    req.auth = {
      userId: row.user_id,
      sessionId: row.sid,
      email: row.email,
      name: row.name,
      role: row.role,
      isAdmin: isPlatformRole(row.role),
      serverId: row.server_pk,
      serverCode: row.server_code,
      ip: req.ip,
    };
  }

  const accessOf = new WeakMap<Guard, string>();
  const guard = (access: string, fn: Guard) => {
    accessOf.set(fn, access);
    return fn;
  };
  const guards = new Map<string, Guard>();
  const canGuard = (...permissions: Permission[]) => {
    const access = permissions.join('|');
    let g = guards.get(access);
    if (!g) {
      g = guard(access, async (req) => {
        await authenticate(req);
        if (!permissions.some((p) => can(req.auth!.role, p))) throw new Forbidden();
      });
      guards.set(access, g);
    }
    return g;
  };
  const guardClient = async (req: FastifyRequest) => {
    const header = req.headers.authorization ?? '';
    const expected = `${ctx.config.OAUTH_CLIENT_ID}:${ctx.config.OAUTH_CLIENT_SECRET}`;
    const given = header.startsWith('Basic ') ? Buffer.from(header.slice(6).trim(), 'base64').toString('utf8') : '';
    if (!safeEqual(given, expected)) throw new Unauthorized('clientCredentialRequired');
  };
  const refuse = async () => {
    throw new Forbidden();
  };
  app.decorate('can', canGuard);
  app.decorate('requireClient', guard('client', guardClient));
  app.decorate(
    'anyone',
    guard('public', async () => {}),
  );
  app.decorate('guard', guard);
  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);

  // A guard must run before the body is read, parsed or validated (onRequest); as a preHandler it would run after
  // validation and tell an anonymous caller the body's rules. Refuse to start rather than move it silently.
  // Every API route declares exactly one guard; one that declares none is refused (403) and listed as `none`.
  app.addHook('onRoute', (route) => {
    if ([route.preHandler].flat().some((h) => h && accessOf.has(h as Guard))) {
      throw new Error(`${route.method} ${route.url}: declare the auth guard as onRequest, not preHandler`);
    }
    if (!route.url.startsWith('/api/')) return;
    const hooks = [route.onRequest].flat().filter(Boolean) as Guard[];
    const declared = hooks.map((h) => accessOf.get(h)).filter((a) => a !== undefined);
    const access = declared.length === 1 ? declared[0]! : 'none';
    if (access === 'none') route.onRequest = [refuse, ...hooks];
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeAccess.push({ method, url: route.url, access });
  });
});
