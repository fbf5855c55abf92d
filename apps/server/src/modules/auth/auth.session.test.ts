import { createHmac } from 'node:crypto';
import { meSchema, ROLE_ADMIN, ROLE_USER } from '@konsol/contract';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientBasic, createAdmin, createTenant, login } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Login, sessions and tokens: POST /auth/authenticate, POST /auth/logout, GET /getme, GET /backoffice/getme,
// POST /oauth/token, and everything a forged, expired or revoked token gets.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());
// Every inject comes from 127.0.0.1: start each test with fresh counters so the per-address limits of one test
// do not leak into the next (the rate-limit tests build their own counts inside the test).
beforeEach(async () => {
  await app.ctx.db.deleteFrom('rate_limits').execute();
});

const authenticate = (payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: payload as object, headers, remoteAddress });
const getme = (token: string, url = '/api/getme', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });
const sessionsOf = (userId: number) =>
  app.ctx.db.selectFrom('sessions').select(['id', 'revoked_at', 'expires_at']).where('user_id', '=', userId).execute();

// JWT pieces, to build tokens the server never issued.
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
function hmacToken(header: object, payload: object, secret: string, hash: 'sha256' | 'sha512' = 'sha256') {
  const data = `${b64(header)}.${b64(payload)}`;
  return `${data}.${createHmac(hash, secret).update(data).digest('base64url')}`;
}
const secret = () => app.ctx.config.JWT_SECRET;
const nowS = () => Math.floor(Date.now() / 1000);

