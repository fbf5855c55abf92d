import { createHmac, generateKeyPairSync, sign as rsaSign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTenant, login, type TestTenant } from '../factories.js';
import { createTestApp, type TestApp, testDialect } from '../test-app.js';
import { fillPath, loadOps, type Op, opName, sample } from './openapi-ops.js';
import { table } from './world.js';

/**
 * Forged and stale bearer tokens against a sample of every module's routes (its first read and its first write
 * from the route table, administrator routes included): every one is answered 401, before any body is read.
 */

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const nowS = () => Math.floor(Date.now() / 1000);
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString('utf8'));

function hmac(header: object, payload: object, key: string, algo = 'sha256') {
  const head = `${b64(header)}.${b64(payload)}`;
  return `${head}.${createHmac(algo, key).update(head).digest('base64url')}`;
}

/** A sample of routes: per tag (module), its first bearer read and its first bearer write. */
function sampleRoutes(ops: Op[]): Op[] {
  const out: Op[] = [];
  const byTag = new Map<string, Op[]>();
  for (const op of ops.filter((o) => o.security.includes('bearerAuth'))) {
    const tag = op.tags[0] ?? 'untagged';
    byTag.set(tag, [...(byTag.get(tag) ?? []), op]);
  }
  for (const list of byTag.values()) {
    const read = list.find((o) => o.method === 'GET');
    const write = list.find((o) => o.method !== 'GET');
    if (read) out.push(read);
    if (write) out.push(write);
  }
  return out;
}

