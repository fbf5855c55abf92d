import { createHash } from 'node:crypto';
import { ROLE_USER } from '@konsol/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientBasic, createTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Registration and activation: POST /register, POST /auth/signup, POST /activate, and the client credential that
// guards the public calls (register, activate, resetpassword, forgotpassword, oauth/token).

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());
beforeEach(async () => {
  await app.ctx.db.deleteFrom('rate_limits').execute();
});

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(++seq).toString(36)}`;
const newcomer = (over: Record<string, unknown> = {}) => {
  const id = unique();
  return {
    name: `Toko Maju ${id}`,
    email: `owner-${id}@example.com`,
    phone: '081234567890',
    password: 'rahasia-123',
    confmpassword: 'rahasia-123',
    ...over,
  };
};
const post = (url: string, payload: unknown, headers: Record<string, string> = clientBasic, remoteAddress?: string) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
/** Registers, and waits for what is done after the answer (the account and its mail are made then). */
const register = async (payload: unknown, headers: Record<string, string> = clientBasic) => {
  const res = await post('/api/register', payload, headers);
  await app.ctx.mail.drain();
  return res;
};
const activate = (token: string, headers: Record<string, string> = clientBasic) => post('/api/activate', { token }, headers);
const authenticate = (email: string, password: string) => post('/api/auth/authenticate', { email, password }, {});
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

const userByEmail = (email: string) => app.ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
async function counts() {
  const n = async (table: 'users' | 'servers' | 'apps' | 'auth_tokens' | 'mails') =>
    Number((await app.ctx.db.selectFrom(table).select(app.ctx.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return {
    users: await n('users'),
    servers: await n('servers'),
    apps: await n('apps'),
    tokens: await n('auth_tokens'),
    mails: await n('mails'),
  };
}
/** The full activation link from the mail the SMTP peer received. */
const activationLink = (email: string) => app.smtp.waitFor(email, /(\S+\/activate\/\S+)/);
const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

describe('POST /api/register', () => {
  it('creates a pending operator, a new server and its app row with the SPEC defaults', async () => {
    const before = await counts();
    const body = newcomer({ email: `Mixed.Case-${unique()}@Example.COM` });
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({
      success: true,
      msg: 'Registration successful',
      data: { info: 'Mohon check email untuk aktivasi user' },
    });

    const user = await userByEmail(body.email.toLowerCase());
    expect(user).toMatchObject({
      name: body.name,
      phone: body.phone,
      role: 'owner',
      status: 'pending',
      activated_at: null,
    });
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
    expect(user!.password_hash).not.toContain(body.password);

    const server = await app.ctx.db.selectFrom('servers').selectAll().where('id', '=', user!.server_id).executeTakeFirstOrThrow();
    expect(server).toMatchObject({ name: body.name, email: body.email.toLowerCase(), phone: body.phone, status: 1, member_type: 0 });
    expect(server.server_id).toMatch(/^[A-Z0-9]+$/);

    const appRow = await app.ctx.db.selectFrom('apps').selectAll().where('server_id', '=', server.id).executeTakeFirstOrThrow();
    expect(appRow).toMatchObject({
      appname: body.name,
      appcode: server.server_id,
      version: '1.0',
      primary_color: '#3F51B5',
      primary_color_dark: '#3949AB',
      maxotp: 2,
      maintenance: 0,
    });
    expect(appRow.appkey.length).toBeGreaterThanOrEqual(16);
    expect(appRow.serverkey.length).toBeGreaterThanOrEqual(16);

    const after = await counts();
    expect(after.users).toBe(before.users + 1);
    expect(after.servers).toBe(before.servers + 1);
    expect(after.apps).toBe(before.apps + 1);
  });

  it('mails an activation link on PUBLIC_URL and stores only the hash of its token', async () => {
    const body = newcomer();
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const link = await activationLink(body.email);
    expect(link).toMatch(/^https:\/\/konsol\.test\/activate\/[A-Za-z0-9_-]{43,}$/);
    const token = tokenOf(link);
    const user = await userByEmail(body.email);
    const rows = await app.ctx.db.selectFrom('auth_tokens').selectAll().where('user_id', '=', user!.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'activate', token_hash: sha256(token), used_at: null });
    expect(Date.parse(rows[0]!.expires_at)).toBeGreaterThan(Date.now());
    expect(await app.ctx.db.selectFrom('auth_tokens').select('id').where('token_hash', '=', token).execute()).toHaveLength(0);
    expect(JSON.stringify(await app.ctx.db.selectFrom('auth_tokens').selectAll().execute())).not.toContain(token);
    const mail = await app.ctx.db.selectFrom('mails').selectAll().where('to_address', '=', body.email).executeTakeFirst();
    expect(mail).toMatchObject({ purpose: 'activation' });
  });

  it('answers in Indonesian with Accept-Language: id', async () => {
    const res = await register(newcomer(), { ...clientBasic, 'accept-language': 'id' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ msg: 'Registrasi berhasil', data: { info: 'Mohon check email untuk aktivasi user' } });
    const en = await register(newcomer(), { ...clientBasic, 'accept-language': 'en' });
    expect(en.json()).toMatchObject({ msg: 'Registration successful', data: { info: 'Please check your e-mail to activate your user' } });
  });

  const fields = ['name', 'email', 'phone', 'password', 'confmpassword'] as const;
  for (const field of fields) {
    it(`refuses a missing or empty ${field} with 400 "Please fill" and creates nothing`, async () => {
      // The earlier tests' mails leave after their answers: let them land before counting.
      await app.ctx.mail.drain();
      const before = await counts();
      const missing = newcomer();
      delete (missing as Record<string, unknown>)[field];
      for (const body of [missing, newcomer({ [field]: '' }), newcomer({ [field]: null })]) {
        const res = await register(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toMatchObject({ success: false, msg: 'Please fill', errors: { [field]: 'Please fill' } });
        const id = await register(body, { ...clientBasic, 'accept-language': 'id' });
        expect(id.json()).toMatchObject({ success: false, msg: 'Mohon diisi', errors: { [field]: 'Mohon diisi' } });
      }
      await app.ctx.mail.drain();
      expect(await counts()).toEqual(before);
    });
  }

  it('names every empty field at once', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(Object.fromEntries(fields.map((f) => [f, 'Please fill'])));
  });

  const rules: [string, Record<string, unknown>, string, string, string][] = [
    [
      'a short password',
      { password: 'short12', confmpassword: 'short12' },
      'password',
      'Password must be at least 8 characters',
      'Password minimal 8 karakter',
    ],
    ['passwords that differ', { confmpassword: 'rahasia-124' }, 'confmpassword', 'Passwords do not match', 'Password tidak sama'],
    ['an invalid e-mail', { email: 'owner-at-example.com' }, 'email', 'E-mail must be valid', 'E-mail tidak valid'],
    ['an invalid phone', { phone: 'call me' }, 'phone', 'Phone number must be valid', 'Nomor telepon tidak valid'],
    ['a name over 50 characters', { name: 'N'.repeat(51) }, 'name', 'Invalid value', 'Nilai tidak valid'],
  ];
  for (const [what, over, field, en, id] of rules) {
    it(`refuses ${what} with 400 "${en}" and creates nothing`, async () => {
      const before = await counts();
      const body = newcomer(over);
      const res = await register(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, msg: en, errors: { [field]: en } });
      const resId = await register(body, { ...clientBasic, 'accept-language': 'id' });
      expect(resId.json()).toMatchObject({ success: false, msg: id, errors: { [field]: id } });
      await app.ctx.mail.drain();
      expect(await counts()).toEqual(before);
      expect(await userByEmail(String(body.email).toLowerCase())).toBeUndefined();
    });
  }

  it('answers a known e-mail (in any letter case) as a new one, creates nothing and tells its owner by mail', async () => {
    const t = await createTenant(app);
    const fresh = await register(newcomer());
    const before = await counts();
    const res = await register(newcomer({ email: t.email.toUpperCase() }));
    expect(res.statusCode).toBe(fresh.statusCode);
    expect(res.body).toBe(fresh.body);
    const mail = await app.smtp.waitFor(t.email, /(Someone tried to register[\s\S]*)/);
    expect(mail).toContain('https://konsol.test/login');
    expect(mail).toContain('https://konsol.test/forgot');
    expect(await counts()).toEqual({ ...before, mails: before.mails + 1 });
    const signup = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: newcomer({ email: t.email }) });
    expect(signup.json()).toEqual({ success: true, msg: 'Signup Successfully, cek email for activation link' });
  });

  it('ignores unknown fields: a role, status or server in the body makes no administrator', async () => {
    const body = newcomer({
      role: 'ROLE_ADMIN',
      roles: [{ name: 'ROLE_ADMIN' }],
      status: 'active',
      server_id: 1,
      token_version: 99,
      isAdmin: true,
    });
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const user = await userByEmail(body.email);
    expect(user).toMatchObject({ role: 'owner', status: 'pending', token_version: 0 });
    expect(user!.server_id).not.toBe(1);
    const login = await authenticate(body.email, body.password);
    expect(login.statusCode).toBe(403);
  });

  it('does not let __proto__ or constructor.prototype in the body pollute prototypes or grant a role', async () => {
    const body = newcomer();
    const raw = JSON.stringify(body).replace(
      /}$/,
      ',"__proto__":{"role":"ROLE_ADMIN","polluted":"yes","isAdmin":true},"constructor":{"prototype":{"polluted2":"yes"}}}',
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { ...clientBasic, 'content-type': 'application/json' },
      payload: raw,
    });
    // The poisoned keys are dropped (onProtoPoisoning/onConstructorPoisoning: remove); the rest registers.
    expect(res.statusCode).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted2).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('isAdmin');
    await app.ctx.mail.drain();
    expect(await userByEmail(body.email)).toMatchObject({ role: 'owner', status: 'pending', token_version: 0 });
    const admins = await app.ctx.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    expect(admins).toHaveLength(0);
  });

  it('refuses an 11th registration from one address within the hour with 429', async () => {
    const address = '192.0.2.77';
    for (let i = 1; i <= 10; i++) expect((await post('/api/register', newcomer(), clientBasic, address)).statusCode).toBe(200);
    await app.ctx.mail.drain();
    const before = await counts();
    const res = await post('/api/register', newcomer(), clientBasic, address);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await counts()).users).toBe(before.users);
  });
});

describe('POST /api/auth/signup', () => {
  it('creates a pending operator with its own server and mails the activation link', async () => {
    const body = newcomer();
    const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      msg: 'Signup Successfully, cek email for activation link',
    });
    await app.ctx.mail.drain();
    const user = await userByEmail(body.email);
    expect(user).toMatchObject({ status: 'pending', role: 'owner' });
    const appRow = await app.ctx.db.selectFrom('apps').selectAll().where('server_id', '=', user!.server_id).executeTakeFirst();
    expect(appRow).toMatchObject({ version: '1.0', primary_color: '#3F51B5', primary_color_dark: '#3949AB', maxotp: 2, maintenance: 0 });
    expect(await activationLink(body.email)).toMatch(/^https:\/\/konsol\.test\/activate\//);
  });

  it('applies the same validation', async () => {
    const before = await counts();
    const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: newcomer({ phone: '' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: 'Please fill', errors: { phone: 'Please fill' } });
    expect(await counts()).toEqual(before);
  });
});

describe('activation', () => {
  it('refuses login before activation with a clear message, activates once, then logs in', async () => {
    const body = newcomer();
    expect((await register(body)).statusCode).toBe(200);
    const token = tokenOf(await activationLink(body.email));

    const early = await authenticate(body.email, body.password);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ success: false, msg: 'Your account is not activated yet, check your e-mail for the activation link' });
    const user = await userByEmail(body.email);
    expect(await app.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', user!.id).execute()).toHaveLength(0);

    const res = await activate(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: 'User activated successfully' });
    const active = await userByEmail(body.email);
    expect(active).toMatchObject({ status: 'active' });
    expect(active!.activated_at).toBeTruthy();
    const row = await app.ctx.db.selectFrom('auth_tokens').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirstOrThrow();
    expect(row.used_at).toBeTruthy();

    const again = await activate(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, msg: 'The activation link is invalid or has expired' });
    const againId = await activate(token, { ...clientBasic, 'accept-language': 'id' });
    expect(againId.json().msg).toBe('Link aktivasi tidak valid atau sudah kadaluarsa');

    const login = await authenticate(body.email, body.password);
    expect(login.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/getme', headers: { authorization: `Bearer ${login.json().token}` } });
    expect(me.json().data).toMatchObject({ email: body.email, username: body.name, roles: [{ name: ROLE_USER }] });
  });

  it('answers in Indonesian with Accept-Language: id', async () => {
    const body = newcomer();
    await register(body);
    const early = await post('/api/auth/authenticate', { email: body.email, password: body.password }, { 'accept-language': 'id' });
    expect(early.json().msg).toBe('Akun belum diaktivasi, cek email anda untuk link aktivasi');
    const res = await activate(tokenOf(await activationLink(body.email)), { ...clientBasic, 'accept-language': 'id' });
    expect(res.json()).toEqual({ success: true, msg: 'User berhasil diaktivasi' });
  });

  it('refuses an expired activation token and leaves the account pending', async () => {
    const body = newcomer();
    await register(body);
    const token = tokenOf(await activationLink(body.email));
    await app.ctx.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(token))
      .execute();
    const res = await activate(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('The activation link is invalid or has expired');
    expect(await userByEmail(body.email)).toMatchObject({ status: 'pending', activated_at: null });
  });

  it('refuses an unknown, empty or over-long token', async () => {
    for (const token of ['no-such-token', 'x'.repeat(43), '', 'y'.repeat(500)]) {
      const res = await activate(token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json().msg).toBe('The activation link is invalid or has expired');
    }
    const missing = await post('/api/activate', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('The activation link is invalid or has expired');
  });

  it('activates once even when two activations race', async () => {
    const body = newcomer();
    await register(body);
    const token = tokenOf(await activationLink(body.email));
    const results = await Promise.all([activate(token), activate(token), activate(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await userByEmail(body.email)).toMatchObject({ status: 'active' });
  });

  it('does not accept the stored hash as a token', async () => {
    const body = newcomer();
    await register(body);
    const token = tokenOf(await activationLink(body.email));
    expect((await activate(sha256(token))).statusCode).toBe(400);
    expect(await userByEmail(body.email)).toMatchObject({ status: 'pending' });
  });

  it('links to PUBLIC_URL even when the request carries a forged Host or X-Forwarded-Host', async () => {
    const body = newcomer();
    const res = await register(body, {
      ...clientBasic,
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
      forwarded: 'host=evil.example;proto=http',
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(200);
    const link = await activationLink(body.email);
    expect(link.startsWith('https://konsol.test/activate/')).toBe(true);
    const mail = app.smtp.mails.find((m) => m.to.includes(body.email));
    expect(mail?.text).not.toContain('evil.example');
  });

  it('links to PUBLIC_URL behind a trusted proxy too', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://console.partner.test' });
    try {
      const body = newcomer();
      const res = await proxied.inject({
        method: 'POST',
        url: '/api/register',
        payload: body,
        headers: { ...clientBasic, host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      });
      expect(res.statusCode).toBe(200);
      const link = await proxied.smtp.waitFor(body.email, /(\S+\/activate\/\S+)/);
      expect(link.startsWith('https://console.partner.test/activate/')).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});

describe('the client basic credential', () => {
  const wrong = [
    ['no credential', {}],
    ['a wrong secret', { authorization: `Basic ${Buffer.from('konsol-console:wrong-secret').toString('base64')}` }],
    ['a wrong client id', { authorization: `Basic ${Buffer.from('other-client:konsol-console-secret').toString('base64')}` }],
    ['the id only', { authorization: `Basic ${Buffer.from('konsol-console').toString('base64')}` }],
    ['garbage', { authorization: 'Basic %%%' }],
    ['a bearer token', { authorization: 'Bearer konsol-console:konsol-console-secret' }],
  ] as const;

  it('is required by /register, and nothing is created without it', async () => {
    const before = await counts();
    for (const [what, headers] of wrong) {
      const res = await register(newcomer(), headers);
      expect(res.statusCode, what).toBe(401);
      expect(res.json(), what).toEqual({ success: false, msg: 'Invalid client credential' });
    }
    await app.ctx.mail.drain();
    expect(await counts()).toEqual(before);
    const id = await register(newcomer(), { 'accept-language': 'id' });
    expect(id.json().msg).toBe('Kredensial klien tidak valid');
  });

  it('is required by /activate, and the account stays pending without it', async () => {
    const body = newcomer();
    await register(body);
    const token = tokenOf(await activationLink(body.email));
    for (const [what, headers] of wrong) {
      const res = await activate(token, headers);
      expect(res.statusCode, what).toBe(401);
      expect(res.json().msg).toBe('Invalid client credential');
    }
    expect(await userByEmail(body.email)).toMatchObject({ status: 'pending' });
    expect((await activate(token)).statusCode).toBe(200);
  });

  it('is required by /forgotpassword and /resetpassword, and nothing is sent or changed without it', async () => {
    const t = await createTenant(app);
    const before = await counts();
    for (const [what, headers] of wrong) {
      const forgot = await post('/api/forgotpassword', { email: t.email }, headers);
      expect(forgot.statusCode, what).toBe(401);
      expect(forgot.json().msg).toBe('Invalid client credential');
      const reset = await post('/api/resetpassword', { token: 'whatever', password: 'newpass1', passwordconf: 'newpass1' }, headers);
      expect(reset.statusCode, what).toBe(401);
    }
    await app.ctx.mail.drain();
    expect(await counts()).toEqual(before);
  });

  it('is required by /oauth/token', async () => {
    const t = await createTenant(app);
    for (const [what, headers] of wrong) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'password', username: t.email, password: t.password }).toString(),
      });
      expect(res.statusCode, what).toBe(401);
      expect(res.json()).toMatchObject({ error: 'invalid_client' });
    }
  });

  it('answers 401 for the credential before looking at the body', async () => {
    const res = await register({ name: '' }, {});
    expect(res.statusCode).toBe(401);
  });
});
