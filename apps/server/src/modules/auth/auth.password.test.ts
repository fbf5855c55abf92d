import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientBasic, createTenant, login, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Passwords: POST /password/changepass, POST /gantipassword, POST /auth/resetmypass, POST /forgotpassword,
// POST /resetpassword.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());
beforeEach(async () => {
  await app.ctx.db.deleteFrom('rate_limits').execute();
});

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });
const authenticate = (email: string, password: string) => post('/api/auth/authenticate', { email, password });
const getme = (token: string) => app.inject({ method: 'GET', url: '/api/getme', headers: { authorization: `Bearer ${token}` } });
const userRow = (id: number) =>
  app.ctx.db.selectFrom('users').select(['password_hash', 'token_version', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
const tokensOf = (userId: number, purpose: string) =>
  app.ctx.db.selectFrom('auth_tokens').selectAll().where('user_id', '=', userId).where('purpose', '=', purpose).orderBy('id').execute();
const mailsTo = (email: string) => app.ctx.db.selectFrom('mails').selectAll().where('to_address', '=', email).execute();

describe.each(['/api/password/changepass', '/api/gantipassword'])('POST %s', (url) => {
  const change = (t: TestTenant, body: unknown, headers: Record<string, string> = {}) => post(url, body, { ...t.headers, ...headers });

  it('changes the password, revokes older tokens and returns a working new one', async () => {
    const t = await createTenant(app);
    const otherBrowser = await login(app, t.email, t.password);
    const before = await userRow(t.userId);
    const res = await change(t, { password: t.password, newpassword: 'brand-new-pass', confpassword: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, msg: 'Ganti Password Successfully', data: { token: expect.any(String) } });

    // Every token issued before answers 401; the new one works.
    expect((await getme(t.token)).statusCode).toBe(401);
    expect((await getme(otherBrowser)).statusCode).toBe(401);
    const me = await getme(body.data.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(t.email);

    const after = await userRow(t.userId);
    expect(after.token_version).toBe(before.token_version + 1);
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(after.password_hash).toMatch(/^\$argon2id\$/);
    const open = await app.ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', t.userId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(open).toHaveLength(1);

    expect((await authenticate(t.email, t.password)).statusCode).toBe(401);
    expect((await authenticate(t.email, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('answers in Indonesian with Accept-Language: id', async () => {
    const t = await createTenant(app);
    const res = await change(
      t,
      { password: t.password, newpassword: 'brand-new-pass', confpassword: 'brand-new-pass' },
      { 'accept-language': 'id' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Ganti Password Berhasil');
  });

  const cases: [string, (t: TestTenant) => Record<string, unknown>, string, string, string][] = [
    [
      'a missing current password',
      () => ({ newpassword: 'brand-new-pass', confpassword: 'brand-new-pass' }),
      'password',
      'Field is required',
      'Wajib diisi',
    ],
    [
      'an empty current password',
      () => ({ password: '', newpassword: 'brand-new-pass', confpassword: 'brand-new-pass' }),
      'password',
      'Field is required',
      'Wajib diisi',
    ],
    [
      'a missing new password',
      (t) => ({ password: t.password, confpassword: 'brand-new-pass' }),
      'newpassword',
      'Field is required',
      'Wajib diisi',
    ],
    [
      'an empty new password',
      (t) => ({ password: t.password, newpassword: '', confpassword: '' }),
      'newpassword',
      'Field is required',
      'Wajib diisi',
    ],
    [
      'a missing confirmation',
      (t) => ({ password: t.password, newpassword: 'brand-new-pass' }),
      'confpassword',
      'Field is required',
      'Wajib diisi',
    ],
    [
      'a new password of 7 characters',
      (t) => ({ password: t.password, newpassword: 'short12', confpassword: 'short12' }),
      'newpassword',
      'Password must be at least 8 characters',
      'Password minimal 8 karakter',
    ],
    [
      'a confirmation that differs',
      (t) => ({ password: t.password, newpassword: 'brand-new-pass', confpassword: 'brand-new-pasS' }),
      'confpassword',
      'Confirm password must equal the new password',
      'Konfirmasi password harus sama dengan password baru',
    ],
    [
      'a wrong current password',
      () => ({ password: 'not-my-password', newpassword: 'brand-new-pass', confpassword: 'brand-new-pass' }),
      'password',
      'Current password is wrong',
      'Password lama salah',
    ],
  ];
  for (const [what, body, field, en, id] of cases) {
    it(`refuses ${what} with 400 "${en}" and changes nothing`, async () => {
      const t = await createTenant(app);
      const before = await userRow(t.userId);
      const res = await change(t, body(t));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, msg: en, errors: { [field]: en } });
      expect(res.json().data).toBeUndefined();
      const resId = await change(t, body(t), { 'accept-language': 'id' });
      expect(resId.statusCode).toBe(400);
      expect(resId.json()).toMatchObject({ success: false, msg: id, errors: { [field]: id } });
      expect(await userRow(t.userId)).toEqual(before);
      expect((await getme(t.token)).statusCode).toBe(200);
      expect((await authenticate(t.email, t.password)).statusCode).toBe(200);
    });
  }

  it('accepts a new password of exactly 8 characters', async () => {
    const t = await createTenant(app);
    const res = await change(t, { password: t.password, newpassword: '12345678', confpassword: '12345678' });
    expect(res.statusCode).toBe(200);
    expect((await authenticate(t.email, '12345678')).statusCode).toBe(200);
  });

  it('limits wrong current passwords: the 11th attempt within the window is 429', async () => {
    const t = await createTenant(app);
    const wrong = { password: 'not-my-password', newpassword: 'brand-new-pass', confpassword: 'brand-new-pass' };
    for (let i = 1; i <= 10; i++) expect((await change(t, wrong)).statusCode).toBe(400);
    const res = await change(t, { ...wrong, password: t.password });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await authenticate(t.email, t.password)).statusCode).toBe(200);
  });

  it('answers 401 without a token, before looking at the body', async () => {
    for (const body of [{ password: 'a', newpassword: 'brand-new-pass', confpassword: 'brand-new-pass' }, {}]) {
      const res = await post(url, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, msg: 'Unauthorized' });
    }
  });
});

describe.each([
  ['/api/auth/resetmypass', {}],
  ['/api/forgotpassword', clientBasic],
])('POST %s', (url, headers: Record<string, string>) => {
  const forgot = (email: string, extra: Record<string, string> = {}) => post(url, { email }, { ...headers, ...extra });

  it('mails a PUBLIC_URL/resetpass link whose token is stored hashed', async () => {
    const t = await createTenant(app);
    const res = await forgot(t.email, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: 'Reset password link terkirim ke email anda' });
    const link = await app.smtp.waitFor(t.email, /(\S+\/resetpass\/\S+)/);
    expect(link).toMatch(/^https:\/\/konsol\.test\/resetpass\/[A-Za-z0-9_-]{43,}$/);
    const token = link.slice(link.lastIndexOf('/') + 1);
    const rows = await tokensOf(t.userId, 'reset');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ token_hash: sha256(token), used_at: null });
    // Valid for about 60 minutes.
    const ttl = Date.parse(rows[0]!.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(55 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
    expect(JSON.stringify(await app.ctx.db.selectFrom('auth_tokens').selectAll().execute())).not.toContain(token);
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const t = await createTenant(app);
    const unknown = `nobody-${t.serverCode.toLowerCase()}@example.com`;
    const known = await forgot(t.email);
    const res = await forgot(unknown);
    expect(res.statusCode).toBe(known.statusCode);
    expect(res.json()).toEqual(known.json());
    await app.ctx.mail.drain();
    expect(app.smtp.mails.some((m) => m.to.includes(unknown))).toBe(false);
    expect(await mailsTo(unknown)).toHaveLength(0);
    expect(await mailsTo(t.email)).toHaveLength(1);
  });

  it('answers in Indonesian or English as asked', async () => {
    const t = await createTenant(app);
    expect((await forgot(t.email, { 'accept-language': 'id' })).json().msg).toBe('Reset password link terkirim ke email anda');
    expect((await forgot(t.email, { 'accept-language': 'en' })).json().msg).toBe('The reset password link was sent to your e-mail');
  });

  it('validates the e-mail', async () => {
    for (const [email, msg] of [
      ['', 'E-mail is required'],
      ['nope', 'E-mail must be valid'],
    ]) {
      const res = await forgot(email!);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, msg, errors: { email: msg } });
    }
    await app.ctx.mail.drain();
  });

  it('limits requests per account: the 6th within the window is 429 and sends no mail', async () => {
    const t = await createTenant(app);
    for (let i = 1; i <= 5; i++) expect((await forgot(t.email)).statusCode).toBe(200);
    await app.ctx.mail.drain();
    const sent = (await mailsTo(t.email)).length;
    const res = await forgot(t.email);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await app.ctx.mail.drain();
    expect(await mailsTo(t.email)).toHaveLength(sent);
  });
});

describe('POST /api/resetpassword', () => {
  const reset = (body: unknown, headers: Record<string, string> = {}) => post('/api/resetpassword', body, { ...clientBasic, ...headers });
  async function resetLink(t: TestTenant) {
    const before = app.smtp.mails.length;
    expect((await post('/api/forgotpassword', { email: t.email }, clientBasic)).statusCode).toBe(200);
    await app.ctx.mail.drain();
    const mail = app.smtp.mails.slice(before).find((m) => m.to.includes(t.email));
    const link = mail?.text.match(/(\S+\/resetpass\/\S+)/)?.[1];
    if (!link) throw new Error('no reset mail');
    return link.slice(link.lastIndexOf('/') + 1);
  }

  it('forgot → mailed link → reset: the new password works, the old one and the old token do not, the link is spent', async () => {
    const t = await createTenant(app);
    const token = await resetLink(t);
    const before = await userRow(t.userId);
    const res = await reset({ token, password: 'fresh-pass', passwordconf: 'fresh-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: 'Your password has been reset, please log in' });

    expect((await authenticate(t.email, 'fresh-pass')).statusCode).toBe(200);
    const old = await authenticate(t.email, t.password);
    expect(old.statusCode).toBe(401);
    expect(old.json().msg).toBe('Wrong e-mail or password');
    expect((await getme(t.token)).statusCode).toBe(401);

    const after = await userRow(t.userId);
    expect(after.token_version).toBe(before.token_version + 1);
    const [row] = await tokensOf(t.userId, 'reset');
    expect(row!.used_at).toBeTruthy();

    const again = await reset({ token, password: 'another-pass', passwordconf: 'another-pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, msg: 'The reset link is invalid or has expired' });
    expect((await authenticate(t.email, 'another-pass')).statusCode).toBe(401);
    expect((await authenticate(t.email, 'fresh-pass')).statusCode).toBe(200);
  });

  it('accepts a password of exactly 4 characters (the set-password minimum)', async () => {
    const t = await createTenant(app);
    const token = await resetLink(t);
    expect((await reset({ token, password: 'abcd', passwordconf: 'abcd' })).statusCode).toBe(200);
    expect((await authenticate(t.email, 'abcd')).statusCode).toBe(200);
  });

  it('answers in Indonesian with Accept-Language: id', async () => {
    const t = await createTenant(app);
    const token = await resetLink(t);
    const res = await reset({ token, password: 'fresh-pass', passwordconf: 'fresh-pass' }, { 'accept-language': 'id' });
    expect(res.json().msg).toBe('Password berhasil direset, silahkan login');
    const again = await reset({ token, password: 'fresh-pass', passwordconf: 'fresh-pass' }, { 'accept-language': 'id' });
    expect(again.json().msg).toBe('Link reset password tidak valid atau sudah kadaluarsa');
  });

  const invalid: [string, Record<string, unknown>, string, string, string][] = [
    ['a missing password', { passwordconf: 'fresh-pass' }, 'password', 'Field is required', 'Wajib diisi'],
    ['an empty password', { password: '', passwordconf: 'fresh-pass' }, 'password', 'Field is required', 'Wajib diisi'],
    ['a missing confirmation', { password: 'fresh-pass' }, 'passwordconf', 'Field is required', 'Wajib diisi'],
    ['an empty confirmation', { password: 'fresh-pass', passwordconf: '' }, 'passwordconf', 'Field is required', 'Wajib diisi'],
    [
      'a password of 3 characters',
      { password: 'abc', passwordconf: 'abc' },
      'password',
      'password minimum 4 characters',
      'password minimal 4 karakter',
    ],
    [
      'a confirmation of 3 characters',
      { password: 'abcd', passwordconf: 'abc' },
      'passwordconf',
      'password minimum 4 characters',
      'password minimal 4 karakter',
    ],
    [
      'passwords that differ',
      { password: 'fresh-pass', passwordconf: 'fresh-pasS' },
      'passwordconf',
      'Passwords do not match',
      'Password tidak sama',
    ],
  ];
  for (const [what, body, field, en, id] of invalid) {
    it(`refuses ${what} with 400 "${en}", changes nothing and keeps the link usable`, async () => {
      const t = await createTenant(app);
      const token = await resetLink(t);
      const before = await userRow(t.userId);
      const res = await reset({ token, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, msg: en, errors: { [field]: en } });
      const resId = await reset({ token, ...body }, { 'accept-language': 'id' });
      expect(resId.json()).toMatchObject({ success: false, msg: id, errors: { [field]: id } });
      expect(await userRow(t.userId)).toEqual(before);
      expect((await tokensOf(t.userId, 'reset'))[0]!.used_at).toBeNull();
      expect((await getme(t.token)).statusCode).toBe(200);
      expect((await authenticate(t.email, t.password)).statusCode).toBe(200);
      // The link still works once the form is right.
      expect((await reset({ token, password: 'fresh-pass', passwordconf: 'fresh-pass' })).statusCode).toBe(200);
    });
  }

  it('refuses an expired token and changes nothing', async () => {
    const t = await createTenant(app);
    const token = await resetLink(t);
    await app.ctx.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(token))
      .execute();
    const before = await userRow(t.userId);
    const res = await reset({ token, password: 'fresh-pass', passwordconf: 'fresh-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('The reset link is invalid or has expired');
    expect(await userRow(t.userId)).toEqual(before);
    expect((await authenticate(t.email, t.password)).statusCode).toBe(200);
  });

  it('refuses an unknown or missing token, and an activation token', async () => {
    const t = await createTenant(app);
    await app.ctx.db
      .insertInto('auth_tokens')
      .values({
        user_id: t.userId,
        purpose: 'activate',
        token_hash: sha256('an-activation-token'),
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        used_at: null,
      })
      .execute();
    const before = await userRow(t.userId);
    for (const body of [
      { token: 'no-such-token', password: 'fresh-pass', passwordconf: 'fresh-pass' },
      { token: 'an-activation-token', password: 'fresh-pass', passwordconf: 'fresh-pass' },
      { token: '', password: 'fresh-pass', passwordconf: 'fresh-pass' },
      { password: 'fresh-pass', passwordconf: 'fresh-pass' },
    ]) {
      const res = await reset(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toBe('The reset link is invalid or has expired');
    }
    expect(await userRow(t.userId)).toEqual(before);
  });

  it('a newer link retires the older one', async () => {
    const t = await createTenant(app);
    const first = await resetLink(t);
    const second = await resetLink(t);
    expect(second).not.toBe(first);
    expect((await reset({ token: first, password: 'fresh-pass', passwordconf: 'fresh-pass' })).statusCode).toBe(400);
    expect((await reset({ token: second, password: 'fresh-pass', passwordconf: 'fresh-pass' })).statusCode).toBe(200);
  });

  it('activates a pending account: following the mailed link proves the address', async () => {
    const t = await createTenant(app);
    await app.ctx.db.updateTable('users').set({ status: 'pending' }).where('id', '=', t.userId).execute();
    expect((await authenticate(t.email, t.password)).statusCode).toBe(403);
    const token = await resetLink(t);
    expect((await reset({ token, password: 'fresh-pass', passwordconf: 'fresh-pass' })).statusCode).toBe(200);
    expect((await userRow(t.userId)).status).toBe('active');
    expect((await authenticate(t.email, 'fresh-pass')).statusCode).toBe(200);
  });

  it('does not switch a disabled account back on', async () => {
    const t = await createTenant(app);
    await app.ctx.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', t.userId).execute();
    const token = await resetLink(t);
    expect((await reset({ token, password: 'fresh-pass', passwordconf: 'fresh-pass' })).statusCode).toBe(200);
    expect((await userRow(t.userId)).status).toBe('disabled');
    const res = await authenticate(t.email, 'fresh-pass');
    expect(res.statusCode).toBe(403);
    expect(res.json().token).toBeUndefined();
  });

  it('spends a link once even when two resets race', async () => {
    const t = await createTenant(app);
    const token = await resetLink(t);
    const results = await Promise.all(
      ['race-pass-1', 'race-pass-2', 'race-pass-3'].map((password) => reset({ token, password, passwordconf: password })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const winner = ['race-pass-1', 'race-pass-2', 'race-pass-3'][results.findIndex((r) => r.statusCode === 200)]!;
    expect((await authenticate(t.email, winner)).statusCode).toBe(200);
  });
});
