import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpNow } from '../../lib/two-factor.js';
import { clientBasic, createTenant, type TestTenant } from '../../test/factories.js';
import { fundWallet, verifiedAccount } from '../../test/money-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const STEP = 30_000;

describe('own account: two-factor sign-in, devices, profile, e-mail (DESIGN §10)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const call = (
    t: { headers: Record<string, string> },
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: t.headers, ...(payload ? { payload } : {}) });
  const authenticate = (t: TestTenant, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/auth/authenticate', headers, payload: { email: t.email, password: t.password } });
  const second = (challenge: string, code: string) => app.inject({ method: 'POST', url: '/api/auth/2fa', payload: { challenge, code } });
  const challengeOf = async (t: TestTenant) => {
    const res = await authenticate(t);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, twofactor: true });
    expect(res.json().token).toBeUndefined();
    return res.json().challenge as string;
  };

  /** Turns two-factor on for `t` and answers its key and recovery codes; the enabling code's step is spent. */
  async function enrol(t: TestTenant) {
    const setup = await call(t, 'POST', '/api/account/2fa/setup');
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUrl } = setup.json().data;
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Konsol:.+secret=/);
    const code = totpNow(secret);
    const enabled = await call(t, 'POST', '/api/account/2fa/enable', { code });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const codes = enabled.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    return { secret: secret as string, codes, enabledWith: code as string };
  }

  it('enrols with a code from the key; the key is stored sealed and the recovery codes hashed; mail says so', async () => {
    const t = await createTenant(app);
    expect((await call(t, 'POST', '/api/account/2fa/enable', { code: '123456' })).statusCode).toBe(422); // no setup yet
    const setup = (await call(t, 'POST', '/api/account/2fa/setup')).json().data;
    expect((await call(t, 'POST', '/api/account/2fa/enable', { code: totpNow(setup.secret, Date.now() - 5 * STEP) })).statusCode).toBe(400);
    expect((await call(t, 'POST', '/api/account/2fa/enable', { code: 'abc' })).statusCode).toBe(400);
    const enabled = await call(t, 'POST', '/api/account/2fa/enable', { code: totpNow(setup.secret) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const codes = enabled.json().data.recoveryCodes as string[];

    const row = await app.ctx.db
      .selectFrom('users')
      .select(['totp_secret', 'totp_pending'])
      .where('id', '=', t.userId)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).not.toContain(setup.secret);
    expect(row.totp_pending).toBeNull();
    const stored = await app.ctx.db
      .selectFrom('auth_tokens')
      .select('token_hash')
      .where('user_id', '=', t.userId)
      .where('purpose', '=', 'recovery')
      .execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((s) => s.token_hash)).not.toContain(codes[0]);

    expect((await call(t, 'GET', '/api/getme')).json().data).toMatchObject({ twofactor: true, mustEnrol2fa: false });
    expect((await call(t, 'POST', '/api/account/2fa/setup')).statusCode).toBe(409);
    await app.smtp.waitFor(t.email, /(Verifikasi dua langkah akun Konsol anda baru saja diaktifkan)/);
  });

  it('signs in with a second step; a code is accepted once; a recovery code works once', async () => {
    const t = await createTenant(app);
    const { secret, codes, enabledWith } = await enrol(t);

    // the enabling code's step is spent: the same code never signs in (the code itself: a new step may have begun)
    const reused = await second(await challengeOf(t), enabledWith);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors.code).toBeTruthy();

    const next = totpNow(secret, Date.now() + STEP);
    const ok = await second(await challengeOf(t), next);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, id: t.userId });
    expect(
      (await app.inject({ method: 'GET', url: '/api/getme', headers: { authorization: `Bearer ${ok.json().token}` } })).statusCode,
    ).toBe(200);
    // the same code, on a new challenge: refused
    expect((await second(await challengeOf(t), next)).statusCode).toBe(400);

    const challenge = await challengeOf(t);
    expect((await second(challenge, codes[0]!.toUpperCase())).statusCode).toBe(200);
    // a used challenge is gone; a used recovery code too
    expect((await second(challenge, codes[1]!)).json().msg).toMatch(/verification has expired|Verifikasi kedaluwarsa/);
    expect((await second(await challengeOf(t), codes[0]!)).statusCode).toBe(400);
    expect((await second(await challengeOf(t), codes[1]!)).statusCode).toBe(200);
  });

  it('a challenge allows five tries and lives five minutes; the password grant gives no token without the second step', async () => {
    const t = await createTenant(app);
    const { secret } = await enrol(t);
    const challenge = await challengeOf(t);
    for (let i = 1; i <= 4; i++) {
      const wrong = await second(challenge, '000000');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.code).toBeTruthy();
    }
    const fifth = await second(challenge, '000000');
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().errors?.code).toBeUndefined();
    // the sixth try, even with the right code
    expect((await second(challenge, totpNow(secret, Date.now() + STEP))).statusCode).toBe(400);

    const old = await challengeOf(t);
    await app.ctx.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', '2fa')
      .where('user_id', '=', t.userId)
      .execute();
    expect((await second(old, totpNow(secret, Date.now() + STEP))).statusCode).toBe(400);

    const grant = await app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { ...clientBasic, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=password&username=${encodeURIComponent(t.email)}&password=${encodeURIComponent(t.password)}`,
    });
    expect(grant.statusCode).toBe(401);
    expect(grant.json().access_token).toBeUndefined();
  });

  it('turns off with the password and a code; not while the team requires it', async () => {
    const t = await createTenant(app);
    const { secret } = await enrol(t);
    const code = totpNow(secret, Date.now() + STEP);
    expect((await call(t, 'POST', '/api/account/2fa/disable', { password: 'wrong-one', code })).statusCode).toBe(400);
    expect((await call(t, 'POST', '/api/account/2fa/disable', { password: t.password, code: '000000' })).statusCode).toBe(400);

    expect((await call(t, 'PUT', '/api/backoffice/staff/policy', { require2fa: true })).statusCode).toBe(200);
    expect((await call(t, 'POST', '/api/account/2fa/disable', { password: t.password, code })).statusCode).toBe(422);
    expect((await call(t, 'PUT', '/api/backoffice/staff/policy', { require2fa: false })).statusCode).toBe(200);

    const off = await call(t, 'POST', '/api/account/2fa/disable', { password: t.password, code });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call(t, 'GET', '/api/getme')).json().data.twofactor).toBe(false);
    const plain = await authenticate(t);
    expect(plain.json().token).toBeTruthy();
    await app.smtp.waitFor(t.email, /(baru saja dimatikan)/);
  });

  it('require2fa: only someone with two-factor may set it; anyone without it can do nothing but enrol', async () => {
    const owner = await createTenant(app);
    expect((await call(owner, 'PUT', '/api/backoffice/staff/policy', { require2fa: true })).statusCode).toBe(422);
    await enrol(owner);
    expect((await call(owner, 'PUT', '/api/backoffice/staff/policy', { require2fa: true })).json().data).toEqual({ require2fa: true });
    expect((await call(owner, 'GET', '/api/backoffice/staff/policy')).json().data).toEqual({ require2fa: true });

    const email = `need2fa${Date.now().toString(36)}@example.com`;
    expect((await call(owner, 'POST', '/api/backoffice/staff/invite', { email, role: 'finance' })).statusCode).toBe(200);
    const token = (await app.smtp.waitFor(email, /\/invite\/(\S+)/)).trim();
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/invite/accept',
          headers: clientBasic,
          payload: { token, name: 'Baru', password: 'staff-pass-1' },
        })
      ).statusCode,
    ).toBe(200);
    const res = await app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email, password: 'staff-pass-1' } });
    const m = { headers: { authorization: `Bearer ${res.json().token}` } };
    expect((await call(m, 'GET', '/api/getme')).json().data).toMatchObject({ twofactor: false, mustEnrol2fa: true });
    const refused = await call(m, 'GET', '/api/wallet');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toMatch(/two-factor|dua langkah/);
    const setup = (await call(m, 'POST', '/api/account/2fa/setup')).json().data;
    expect((await call(m, 'POST', '/api/account/2fa/enable', { code: totpNow(setup.secret) })).statusCode).toBe(200);
    expect((await call(m, 'GET', '/api/wallet')).statusCode).toBe(200);
    expect(
      (await call(owner, 'GET', '/api/backoffice/staff')).json().data.content.find((r: { email: string }) => r.email === email).twofactor,
    ).toBe(true);
  });

  it('an authenticator code stands in for the e-mailed OTP of a cash-out, once', async () => {
    const t = await createTenant(app);
    const { secret } = await enrol(t);
    await fundWallet(app, t, 500_000);
    const id = await verifiedAccount(app, t);
    const code = totpNow(secret, Date.now() + STEP);
    const out = await call(t, 'POST', '/api/wallet/cashout', { id, amount: 50_000, otp: code });
    expect(out.statusCode, out.body).toBe(200);
    const again = await call(t, 'POST', '/api/wallet/cashout', { id, amount: 50_000, otp: code });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.otp).toBeTruthy();
    const audit = await app.ctx.db
      .selectFrom('audit_log')
      .select(['actor_user_id'])
      .where('action', '=', 'wallet.cashout')
      .where('server_id', '=', t.serverPk)
      .execute();
    expect(audit).toEqual([{ actor_user_id: t.userId }]);
  });

  it('lists my devices and signs one or all others out; a new browser is told by mail', async () => {
    const t = await createTenant(app);
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
    const other = await authenticate(t, { 'user-agent': ua, 'accept-language': 'en' });
    expect(other.statusCode).toBe(200);
    await app.smtp.waitFor(t.email, /(A new sign-in to your Konsol account from a new device)/);
    const otherHeaders = { authorization: `Bearer ${other.json().token}` };

    const list = (await call(t, 'GET', '/api/account/sessions')).json().data as { id: string; current: boolean; userAgent: string }[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const theirs = list.find((s) => s.userAgent === ua)!;
    expect(theirs).toMatchObject({ current: false, ip: '127.0.0.1' });

    expect((await call(t, 'DELETE', '/api/account/sessions/not-a-session')).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/api/account/sessions/${theirs.id}`)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/getme', headers: otherHeaders })).statusCode).toBe(401);

    const third = (await authenticate(t)).json().token;
    expect((await call(t, 'DELETE', '/api/account/sessions')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/getme', headers: { authorization: `Bearer ${third}` } })).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/account/sessions')).json().data).toHaveLength(1);

    // another user's session is not mine to end
    const stranger = await createTenant(app);
    const strangers = (await call(stranger, 'GET', '/api/account/sessions')).json().data as { id: string }[];
    expect((await call(t, 'DELETE', `/api/account/sessions/${strangers[0]!.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/api/getme')).statusCode).toBe(200);
  });

  it('changes name and phone; a new e-mail takes effect from the link mailed to it', async () => {
    const t = await createTenant(app);
    expect((await call(t, 'PATCH', '/api/account/profile', { name: '', phone: '0812' })).statusCode).toBe(400);
    const saved = await call(t, 'PATCH', '/api/account/profile', { name: 'Rina Pemilik', phone: '081234567890' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(t, 'GET', '/api/getme')).json().data).toMatchObject({ username: 'Rina Pemilik', phone: '081234567890' });

    const other = await createTenant(app);
    expect((await call(t, 'POST', '/api/account/email', { email: other.email })).statusCode).toBe(400);
    expect((await call(t, 'POST', '/api/account/email', { email: t.email })).statusCode).toBe(400);
    const next = `moved${Date.now().toString(36)}@example.com`;
    expect((await call(t, 'POST', '/api/account/email', { email: next })).statusCode).toBe(200);
    // not before the link is opened
    expect((await call(t, 'GET', '/api/getme')).json().data.email).toBe(t.email);
    const token = (await app.smtp.waitFor(next, /\/confirm-email\/(\S+)/)).trim();
    const confirm = (tk: string) =>
      app.inject({ method: 'POST', url: '/api/account/email/confirm', headers: clientBasic, payload: { token: tk } });
    expect((await app.inject({ method: 'POST', url: '/api/account/email/confirm', payload: { token } })).statusCode).toBe(401);
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/getme')).json().data.email).toBe(next);
    const moved = await app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email: next, password: t.password } });
    expect(moved.statusCode).toBe(200);
  });
});