describe('POST /api/auth/authenticate', () => {
  it('answers token, id, name, success and msg, and opens a session', async () => {
    const t = await createTenant(app);
    const before = await sessionsOf(t.userId);
    const res = await authenticate({ email: t.email, password: t.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['id', 'msg', 'name', 'success', 'token']);
    expect(body).toMatchObject({ id: t.userId, name: `Operator ${t.serverCode}`, success: true, msg: 'Login Successfully' });
    expect(body.token.split('.')).toHaveLength(3);
    const claims = claimsOf(body.token);
    expect(claims.sub).toBe(String(t.userId));
    expect(claims.exp - claims.iat).toBe(app.ctx.config.JWT_TTL_SECONDS);
    const after = await sessionsOf(t.userId);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((s) => s.id === claims.sid)).toMatchObject({ revoked_at: null });
    expect((await getme(body.token)).statusCode).toBe(200);
  });

  it('answers in Indonesian with Accept-Language: id', async () => {
    const t = await createTenant(app);
    const res = await authenticate({ email: t.email, password: t.password }, { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Login berhasil');
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const t = await createTenant(app);
    const res = await authenticate({ email: `  ${t.email.toUpperCase()} `, password: t.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(t.userId);
  });

  const validation: [string, unknown, string, string, string][] = [
    ['an empty e-mail', { email: '', password: 'whatever1' }, 'email', 'E-mail is required', 'E-mail wajib diisi'],
    ['a missing e-mail', { password: 'whatever1' }, 'email', 'E-mail is required', 'E-mail wajib diisi'],
    ['a blank e-mail', { email: '   ', password: 'whatever1' }, 'email', 'E-mail is required', 'E-mail wajib diisi'],
    ['an e-mail of the wrong type', { email: 42, password: 'whatever1' }, 'email', 'E-mail is required', 'E-mail wajib diisi'],
    ['an invalid e-mail', { email: 'not-an-email', password: 'whatever1' }, 'email', 'E-mail must be valid', 'E-mail tidak valid'],
    ['an e-mail without a domain dot', { email: 'a@b', password: 'whatever1' }, 'email', 'E-mail must be valid', 'E-mail tidak valid'],
    ['an empty password', { email: 'x@example.com', password: '' }, 'password', 'Password is required', 'Password wajib diisi'],
    ['a missing password', { email: 'x@example.com' }, 'password', 'Password is required', 'Password wajib diisi'],
  ];
  for (const [what, payload, field, en, id] of validation) {
    it(`refuses ${what} with 400 "${en}" and opens no session`, async () => {
      const t = await createTenant(app);
      const body = { ...(payload as object) } as Record<string, unknown>;
      if ('email' in body && body.email === 'x@example.com') body.email = t.email;
      const before = await sessionsOf(t.userId);
      const res = await authenticate(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, msg: en, errors: { [field]: en } });
      const resId = await authenticate(body, { 'accept-language': 'id' });
      expect(resId.statusCode).toBe(400);
      expect(resId.json()).toMatchObject({ success: false, msg: id, errors: { [field]: id } });
      expect(await sessionsOf(t.userId)).toEqual(before);
    });
  }

  it('names both required fields when the body is missing altogether', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/authenticate' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      msg: 'E-mail is required',
      errors: { email: 'E-mail is required', password: 'Password is required' },
    });
  });

  it('names both fields when both are empty', async () => {
    const res = await authenticate({ email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'E-mail is required', password: 'Password is required' });
  });

  it('gives a wrong password and an unknown e-mail the same 401, and opens no session', async () => {
    const t = await createTenant(app);
    const before = await sessionsOf(t.userId);
    const wrong = await authenticate({ email: t.email, password: 'not-the-password' });
    const unknown = await authenticate({ email: `nobody-${t.serverCode.toLowerCase()}@example.com`, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, msg: 'Wrong e-mail or password' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().token).toBeUndefined();
    expect(await sessionsOf(t.userId)).toEqual(before);
    const id = await authenticate({ email: t.email, password: 'not-the-password' }, { 'accept-language': 'id' });
    expect(id.json().msg).toBe('E-mail atau password salah');
  });

  it('ignores unknown body fields', async () => {
    const t = await createTenant(app);
    const res = await authenticate({ email: t.email, password: t.password, role: ROLE_ADMIN, isAdmin: true });
    expect(res.statusCode).toBe(200);
    const me = await getme(res.json().token);
    expect(me.json().data.roles).toEqual([{ name: ROLE_USER }]);
  });
});

describe('GET /api/getme and /api/backoffice/getme', () => {
  for (const url of ['/api/getme', '/api/backoffice/getme']) {
    it(`${url} answers the user, their server and roles (SPEC §3)`, async () => {
      const t = await createTenant(app);
      const res = await getme(t.token, url);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, msg: 'OK' });
      expect(meSchema.safeParse(body.data).success).toBe(true);
      expect(body.data).toMatchObject({
        info: 'Regular',
        masaaktif: null,
        namaserver: `Server ${t.serverCode}`,
        username: `Operator ${t.serverCode}`,
        serverid: t.serverCode,
        email: t.email,
        roles: [{ name: ROLE_USER }],
      });
      for (const entry of ['home', 'applist', 'appmenu', 'kategori', 'slider', 'news', 'popup', 'runningtext', 'tokensms', 'wallet']) {
        expect(body.data.menu).toContain(entry);
      }
      expect(body.data.menu).not.toContain('mitraserver');
      expect(body.data.menu).not.toContain('agenkaspro');
      expect(body.data).not.toHaveProperty('password_hash');
      expect(JSON.stringify(body)).not.toContain('argon2');
    });
  }

  it('shows a premium server as Premium with its masaaktif', async () => {
    const t = await createTenant(app);
    await app.ctx.db.updateTable('servers').set({ member_type: 1, masaaktif: '2030-12-31' }).where('id', '=', t.serverPk).execute();
    const res = await getme(t.token);
    expect(res.json().data).toMatchObject({ info: 'Premium', masaaktif: '2030-12-31' });
  });

  it('gives ROLE_ADMIN to an administrator, with the admin menu entries', async () => {
    const admin = await createAdmin(app);
    const res = await getme(admin.token, '/api/backoffice/getme');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.roles.map((r: { name: string }) => r.name)).toContain(ROLE_ADMIN);
    expect(data.menu).toEqual(expect.arrayContaining(['mitraserver', 'agenkaspro', 'home', 'applist']));
  });

  it('answers 401 without a token, with a malformed one, or with a Basic credential', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Bearer ' },
      { authorization: 'Bearer not.a.jwt' },
      { authorization: 'Bearer abc' },
      { authorization: 'Token abc' },
      clientBasic,
    ]) {
      const res = await app.inject({ method: 'GET', url: '/api/getme', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toEqual({ success: false, msg: 'Unauthorized' });
    }
  });
});

