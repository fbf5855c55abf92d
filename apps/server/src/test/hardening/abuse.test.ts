import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBasic, createTenant, type TestTenant } from '../factories.js';
import { otpFor } from '../money-fixtures.js';
import { createTestApp, type TestApp, testDialect } from '../test-app.js';
import { table } from './world.js';

/**
 * Abuse of the account flows (DESIGN §7): malformed bodies, reuse and expiry of links, Host poisoning of mailed
 * links, answers and timing that would tell a known e-mail from an unknown one, and brute force with a rotating
 * X-Forwarded-For, with and without TRUST_PROXY.
 */

let tried = 0;
const inject = (app: TestApp, opts: InjectOptions) => {
  tried++;
  return app.inject(opts);
};

/** The account routes, each with the credential it needs. */
const FLOWS: { url: string; headers: Record<string, string> }[] = [
  { url: '/api/auth/authenticate', headers: {} },
  { url: '/api/auth/signup', headers: {} },
  { url: '/api/auth/resetmypass', headers: {} },
  { url: '/api/forgotpassword', headers: clientBasic },
  { url: '/api/resetpassword', headers: clientBasic },
  { url: '/api/activate', headers: clientBasic },
  { url: '/api/register', headers: clientBasic },
];

const MALFORMED: [string, string][] = [
  ['{}', '{}'],
  ['[]', '[]'],
  ['null', 'null'],
  ['a string', '"x"'],
  ['a number', '1'],
  ['true', 'true'],
  ['truncated JSON', '{"email":'],
  ['email as array', '{"email":["a@b.co"],"token":["x"],"password":["x"]}'],
  ['operator objects', '{"email":{"$ne":null},"token":{"$gt":""},"password":{"$ne":""}}'],
  ['nested deep', `{"email":${'['.repeat(2000)}${']'.repeat(2000)}}`],
  ['numbers for strings', '{"email":1,"token":2,"password":3,"passwordconf":3,"name":4}'],
  ['SQL in fields', `{"email":"' OR 1=1 --@x.co","token":"' OR '1'='1","password":"x' --","passwordconf":"x' --"}`],
  ['long strings', JSON.stringify({ email: `${'a'.repeat(100_000)}@x.co`, token: 'b'.repeat(100_000), password: 'c'.repeat(100_000) })],
  ['NUL bytes', '{"email":"a\\u0000@x.co","token":"\\u0000","password":"\\u0000\\u0000\\u0000\\u0000"}'],
];

/** A registration body for `email`. */
const newcomer = (email: string) => ({
  name: 'Toko Maju',
  email,
  phone: '081234567890',
  password: 'rahasia-123',
  confmpassword: 'rahasia-123',
});

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