describe('forged and stale tokens', () => {
  let app: TestApp;
  let ops: Op[];
  let routes: Op[];
  let admin: TestTenant;
  let other: TestTenant;
  let tried = 0;
  const secret = () => app.ctx.config.JWT_SECRET;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    other = await createTenant(app);
    ops = await loadOps(app);
    routes = sampleRoutes(ops);
  }, 120_000);
  afterAll(async () => {
    console.info(
      `[tokens ${testDialect}] requests: ${tried} (${routes.length} sample routes over ${new Set(routes.map((r) => r.tags[0])).size} modules)`,
    );
    await app.close();
  });

  /** Every sample route with the token: the list of routes that did not answer 401. */
  async function refusedEverywhere(what: string, token: string): Promise<string[][]> {
    const bad: string[][] = [];
    for (const op of routes) {
      const body = op.body?.contentTypes.includes('application/json') ? JSON.stringify(sample(op.body.schema)) : undefined;
      const res = await app.inject({
        method: op.method,
        url: fillPath(op.path, {}),
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        payload: body,
      });
      tried++;
      if (res.statusCode !== 401) bad.push([what, opName(op), String(res.statusCode), res.body.slice(0, 60)]);
    }
    return bad;
  }

  it('samples every module, administrator ones included', () => {
    const tags = new Set(ops.filter((o) => o.security.includes('bearerAuth')).map((o) => o.tags[0]));
    expect(new Set(routes.map((r) => r.tags[0]))).toEqual(tags);
    expect(routes.some((r) => r.admin)).toBe(true);
    expect(routes.length).toBeGreaterThan(35);
  });

  it('answers 401 to every forged token on every sampled route', async () => {
    const t = await createTenant(app);
    const claims = claimsOf(t.token);
    const adminClaims = claimsOf(admin.token);
    const [h, , sig] = t.token.split('.');
    const live = { sub: claims.sub, sid: claims.sid, ver: claims.ver, iat: nowS(), exp: nowS() + 3600 };
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rsHead = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(live)}`;
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const forged: Record<string, string> = {
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(live)}.`,
      'alg None, original signature': `${b64({ alg: 'None', typ: 'JWT' })}.${b64(live)}.${sig}`,
      'HS512 with the real key': hmac({ alg: 'HS512', typ: 'JWT' }, live, secret(), 'sha512'),
      'HS384 with the real key': hmac({ alg: 'HS384', typ: 'JWT' }, live, secret(), 'sha384'),
      'RS256 signed by an attacker key': `${rsHead}.${rsaSign('sha256', Buffer.from(rsHead), privateKey).toString('base64url')}`,
      'RS256 header, HMAC over it with a public key (confusion)': hmac({ alg: 'RS256', typ: 'JWT' }, live, pem),
      'HS256 with a wrong key': hmac({ alg: 'HS256', typ: 'JWT' }, live, 'not-the-secret-not-the-secret-not-the-secret'),
      'HS256 with an empty key': hmac({ alg: 'HS256', typ: 'JWT' }, live, ''),
      'tampered sub, signature kept': `${h}.${b64({ ...claims, sub: String(other.userId) })}.${sig}`,
      'tampered role claim, signature kept': `${h}.${b64({ ...claims, role: 'ROLE_ADMIN', isAdmin: true })}.${sig}`,
      'tampered serverid claim, signature kept': `${h}.${b64({ ...claims, serverid: other.serverCode, serverId: other.serverPk })}.${sig}`,
      'administrator session id, own sub (real key)': hmac({ alg: 'HS256', typ: 'JWT' }, { ...live, sid: adminClaims.sid }, secret()),
      'administrator sub, own session (real key)': hmac({ alg: 'HS256', typ: 'JWT' }, { ...live, sub: adminClaims.sub }, secret()),
      'expired (real key)': hmac({ alg: 'HS256', typ: 'JWT' }, { ...live, iat: nowS() - 7200, exp: nowS() - 60 }, secret()),
      'future nbf (real key)': hmac({ alg: 'HS256', typ: 'JWT' }, { ...live, nbf: nowS() + 3600 }, secret()),
      'missing exp (real key)': hmac({ alg: 'HS256', typ: 'JWT' }, { sub: claims.sub, sid: claims.sid, ver: claims.ver }, secret()),
      'exp as a string (real key)': hmac({ alg: 'HS256', typ: 'JWT' }, { ...live, exp: String(nowS() + 3600) }, secret()),
      'newer token version (real key)': hmac({ alg: 'HS256', typ: 'JWT' }, { ...live, ver: claims.ver + 1 }, secret()),
      'kid/jku headers pointing elsewhere, wrong key': hmac(
        { alg: 'HS256', typ: 'JWT', kid: '../../dev/null', jku: 'https://evil.test/jwks' },
        live,
        '',
      ),
      'truncated signature': t.token.slice(0, -3),
      'two tokens glued': `${t.token}.${t.token}`,
      garbage: 'definitely-not-a-jwt',
      'three empty parts': '..',
      'huge token': `${h}.${'A'.repeat(20_000)}.${sig}`,
      'unicode token': 'ñ.ñ.ñ',
    };
    expect(Object.keys(forged).length).toBeGreaterThanOrEqual(12);
    const bad: string[][] = [];
    for (const [what, token] of Object.entries(forged)) bad.push(...(await refusedEverywhere(what, token)));
    expect(bad, `forged tokens not refused:\n${table(bad, ['token', 'route', 'status', 'body'])}`).toEqual([]);
    // The genuine token still works (the 401s came from the forgeries).
    expect((await app.inject({ method: 'GET', url: '/api/getme', headers: t.headers })).statusCode).toBe(200);
  });

  it('answers 401 to other credentials in the Authorization header', async () => {
    const t = await createTenant(app);
    const bad: string[][] = [];
    for (const [what, header] of Object.entries({
      'lower-case scheme': `bearer ${t.token}`,
      'Basic client credential': `Basic ${Buffer.from('konsol-console:konsol-console-secret').toString('base64')}`,
      'scheme only': 'Bearer ',
      'token without scheme': t.token,
    })) {
      for (const op of routes) {
        const res = await app.inject({ method: op.method, url: fillPath(op.path, {}), headers: { authorization: header } });
        tried++;
        if (res.statusCode !== 401) bad.push([what, opName(op), String(res.statusCode), res.body.slice(0, 60)]);
      }
    }
    // A token in the query string is not a credential either.
    for (const op of routes.filter((o) => o.method === 'GET')) {
      const res = await app.inject({ method: 'GET', url: `${fillPath(op.path, {})}?access_token=${t.token}&token=${t.token}` });
      tried++;
      if (res.statusCode !== 401) bad.push(['?access_token=', opName(op), String(res.statusCode), res.body.slice(0, 60)]);
    }
    expect(bad, table(bad, ['credential', 'route', 'status', 'body'])).toEqual([]);
  });

  it('answers 401 to a token after logout, after a password change, after a reset, after deactivation', async () => {
    const bad: string[][] = [];
    // Logout.
    const a = await createTenant(app);
    const second = await login(app, a.email, a.password);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: a.headers })).statusCode).toBe(200);
    bad.push(...(await refusedEverywhere('after logout', a.token)));
    // Logging out one session leaves the other working.
    expect((await app.inject({ method: 'GET', url: '/api/getme', headers: { authorization: `Bearer ${second}` } })).statusCode).toBe(200);

    // Password change: every older token of the account, including other sessions.
    const b = await createTenant(app);
    const bOther = await login(app, b.email, b.password);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/password/changepass',
      headers: b.headers,
      payload: { password: b.password, newpassword: 'another-pass-2', confpassword: 'another-pass-2' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    bad.push(...(await refusedEverywhere('after password change', b.token)));
    bad.push(...(await refusedEverywhere('other session after password change', bOther)));

    // Password reset by mail.
    const c = await createTenant(app);
    await app.inject({ method: 'POST', url: '/api/auth/resetmypass', payload: { email: c.email } });
    const link = await app.smtp.waitFor(c.email, /(\S+\/resetpass\/\S+)/);
    const token = link.slice(link.lastIndexOf('/') + 1);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/resetpassword',
      headers: { authorization: `Basic ${Buffer.from('konsol-console:konsol-console-secret').toString('base64')}` },
      payload: { token, password: 'reset-pass-3', passwordconf: 'reset-pass-3' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    bad.push(...(await refusedEverywhere('after password reset', c.token)));

    // Server deactivated by the administrator (its operators' tokens stop at once), and a disabled user.
    const d = await createTenant(app);
    const off = await app.inject({
      method: 'PATCH',
      url: `/api/admin/mitra/${d.serverPk}`,
      headers: admin.headers,
      payload: { status: 0 },
    });
    expect(off.statusCode, off.body).toBe(200);
    bad.push(...(await refusedEverywhere('after server deactivation', d.token)));
    const e = await createTenant(app);
    await app.ctx.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', e.userId).execute();
    bad.push(...(await refusedEverywhere('user disabled', e.token)));
    // Session past its own expiry (the JWT itself still valid).
    const f = await createTenant(app);
    await app.ctx.db.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('user_id', '=', f.userId).execute();
    bad.push(...(await refusedEverywhere('session expired', f.token)));
    expect(bad, `stale tokens not refused:\n${table(bad, ['token', 'route', 'status', 'body'])}`).toEqual([]);
  });
});