describe('tokens the server did not issue, expired or revoked', () => {
  it('answers "Token has expired" for a token past its exp (signed with the real key)', async () => {
    const t = await createTenant(app);
    const { sid, ver, sub } = claimsOf(t.token);
    const sign = createSigner({ key: secret(), algorithm: 'HS256' });
    const expired = sign({ sub, sid, ver, iat: nowS() - 7200, exp: nowS() - 60 });
    const res = await getme(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, msg: 'Token has expired' });
    const id = await getme(expired, '/api/getme', { 'accept-language': 'id' });
    expect(id.statusCode).toBe(401);
    expect(id.json().msg).toBe('Sesi telah berakhir, silahkan login kembali');
    // The same session with a live exp still works: only the expired token is refused.
    expect((await getme(t.token)).statusCode).toBe(200);
  });

  it('answers "Token has expired" when the session itself has run out', async () => {
    const t = await createTenant(app);
    const { sid } = claimsOf(t.token);
    await app.ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', sid)
      .execute();
    const res = await getme(t.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('Token has expired');
  });

  it('refuses forged tokens with 401', async () => {
    const t = await createTenant(app);
    const other = await createTenant(app);
    const claims = claimsOf(t.token);
    const [h, , sig] = t.token.split('.');
    const live = { sub: claims.sub, sid: claims.sid, ver: claims.ver, iat: nowS(), exp: nowS() + 3600 };
    const forged: Record<string, string> = {
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(live)}.`,
      'alg none with the original signature': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(live)}.${sig}`,
      'wrong key': hmacToken({ alg: 'HS256', typ: 'JWT' }, live, 'another-secret-another-secret-another-secret'),
      'HS512 with the right key': hmacToken({ alg: 'HS512', typ: 'JWT' }, live, secret(), 'sha512'),
      'tampered sub (signature kept)': `${h}.${b64({ ...claims, sub: String(other.userId) })}.${sig}`,
      'tampered exp (signature kept)': `${h}.${b64({ ...claims, exp: claims.exp + 86400 })}.${sig}`,
      'another user as sub, own session (right key)': hmacToken(
        { alg: 'HS256', typ: 'JWT' },
        { ...live, sub: String(other.userId) },
        secret(),
      ),
      'missing exp (right key)': hmacToken({ alg: 'HS256', typ: 'JWT' }, { sub: claims.sub, sid: claims.sid, ver: claims.ver }, secret()),
      'future nbf (right key)': hmacToken({ alg: 'HS256', typ: 'JWT' }, { ...live, nbf: nowS() + 3600 }, secret()),
      'old token version (right key)': hmacToken({ alg: 'HS256', typ: 'JWT' }, { ...live, ver: claims.ver + 1 }, secret()),
      'ver as a string (right key)': hmacToken({ alg: 'HS256', typ: 'JWT' }, { ...live, ver: String(claims.ver) }, secret()),
      'unknown session (right key)': hmacToken({ alg: 'HS256', typ: 'JWT' }, { ...live, sid: 'no-such-session' }, secret()),
      'missing sid (right key)': hmacToken(
        { alg: 'HS256', typ: 'JWT' },
        { sub: claims.sub, ver: claims.ver, exp: nowS() + 3600 },
        secret(),
      ),
      'truncated signature': t.token.slice(0, -4),
    };
    for (const [what, token] of Object.entries(forged)) {
      const res = await getme(token);
      expect(res.statusCode, what).toBe(401);
      expect(res.json(), what).toEqual({ success: false, msg: 'Unauthorized' });
    }
    // The genuine token still works, so the 401s above came from the forgeries.
    expect((await getme(t.token)).statusCode).toBe(200);
  });

  it('refuses the token of a session revoked in the database', async () => {
    const t = await createTenant(app);
    await app.ctx.db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('id', '=', claimsOf(t.token).sid)
      .execute();
    expect((await getme(t.token)).statusCode).toBe(401);
  });

  it('refuses the token of a user who is no longer active', async () => {
    const t = await createTenant(app);
    await app.ctx.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', t.userId).execute();
    expect((await getme(t.token)).statusCode).toBe(401);
    const res = await authenticate({ email: t.email, password: t.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().token).toBeUndefined();
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes that token only', async () => {
    const t = await createTenant(app);
    const second = await login(app, t.email, t.password);
    const res = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: t.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: 'Logged out' });
    expect((await getme(t.token)).statusCode).toBe(401);
    expect((await getme(second)).statusCode).toBe(200);
    const rows = await sessionsOf(t.userId);
    expect(rows.find((s) => s.id === claimsOf(t.token).sid)?.revoked_at).toBeTruthy();
    expect(rows.find((s) => s.id === claimsOf(second).sid)?.revoked_at).toBeNull();
    // A logged-out token cannot log out again.
    const again = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: t.headers });
    expect(again.statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, msg: 'Unauthorized' });
  });
});