describe('account flow abuse', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  }, 120_000);
  afterAll(async () => {
    console.info(`[abuse ${testDialect}] requests: ${tried}`);
    await app.close();
  });

  it('answers malformed bodies with 400 (never 5xx), sends no mail and changes no account', async () => {
    const t = await createTenant(app);
    const before = await app.ctx.db.selectFrom('users').select(['id', 'password_hash', 'status', 'token_version']).orderBy('id').execute();
    const mailsBefore = (await app.ctx.db.selectFrom('mails').select('id').execute()).length;
    const bad: string[][] = [];
    let n = 0;
    for (const flow of FLOWS) {
      for (const [what, payload] of MALFORMED) {
        const res = await inject(app, {
          method: 'POST',
          url: flow.url,
          headers: { ...flow.headers, 'content-type': 'application/json' },
          payload,
          remoteAddress: `10.1.${Math.floor(n / 200)}.${n++ % 200}`,
        });
        const ok = res.statusCode === 400 || (res.statusCode === 401 && flow.url === '/api/auth/authenticate') || res.statusCode === 413;
        if (!ok || /stack|at [A-Za-z]+ \(|sqlite|postgres|select |syntax error/i.test(res.body)) {
          bad.push([flow.url, what, String(res.statusCode), res.body.slice(0, 70)]);
        }
      }
    }
    expect(bad, `malformed bodies not answered with a clean 400:\n${table(bad, ['route', 'body', 'status', 'answer'])}`).toEqual([]);
    const after = await app.ctx.db.selectFrom('users').select(['id', 'password_hash', 'status', 'token_version']).orderBy('id').execute();
    expect(after).toEqual(before);
    expect((await app.ctx.db.selectFrom('mails').select('id').execute()).length).toBe(mailsBefore);
    expect(t.userId).toBeGreaterThan(0);
  });

  it('spends reset and activation links once, and refuses them once expired', async () => {
    // Reset: use, reuse.
    const t = await createTenant(app);
    await inject(app, { method: 'POST', url: '/api/auth/resetmypass', payload: { email: t.email } });
    let link = await app.smtp.waitFor(t.email, /(\S+\/resetpass\/\S+)/);
    let token = link.slice(link.lastIndexOf('/') + 1);
    const reset = (tok: string, password = 'new-pass-123') =>
      inject(app, {
        method: 'POST',
        url: '/api/resetpassword',
        headers: clientBasic,
        payload: { token: tok, password, passwordconf: password },
      });
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'third-pass-123');
    expect(again.statusCode).toBe(400);
    // Expiry.
    await inject(app, { method: 'POST', url: '/api/auth/resetmypass', payload: { email: t.email } });
    link = await app.smtp.waitFor(t.email, new RegExp(`(\\S+/resetpass/(?!${token})\\S+)`));
    token = link.slice(link.lastIndexOf('/') + 1);
    await app.ctx.db.updateTable('auth_tokens').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('user_id', '=', t.userId).execute();
    expect((await reset(token)).statusCode).toBe(400);

    // Activation: expiry, then use and reuse.
    const email = `act-${Date.now().toString(36)}@example.com`;
    const reg = await inject(app, {
      method: 'POST',
      url: '/api/register',
      headers: clientBasic,
      payload: { name: 'Act', email, phone: '081234567890', password: 'secret-pass-1', confmpassword: 'secret-pass-1' },
    });
    expect(reg.statusCode, reg.body).toBe(200);
    const actLink = await app.smtp.waitFor(email, /(\S+\/activate\/\S+)/);
    const actToken = actLink.slice(actLink.lastIndexOf('/') + 1);
    const activate = (tok: string) => inject(app, { method: 'POST', url: '/api/activate', headers: clientBasic, payload: { token: tok } });
    const user = await app.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const stored = await app.ctx.db
      .selectFrom('auth_tokens')
      .select(['id', 'expires_at'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    await app.ctx.db.updateTable('auth_tokens').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', stored.id).execute();
    expect((await activate(actToken)).statusCode).toBe(400);
    await app.ctx.db.updateTable('auth_tokens').set({ expires_at: stored.expires_at }).where('id', '=', stored.id).execute();
    expect((await activate(actToken)).statusCode).toBe(200);
    expect((await activate(actToken)).statusCode).toBe(400);
    // A reset token is no activation token and the other way round.
    expect((await activate(token)).statusCode).toBe(400);
    expect((await reset(actToken)).statusCode).toBe(400);
  });

  it('puts PUBLIC_URL in every mailed link whatever Host, X-Forwarded-Host or Forwarded say, with and without TRUST_PROXY', async () => {
    const poison = {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '198.51.100.66',
      forwarded: 'for=198.51.100.66;host=evil.example;proto=http',
      'x-original-url': 'https://evil.example/',
      origin: 'https://evil.example',
      referer: 'https://evil.example/',
    };
    const bad: string[][] = [];
    for (const trust of ['false', 'true']) {
      const a = trust === 'true' ? await createTestApp({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://console.partner.test' }) : app;
      const base = trust === 'true' ? 'https://console.partner.test' : 'https://konsol.test';
      try {
        const t = await createTenant(a);
        for (const url of ['/api/auth/resetmypass', '/api/forgotpassword']) {
          const res = await inject(a, {
            method: 'POST',
            url,
            headers: { ...poison, ...(url === '/api/forgotpassword' ? clientBasic : {}) },
            payload: { email: t.email },
          });
          expect(res.statusCode, res.body).toBe(200);
        }
        for (const url of ['/api/auth/signup', '/api/register']) {
          const email = `p-${trust}-${url.length}-${Date.now().toString(36)}@example.com`;
          const res = await inject(a, {
            method: 'POST',
            url,
            headers: { ...poison, ...(url === '/api/register' ? clientBasic : {}) },
            payload: { name: 'Poison', email, phone: '081234567890', password: 'secret-pass-1', confmpassword: 'secret-pass-1' },
          });
          expect(res.statusCode, res.body).toBe(200);
          await a.smtp.waitFor(email, /(https?:\/\/\S+)/);
        }
        await a.smtp.waitFor(t.email, /(\S+\/resetpass\/\S+)/);
        const mails = a.smtp.mails;
        for (const m of mails) {
          const body = m.text;
          for (const link of body.match(/https?:\/\/[^\s"'<>]+/g) ?? []) {
            if (!link.startsWith(`${base}/`)) bad.push([`TRUST_PROXY=${trust}`, m.to.join(','), link]);
          }
          if (/evil\.example/.test(body)) bad.push([`TRUST_PROXY=${trust}`, m.to.join(','), 'mentions evil.example']);
        }
        expect(mails.length).toBeGreaterThanOrEqual(4);
      } finally {
        if (a !== app) await a.close();
      }
    }
    expect(bad, `poisoned links:\n${table(bad, ['config', 'to', 'link'])}`).toEqual([]);
  });

  it('answers a known and an unknown e-mail alike, in about the same time', async () => {
    const known: TestTenant[] = [];
    for (let i = 0; i < 8; i++) known.push(await createTenant(app));
    const cases = [
      { url: '/api/auth/resetmypass', headers: {}, body: (email: string) => ({ email }) },
      { url: '/api/forgotpassword', headers: clientBasic, body: (email: string) => ({ email }) },
      { url: '/api/auth/authenticate', headers: {}, body: (email: string) => ({ email, password: 'wrong-password-9' }) },
      { url: '/api/register', headers: clientBasic, body: newcomer },
      { url: '/api/auth/signup', headers: {}, body: newcomer },
    ];
    const report: string[][] = [];
    let addr = 0;
    for (const c of cases) {
      const times = { known: [] as number[], unknown: [] as number[] };
      const answers = { known: new Set<string>(), unknown: new Set<string>() };
      // Warm-up, then interleaved samples; each from its own address and account so no limit is reached.
      for (let round = 0; round < 9; round++) {
        for (const kind of ['known', 'unknown'] as const) {
          const email =
            kind === 'known' ? (known[round % known.length] as TestTenant).email : `nobody-${round}-${Date.now().toString(36)}@example.com`;
          const started = process.hrtime.bigint();
          const res = await inject(app, {
            method: 'POST',
            url: c.url,
            headers: c.headers,
            payload: c.body(email),
            remoteAddress: `10.9.${addr >> 8}.${addr++ & 255}`,
          });
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          // What runs after the answer (a new account's password hash, a mail) must not slow the next sample.
          await app.ctx.mail.drain();
          if (round > 0) times[kind].push(ms);
          answers[kind].add(`${res.statusCode} ${res.body}`);
        }
      }
      expect([...answers.unknown], `${c.url}: answers differ`).toEqual([...answers.known]);
      const mk = median(times.known);
      const mu = median(times.unknown);
      const ratio = Math.max(mk, mu) / Math.max(0.5, Math.min(mk, mu));
      report.push([c.url, mk.toFixed(1), mu.toFixed(1), ratio.toFixed(2)]);
    }
    console.info(
      `[abuse ${testDialect}] timing (median ms) ${report.map((r) => `${r[0]} known ${r[1]} unknown ${r[2]} ratio ${r[3]}`).join('; ')}`,
    );
    for (const [url, , , ratio] of report) expect(Number(ratio), `${url} timing ratio`).toBeLessThan(3);
  });

  describe.each(['false', 'true'])('brute force with a rotating X-Forwarded-For (TRUST_PROXY=%s)', (trust) => {
    let a: TestApp;
    beforeAll(async () => {
      a = await createTestApp({ TRUST_PROXY: trust });
    });
    afterAll(() => a.close());
    /** A rotating, client-chosen X-Forwarded-For; behind a trusted proxy, the proxy appends the real address. */
    const xff = (i: number, real = '203.0.113.7') =>
      trust === 'true' ? `198.18.${i >> 8}.${i & 255}, ${real}` : `198.18.${i >> 8}.${i & 255}`;
    const proxy = trust === 'true' ? '10.0.0.2' : '192.0.2.50';

    it('limits wrong passwords on one account (11th is 429) and the limit survives rotation', async () => {
      const t = await createTenant(a);
      const statuses: number[] = [];
      for (let i = 0; i < 15; i++) {
        const res = await inject(a, {
          method: 'POST',
          url: '/api/auth/authenticate',
          headers: { 'x-forwarded-for': xff(i, `203.0.113.${i}`) },
          remoteAddress: trust === 'true' ? proxy : `192.0.2.${i}`,
          payload: { email: t.email, password: `wrong-${i}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
      // Even the right password waits for the window now.
      const right = await inject(a, {
        method: 'POST',
        url: '/api/auth/authenticate',
        headers: { 'x-forwarded-for': xff(99, '203.0.113.99') },
        payload: { email: t.email, password: t.password },
      });
      expect(right.statusCode).toBe(429);
    });

    it('limits one client address across accounts (login, forgot, activation) whatever it puts in X-Forwarded-For', async () => {
      const limits = [
        {
          url: '/api/auth/authenticate',
          max: 30,
          headers: {},
          body: (i: number) => ({ email: `u${i}-${trust}@example.com`, password: 'wrong-pass-1' }),
        },
        { url: '/api/auth/resetmypass', max: 10, headers: {}, body: (i: number) => ({ email: `f${i}-${trust}@example.com` }) },
        { url: '/api/activate', max: 20, headers: clientBasic, body: (i: number) => ({ token: `guess-${i}-${'x'.repeat(40)}` }) },
      ];
      const bad: string[][] = [];
      for (const l of limits) {
        const statuses: number[] = [];
        for (let i = 0; i < l.max + 5; i++) {
          const res = await inject(a, {
            method: 'POST',
            url: l.url,
            headers: { ...l.headers, 'x-forwarded-for': xff(i + 1000, '203.0.113.200') },
            remoteAddress: proxy,
            payload: l.body(i),
          });
          statuses.push(res.statusCode);
        }
        const first429 = statuses.indexOf(429);
        if (first429 !== l.max || statuses.slice(first429).some((s) => s !== 429)) bad.push([l.url, String(l.max), statuses.join(',')]);
      }
      expect(bad, `address limits reset by X-Forwarded-For:\n${table(bad, ['route', 'max', 'statuses'])}`).toEqual([]);
    });

    it('limits reset requests per account (6th is 429) from any address', async () => {
      const t = await createTenant(a);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await inject(a, {
          method: 'POST',
          url: '/api/auth/resetmypass',
          headers: { 'x-forwarded-for': xff(i + 2000, `203.0.113.${100 + i}`) },
          remoteAddress: trust === 'true' ? proxy : `192.0.2.${100 + i}`,
          payload: { email: t.email },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    });

    it('kills an OTP after 5 wrong tries: the right code no longer works, whatever the address', async () => {
      const t = await createTenant(a);
      const code = await otpFor(a, t, 'add_bank');
      const wrong = code === '000000' ? '111111' : '000000';
      const add = (otp: string, i: number) =>
        inject(a, {
          method: 'POST',
          url: '/api/wallet/bank',
          headers: { ...t.headers, 'x-forwarded-for': xff(i + 3000) },
          remoteAddress: trust === 'true' ? proxy : `192.0.2.${200 + i}`,
          payload: { bankid: 1, bank: 'BCA', accountno: '1234567890', accountname: 'Budi Santoso', otp },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await add(wrong, i)).statusCode);
      expect(statuses.every((s) => s >= 400 && s < 500)).toBe(true);
      const right = await add(code, 7);
      expect(right.statusCode, right.body).not.toBe(200);
      expect(await a.ctx.db.selectFrom('wallet_banks').select('id').where('server_id', '=', t.serverPk).execute()).toEqual([]);
    });
  });
});
