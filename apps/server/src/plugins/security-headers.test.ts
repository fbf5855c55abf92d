import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpNow } from '../lib/two-factor.js';
import { createAdmin, createTenant, type TestTenant } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('Cache-Control of API answers (ASVS V14.3.2, issue #42)', () => {
  let app: TestApp;
  let owner: TestTenant;
  let admin: TestTenant;
  beforeAll(async () => {
    app = await createTestApp({ WEBHOOK_ALLOW_HOSTS: '127.0.0.1' });
    owner = await createTenant(app, { login: false });
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  const call = async (t: TestTenant | null, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: t?.headers ?? {}, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res;
  };

  it('no cache keeps an answer that carries a token, a 2FA key, recovery codes or a signing secret', async () => {
    const answers = [];
    const signIn = await call(null, 'POST', '/api/auth/authenticate', { email: owner.email, password: owner.password });
    expect(signIn.json().token).toEqual(expect.any(String));
    answers.push(signIn);
    const setup = await call(owner, 'POST', '/api/account/2fa/setup');
    answers.push(setup, await call(owner, 'POST', '/api/account/2fa/enable', { code: totpNow(setup.json().data.secret) }));
    const hook = await call(owner, 'POST', '/api/backoffice/webhooks', { url: 'http://127.0.0.1:9/in', events: ['cashin.paid'] });
    expect(hook.json().data.secret).toMatch(/^whsec_/);
    answers.push(hook, await call(owner, 'POST', `/api/backoffice/webhooks/${hook.json().data.id}/rotate`));
    answers.push(await call(admin, 'POST', `/api/admin/mitra/${owner.serverPk}/rotate-key`));
    // every authenticated read too, and the error answers
    answers.push(await call(owner, 'GET', '/api/getme'), await call(owner, 'GET', '/api/backoffice/apps'));
    answers.push(await app.inject({ method: 'GET', url: '/api/getme' }), await app.inject({ method: 'GET', url: '/api/nope' }));
    for (const res of answers) expect(res.headers['cache-control'], `${res.raw.req.url}`).toBe('no-store');
  });

  it('a route that chose its own caching keeps it', async () => {
    expect((await call(null, 'GET', '/api/province')).headers['cache-control']).toBe('public, max-age=86400');
    const config = await app.inject({
      method: 'GET',
      url: `/api/public/apps/${owner.serverCode}/config`,
      headers: { 'x-app-key': owner.appkey },
    });
    expect(config.statusCode).toBe(200);
    expect(config.headers['cache-control']).toBe('no-cache');
  });
});