describe('a deactivated server', () => {
  it('cannot log in (clear message) and its existing token answers 401', async () => {
    const t = await createTenant(app);
    await app.ctx.db.updateTable('servers').set({ status: 0 }).where('id', '=', t.serverPk).execute();
    const res = await authenticate({ email: t.email, password: t.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, msg: 'Your server is deactivated, contact the platform administrator' });
    const id = await authenticate({ email: t.email, password: t.password }, { 'accept-language': 'id' });
    expect(id.json().msg).toBe('Server anda non-aktif, hubungi administrator platform');
    const me = await getme(t.token);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ success: false, msg: 'Your server is deactivated, contact the platform administrator' });
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: t.headers });
    expect(out.statusCode).toBe(401);
  });

  it('does not tell a wrong password that the server is deactivated', async () => {
    const t = await createTenant(app);
    await app.ctx.db.updateTable('servers').set({ status: 0 }).where('id', '=', t.serverPk).execute();
    const res = await authenticate({ email: t.email, password: 'not-the-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('Wrong e-mail or password');
  });

  it('works again once the server is reactivated', async () => {
    const t = await createTenant(app);
    await app.ctx.db.updateTable('servers').set({ status: 0 }).where('id', '=', t.serverPk).execute();
    expect((await getme(t.token)).statusCode).toBe(401);
    await app.ctx.db.updateTable('servers').set({ status: 1 }).where('id', '=', t.serverPk).execute();
    expect((await getme(t.token)).statusCode).toBe(200);
    expect((await authenticate({ email: t.email, password: t.password })).statusCode).toBe(200);
  });
});

