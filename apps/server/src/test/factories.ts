import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { randomToken } from '../lib/crypto.js';
import type { JwtService } from '../lib/jwt.js';
import { isoIn, nowIso } from '../lib/time.js';
import { authRepository } from '../modules/auth/auth.repository.js';

let seq = 0;
const next = () => `${Date.now().toString(36)}${(++seq).toString(36)}`.toUpperCase();

export interface TestTenant {
  serverPk: number;
  serverCode: string;
  userId: number;
  email: string;
  password: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for inject. */
  headers: Record<string, string>;
  appkey: string;
}

/** What a test tenant is written with: the database, and how to hash its password (or a fixed hash). */
export interface TenantStore {
  db: Kysely<DB>;
  passwordHash: (password: string) => Promise<string>;
}

/**
 * A server (tenant) with its default app settings and one active operator, written straight to the database: the
 * one way every suite makes its tenants (the API tests, the hardening suites' stores).
 */
export async function insertTenant(
  store: TenantStore,
  opts: { role?: string; status?: number; name?: string; prefix?: string } = {},
): Promise<Omit<TestTenant, 'token' | 'headers'>> {
  const { db } = store;
  const code = `${opts.prefix ?? 'T'}${next()}`.slice(0, 20);
  const email = `op-${code.toLowerCase()}@example.com`;
  const password = 'secret-pass-1';
  const now = nowIso();
  const appkey = randomToken(24);
  const server = await db
    .insertInto('servers')
    .values({
      server_id: code,
      name: opts.name ?? `Server ${code}`,
      address: 'Jl. Test 1',
      contact: 'Tester',
      phone: '0811111111',
      email,
      member_type: 0,
      engine_core: 0,
      status: opts.status ?? 1,
      server_key_hash: null,
      masaaktif: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The app settings a registration writes, so a test tenant starts as a registered one does.
  await authRepository(db).insertApp(db, server.id, { appname: `App ${code}`, appcode: code, appkey, serverkey: randomToken(24) });
  const user = await insertUser(db, server.id, {
    email,
    name: `Operator ${code}`,
    role: opts.role ?? 'owner',
    passwordHash: await store.passwordHash(password),
  });
  return { serverPk: server.id, serverCode: code, userId: user.id, email, password, appkey };
}

/** A live session of a user and its bearer token, made without a login (a login per tenant would meet its rate limit). */
export async function sessionFor(db: Kysely<DB>, jwt: JwtService, userId: number, version = 0): Promise<string> {
  const sid = randomToken(24);
  await db
    .insertInto('sessions')
    .values({ id: sid, user_id: userId, token_version: version, created_at: nowIso(), expires_at: isoIn(24 * 3_600_000), revoked_at: null })
    .execute();
  return jwt.sign({ sub: String(userId), sid, ver: version });
}

/** A tenant of the test app with its operator logged in (`login: false`: a session made without the login route). */
export async function createTenant(
  app: FastifyInstance,
  opts: { role?: string; status?: number; name?: string; prefix?: string; login?: boolean } = {},
): Promise<TestTenant> {
  const { db, hasher, jwt } = app.ctx;
  const t = await insertTenant({ db, passwordHash: (p) => hasher.hash(p) }, opts);
  const token = opts.status === 0 ? '' : opts.login === false ? await sessionFor(db, jwt, t.userId) : await login(app, t.email, t.password);
  return { ...t, token, headers: { authorization: `Bearer ${token}` } };
}

/** A platform administrator (on a server of their own). */
export const createAdmin = (app: FastifyInstance) => createTenant(app, { role: 'admin', name: 'Platform' });

/** An active, activated user of a server. */
function insertUser(db: Kysely<DB>, serverPk: number, u: { email: string; name: string; role: string; passwordHash: string }) {
  const now = nowIso();
  return db
    .insertInto('users')
    .values({
      server_id: serverPk,
      email: u.email,
      name: u.name,
      phone: '0811111111',
      password_hash: u.passwordHash,
      role: u.role,
      status: 'active',
      token_version: 0,
      created_at: now,
      updated_at: now,
      activated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** More people of a server, each with a session of their own (no login round trip, no rate limit). */
export async function moreUsers(app: FastifyInstance, serverPk: number, n: number, role = 'owner') {
  const { db, jwt } = app.ctx;
  const out: { serverPk: number; userId: number; email: string; headers: Record<string, string> }[] = [];
  for (let i = 0; i < n; i++) {
    const email = `${role}-${next().toLowerCase()}-${randomToken(4).toLowerCase()}@example.com`;
    const user = await insertUser(db, serverPk, { email, name: `${role} ${i}`, role, passwordHash: 'x' });
    out.push({ serverPk, userId: user.id, email, headers: { authorization: `Bearer ${await sessionFor(db, jwt, user.id)}` } });
  }
  return out;
}

/** Another administrator of `admin`'s server, with a session: the second pair of eyes (DESIGN §15). */
export const otherAdmin = async (app: FastifyInstance, admin: Pick<TestTenant, 'serverPk'>) =>
  (await moreUsers(app, admin.serverPk, 1, 'admin'))[0]!;

export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/** The client basic credential header the test config uses (the config defaults). */
export const clientBasic = { authorization: `Basic ${Buffer.from('konsol-console:konsol-console-secret').toString('base64')}` };
