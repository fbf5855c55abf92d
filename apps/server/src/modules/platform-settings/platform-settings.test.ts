import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpNow } from '../../lib/two-factor.js';
import { createAdmin, createTenant, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('platform settings (/api/admin/settings)', () => {
  let app: TestApp;
  let admin: TestTenant;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  const call = (t: TestTenant, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: t.headers, payload: payload as object });
  const settings = async () => {
    const res = await call(admin, 'GET', '/api/admin/settings');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const patch = (payload: unknown, t = admin) => call(t, 'PATCH', '/api/admin/settings', payload);
  const audits = () => app.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'settings.update').execute();

  it('answers every group with its default, and only to platform users', async () => {
    const s = await settings();
    expect(Object.keys(s).sort()).toEqual(
      [
        'approvalPolicies',
        'bayartempo',
        'loan',
        'modulesSoon',
        'orderPage',
        'require2fa',
        'tokens',
        'videos',
        'walletChannels',
        'walletLimits',
      ].sort(),
    );
    expect(s.videos).toHaveLength(3);
    expect(s.tokens).toEqual({ pricePerSms: 350, vaBank: 'BCA' });
    expect(s.require2fa).toBe(false);
    const operator = await createTenant(app);
    expect((await call(operator, 'GET', '/api/admin/settings')).statusCode).toBe(403);
    expect((await patch({ require2fa: false }, operator)).statusCode).toBe(403);
  });

  it("a tutorial video reaches every operator's dashboard; the change is audited once", async () => {
    const videos = (await settings()).videos;
    videos[0] = { title: 'Mulai di sini', titleEn: 'Start here', url: 'https://youtu.be/dQw4w9WgXcQ', urlEn: '' };
    const res = await patch({ videos });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Settings saved');
    const operator = await createTenant(app);
    const dash = (await call(operator, 'GET', '/api/backoffice/console/dashboard')).json().data;
    expect(dash.videos[0]).toEqual(videos[0]);
    const rows = await audits();
    expect(rows.map((r) => r.entity_id)).toEqual(['videos']);
    expect(JSON.parse(rows[0]!.after_json!)[0].url).toBe('https://youtu.be/dQw4w9WgXcQ');
    // the same value again writes nothing
    expect((await patch({ videos })).statusCode).toBe(200);
    expect(await audits()).toHaveLength(1);
  });

  it('refuses what the dashboard cannot play, an unknown group, and bad money values, changing nothing', async () => {
    const before = await settings();
    const videos = structuredClone(before.videos);
    videos[1].url = 'http://example.com/video.mp4';
    const bad = await patch({ videos, tokens: { pricePerSms: 400, vaBank: 'BCA' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('YouTube');
    expect((await patch({ colour: 'red' })).statusCode).toBe(400);
    expect((await patch({ walletLimits: { cashinMin: 50_000, cashinMax: 10_000, cashoutMin: 1, cashoutMax: 2 } })).statusCode).toBe(400);
    expect((await patch({ loan: { fee: 2, admin: 0, periode: 30, creditlimit: 1 } })).statusCode).toBe(400);
    const channels = structuredClone(before.walletChannels);
    channels.pop();
    const dropped = await patch({ walletChannels: channels });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().errors).toHaveProperty('walletChannels');
    expect(await settings()).toEqual(before);
  });

  it('money defaults and the order page are what the modules read', async () => {
    const s = await settings();
    const walletChannels = s.walletChannels.map((c: { code: string }) => (c.code === 'VA-BCA' ? { ...c, fee: 2500 } : c));
    const res = await patch({
      walletChannels,
      tokens: { pricePerSms: 400, vaBank: 'BNI' },
      loan: { fee: '0.02', admin: '1500', periode: 14, creditlimit: 20_000_000 },
      bayartempo: { cashoutFee: 7000, totalLimit: 5_000_000 },
      orderPage: { banks: [{ bank: 'BRI', accountno: '0001', accountname: 'PT Konsol' }], contact: { name: 'WA', phone: '0812', url: '' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const operator = await createTenant(app);
    const channels = (await call(operator, 'GET', '/api/channel')).json().data;
    expect(channels.find((c: { code: string }) => c.code === 'VA-BCA').fee).toBe(2500);
    expect((await call(operator, 'GET', '/api/irmacapital/setting')).json().data).toEqual({
      fee: 0.02,
      admin: 1500,
      periode: 14,
      creditlimit: 20_000_000,
    });
    expect((await call(operator, 'GET', '/api/backoffice/tokensms/payment-info')).json().data.banks).toEqual([
      { bank: 'BRI', accountno: '0001', accountname: 'PT Konsol' },
    ]);
  });

  it('require2fa sends every user without two-factor to enrolment; the administrator must have it first', async () => {
    expect((await patch({ require2fa: true })).statusCode).toBe(422);
    const setup = (await call(admin, 'POST', '/api/account/2fa/setup')).json().data;
    expect((await call(admin, 'POST', '/api/account/2fa/enable', { code: totpNow(setup.secret) })).statusCode).toBe(200);
    expect((await patch({ require2fa: true })).statusCode).toBe(200);

    const operator = await createTenant(app);
    expect((await call(operator, 'GET', '/api/wallet')).statusCode).toBe(403);
    const me = (await call(operator, 'GET', '/api/getme')).json().data;
    expect(me.mustEnrol2fa).toBe(true);
    expect((await call(admin, 'GET', '/api/admin/settings')).statusCode).toBe(200);

    expect((await patch({ require2fa: false })).statusCode).toBe(200);
    expect((await call(operator, 'GET', '/api/wallet')).statusCode).toBe(200);
  });
});