describe('login rate limits', () => {
  it('answers the 11th attempt on one account with 429 and Retry-After, whatever X-Forwarded-For or address says', async () => {
    const t = await createTenant(app);
    for (let i = 1; i <= 10; i++) {
      const res = await authenticate(
        { email: t.email, password: `wrong-password-${i}` },
        { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `198.51.100.${i}` },
        `192.0.2.${i}`,
      );
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    // The 11th, from yet another address and with the right password, is still refused.
    const res = await authenticate({ email: t.email, password: t.password }, { 'x-forwarded-for': '203.0.113.99' }, '192.0.2.99');
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(res.json()).toEqual({ success: false, msg: `Too many attempts, try again in ${retryAfter} seconds` });
    expect(res.json().token).toBeUndefined();
    // The same account in another letter case is the same account.
    const upper = await authenticate({ email: t.email.toUpperCase(), password: t.password }, {}, '192.0.2.100');
    expect(upper.statusCode).toBe(429);
    const id = await authenticate({ email: t.email, password: t.password }, { 'accept-language': 'id' }, '192.0.2.101');
    expect(id.json().msg).toMatch(/^Terlalu banyak percobaan, coba lagi dalam \d+ detik$/);
    // The limit is the account's: another account is not affected.
    const other = await createTenant(app);
    expect((await authenticate({ email: other.email, password: other.password }, {}, '192.0.2.102')).statusCode).toBe(200);
  });

  it('limits one client address across accounts, and a rotating X-Forwarded-For does not reset it', async () => {
    const address = '192.0.2.200';
    for (let i = 1; i <= 30; i++) {
      const res = await authenticate(
        { email: `nobody-${i}-${Date.now()}@example.com`, password: 'wrong-password' },
        { 'x-forwarded-for': `203.0.113.${i}` },
        address,
      );
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    const t = await createTenant(app);
    const blocked = await authenticate({ email: t.email, password: t.password }, { 'x-forwarded-for': '203.0.113.250' }, address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another client address is not blocked.
    expect((await authenticate({ email: t.email, password: t.password }, {}, '192.0.2.201')).statusCode).toBe(200);
  });

  it('applies to the OAuth password grant too', async () => {
    const t = await createTenant(app);
    for (let i = 1; i <= 10; i++) {
      const res = await authenticate({ email: t.email, password: `wrong-password-${i}` }, {}, `192.0.2.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { ...clientBasic, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username: t.email, password: t.password }).toString(),
      remoteAddress: '192.0.2.50',
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('forgets an account’s failures after a successful login', async () => {
    const t = await createTenant(app);
    for (let i = 1; i <= 9; i++) expect((await authenticate({ email: t.email, password: 'wrong-password' })).statusCode).toBe(401);
    expect((await authenticate({ email: t.email, password: t.password })).statusCode).toBe(200);
    await app.ctx.db.deleteFrom('rate_limits').where('key', 'like', 'login:ip:%').execute();
    for (let i = 1; i <= 9; i++) expect((await authenticate({ email: t.email, password: 'wrong-password' })).statusCode).toBe(401);
    expect((await authenticate({ email: t.email, password: t.password })).statusCode).toBe(200);
  });
});

describe('POST /api/oauth/token (form encoded, password grant)', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const token = (fields: Record<string, string>, headers: Record<string, string> = clientBasic) =>
    app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(fields),
    });

  it('answers an OAuth2 token that works as a bearer token', async () => {
    const t = await createTenant(app);
    const res = await token({ grant_type: 'password', username: t.email, password: t.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: app.ctx.config.JWT_TTL_SECONDS, id: t.userId });
    expect(typeof body.access_token).toBe('string');
    const me = await getme(body.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(t.email);
  });

  it('refuses a missing or wrong client credential with 401 and issues nothing', async () => {
    const t = await createTenant(app);
    const before = await sessionsOf(t.userId);
    const wrongBasic = { authorization: `Basic ${Buffer.from('konsol-console:wrong').toString('base64')}` };
    for (const headers of [{}, wrongBasic, t.headers, { authorization: 'Basic !!!' }]) {
      const res = await token({ grant_type: 'password', username: t.email, password: t.password }, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        msg: 'Invalid client credential',
        error: 'invalid_client',
        error_description: 'Invalid client credential',
      });
      expect(res.headers['www-authenticate']).toMatch(/^Basic /);
    }
    expect(await sessionsOf(t.userId)).toEqual(before);
  });

  it('answers invalid_grant for a wrong password and unsupported_grant_type for another grant', async () => {
    const t = await createTenant(app);
    const wrong = await token({ grant_type: 'password', username: t.email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      msg: 'Wrong e-mail or password',
      error: 'invalid_grant',
      error_description: 'Wrong e-mail or password',
    });
    const grant = await token({ grant_type: 'client_credentials' });
    expect(grant.statusCode).toBe(400);
    expect(grant.json()).toMatchObject({ success: false, error: 'unsupported_grant_type' });
  });

  it('answers invalid_request with the login messages for missing fields', async () => {
    const noUser = await token({ grant_type: 'password', password: 'whatever1' });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json()).toMatchObject({ error: 'invalid_request', error_description: 'E-mail is required' });
    const badUser = await token({ grant_type: 'password', username: 'nope', password: 'whatever1' });
    expect(badUser.json()).toMatchObject({ error: 'invalid_request', error_description: 'E-mail must be valid' });
    const noPass = await token({ grant_type: 'password', username: 'x@example.com' });
    expect(noPass.json()).toMatchObject({ error: 'invalid_request', error_description: 'Password is required' });
    const id = await app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { ...clientBasic, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'id' },
      payload: form({ grant_type: 'password', username: 'x@example.com' }),
    });
    expect(id.json()).toMatchObject({ error: 'invalid_request', error_description: 'Password wajib diisi' });
  });

  it('answers 400 (not 500) when grant_type is missing', async () => {
    const res = await token({ username: 'x@example.com', password: 'whatever1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, msg: 'Bad request', error: 'invalid_request', error_description: 'Bad request' });
    const twice = await app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { ...clientBasic, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&grant_type=password&username=x@example.com&password=whatever1',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().success).toBe(false);
  });

  it('refuses a deactivated server’s operator with a clear message', async () => {
    const t = await createTenant(app);
    await app.ctx.db.updateTable('servers').set({ status: 0 }).where('id', '=', t.serverPk).execute();
    const res = await token({ grant_type: 'password', username: t.email, password: t.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'invalid_grant', msg: 'Your server is deactivated, contact the platform administrator' });
  });
});
