import type { TrendDay } from '@konsol/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wibLastDays, wibToday } from '../../lib/time.js';
import { createAdmin, createTenant, type TestTenant } from '../../test/factories.js';
import { insertRows } from '../../test/list-rows.js';
import { cashoutInProses, fundWallet, otpFor, verifiedAccount } from '../../test/money-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { topupService } from '../topup/topup.service.js';

describe('insight: trends and the platform overview', () => {
  let app: TestApp;
  let admin: TestTenant;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  const get = async (url: string, headers: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const serverDays = async (t: TestTenant, days = 7): Promise<TrendDay[]> =>
    (await get(`/api/backoffice/console/trends?days=${days}`, t.headers)).days;
  const platformDays = async (days = 7): Promise<TrendDay[]> => (await get(`/api/admin/trends?days=${days}`, admin.headers)).days;
  const today = (days: TrendDay[]) => days[days.length - 1]!;
  const zero = { topupCount: 0, topupAmount: 0, cashin: 0, cashout: 0, tokensSpent: 0, activeAgents: 0 };

  it('answers every WIB day of the span, oldest first, zeros included', async () => {
    const t = await createTenant(app);
    for (const span of [7, 30, 90]) {
      const days = await serverDays(t, span);
      expect(days.map((d) => d.date)).toEqual(wibLastDays(span));
      expect(days.every((d) => Object.entries(zero).every(([k, v]) => d[k as keyof TrendDay] === v))).toBe(true);
      expect((await platformDays(span)).map((d) => d.date)).toEqual(wibLastDays(span));
    }
    expect(today(await serverDays(t)).date).toBe(wibToday());
  });

  it("counts a server's successful top-ups by WIB day, its distinct resellers, and never another server's", async () => {
    const a = await createTenant(app);
    const b = await createTenant(app);
    const before = today(await platformDays());
    const topups = topupService(app.ctx);
    const now = new Date().toISOString();
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await topups.recordTopups(a.serverPk, [
      { reff: 'T1', channelname: 'VA-BCA', amount: 100_000, status: 1, reseller: 'R1', waktu: now },
      { reff: 'T2', channelname: 'VA-BCA', amount: 50_000, status: 1, reseller: 'R1', waktu: now },
      { reff: 'T3', channelname: 'VA-BCA', amount: 25_000, status: 1, reseller: 'R2', waktu: now },
      { reff: 'T4', channelname: 'VA-BCA', amount: 999_000, status: 0, reseller: 'R3', waktu: now },
      { reff: 'T5', channelname: 'VA-BCA', amount: 40_000, status: 1, reseller: 'R3', waktu: threeDaysAgo },
    ]);
    // The same reseller code on another server is another reseller.
    await topups.recordTopups(b.serverPk, [{ reff: 'T1', channelname: 'VA-BNI', amount: 7_000, status: 1, reseller: 'R1', waktu: now }]);

    const days = await serverDays(a);
    expect(today(days)).toMatchObject({ topupCount: 3, topupAmount: 175_000, activeAgents: 2 });
    expect(days.find((d) => d.date === wibToday(Date.parse(threeDaysAgo)))).toMatchObject({
      topupCount: 1,
      topupAmount: 40_000,
      activeAgents: 1,
    });
    expect(days.reduce((s, d) => s + d.topupCount, 0)).toBe(4);
    expect(today(await serverDays(b))).toMatchObject({ topupCount: 1, topupAmount: 7_000, activeAgents: 1 });

    const after = today(await platformDays());
    expect(after.topupCount - before.topupCount).toBe(4);
    expect(after.topupAmount - before.topupAmount).toBe(182_000);
    expect(after.activeAgents - before.activeAgents).toBe(3);
  });

  it("the dashboard's Agen Aktif Hari ini is the trend's active agents of today; a past day keeps its agents", async () => {
    const t = await createTenant(app);
    const key = (await app.inject({ method: 'POST', url: `/api/admin/mitra/${t.serverPk}/rotate-key`, headers: admin.headers })).json().data
      .server_key as string;
    const now = Date.now();
    const iso = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();
    const push = async (items: object[]) => {
      const res = await app.inject({ method: 'PUT', url: '/api/engine/resellers', headers: { 'x-server-key': key }, payload: { items } });
      expect(res.statusCode, res.body).toBe(200);
    };
    // Two active today by the engine's word, one by a top-up only, one two days ago (active again today later).
    await push([
      { kode: 'A1', nama: 'Satu', last_activity: iso(0) },
      { kode: 'A2', nama: 'Dua', last_activity: iso(0) },
      { kode: 'A3', nama: 'Tiga', last_activity: iso(2) },
      { kode: 'A4', nama: 'Empat' },
    ]);
    await topupService(app.ctx).recordTopups(t.serverPk, [
      { reff: 'AK1', channelname: 'VA-BCA', amount: 10_000, status: 1, reseller: 'A4', waktu: iso(0) },
    ]);
    await push([{ kode: 'A3', nama: 'Tiga', last_activity: iso(0) }]);
    const card = (await get('/api/backoffice/console/dashboard', t.headers)).agenaktiftoday;
    const days = await serverDays(t);
    expect(card).toBe(4);
    expect(today(days).activeAgents).toBe(card);
    expect(days.find((d) => d.date === wibToday(now - 2 * 86_400_000))!.activeAgents).toBe(1);
  });

  it('keeps a past day once added up, and a change to its rows is seen at once (server and platform)', async () => {
    const t = await createTenant(app);
    const topups = topupService(app.ctx);
    const when = new Date(Date.now() - 5 * 86_400_000).toISOString();
    const day = wibToday(Date.parse(when));
    const serverDay = async () => (await serverDays(t)).find((d) => d.date === day)!;
    const platformDay = async () => (await platformDays()).find((d) => d.date === day)!;
    const item = { reff: 'K1', channelname: 'VA-BCA', amount: 30_000, status: 1, reseller: 'R1', waktu: when };
    const platformBefore = await platformDay();
    await topups.recordTopups(t.serverPk, [item]);
    expect(await serverDay()).toMatchObject({ topupCount: 1, topupAmount: 30_000, activeAgents: 1 });
    expect((await platformDay()).topupAmount).toBe(platformBefore.topupAmount + 30_000);
    const kept = () =>
      app.ctx.db.selectFrom('insight_days').select('server_id').where('day', '=', day).where('server_id', 'in', [0, t.serverPk]).execute();
    expect(await kept()).toHaveLength(2);

    // The provider turns it failed later: the kept days are dropped with the change, then added up again.
    await topups.recordTopups(t.serverPk, [{ ...item, status: 0 }]);
    expect(await kept()).toHaveLength(0);
    // The reseller was active that day all the same (an attempt is activity): one meaning with the dashboard's card.
    expect(await serverDay()).toMatchObject({ topupCount: 0, topupAmount: 0, activeAgents: 1 });
    expect((await platformDay()).topupAmount).toBe(platformBefore.topupAmount);
    // today is never kept: its rows still come
    expect(await app.ctx.db.selectFrom('insight_days').select('day').where('day', '>=', wibToday()).execute()).toEqual([]);
  });

  it('moves cash-in today by exactly a signed cash-in, cash-out by a completed cash-out, tokens by OTP SMS', async () => {
    const t = await createTenant(app);
    const other = await createTenant(app);
    const overviewBefore = (await get('/api/admin/overview', admin.headers)).money;
    const platformBefore = today(await platformDays());

    await fundWallet(app, t, 250_000);
    const co = await cashoutInProses(app, t, 60_000);
    // A cash-out still in Proses is not money out yet.
    expect(today(await serverDays(t)).cashout).toBe(0);
    const done = await app.inject({
      method: 'POST',
      url: `/api/admin/wallet/cashout/${co.id}/complete`,
      headers: admin.headers,
      payload: { status: 1 },
    });
    expect(done.statusCode, done.body).toBe(200);
    const now = new Date().toISOString();
    // Sukses and Proses took their token; a Gagal one had it given back.
    await insertRows(app.ctx.db, 'tokensms_history', t.serverPk, 3, (i) => ({
      phone: `081${i + 1}`,
      sisa: 9,
      totaltokensms: 10,
      price: 0,
      status: [1, 0, 2][i],
      created_at: now,
      updated_at: now,
    }));

    expect(today(await serverDays(t, 30))).toMatchObject({ cashin: 250_000, cashout: 60_000, tokensSpent: 2 });
    expect(today(await serverDays(other))).toMatchObject({ date: wibToday(), ...zero });

    const platformAfter = today(await platformDays());
    expect(platformAfter.cashin - platformBefore.cashin).toBe(250_000);
    expect(platformAfter.cashout - platformBefore.cashout).toBe(60_000);
    expect(platformAfter.tokensSpent - platformBefore.tokensSpent).toBe(2);

    const overviewAfter = (await get('/api/admin/overview', admin.headers)).money;
    for (const k of ['today', 'days7', 'days30'] as const) {
      expect(overviewAfter.cashin[k] - overviewBefore.cashin[k]).toBe(250_000);
      expect(overviewAfter.cashout[k] - overviewBefore.cashout[k]).toBe(60_000);
    }
    expect(overviewAfter.walletBalance - overviewBefore.walletBalance).toBe(190_000);
  });

  it('gives the platform overview: servers, resellers, money owed and the approvals the approvals page counts', async () => {
    const before = await get('/api/admin/overview', admin.headers);
    const t = await createTenant(app);
    const r = await app.inject({ method: 'POST', url: '/api/reseller/', headers: t.headers, payload: { kode: 'R9', nama: 'Agen R9' } });
    expect(r.statusCode, r.body).toBe(200);
    await fundWallet(app, t, 100_000);
    const co = await app.inject({
      method: 'POST',
      url: '/api/wallet/cashout',
      headers: t.headers,
      payload: { id: await verifiedAccount(app, t), amount: 30_000, otp: await otpFor(app, t, 'cash_out') },
    });
    expect(co.statusCode, co.body).toBe(200);

    const after = await get('/api/admin/overview', admin.headers);
    expect(after.servers.total - before.servers.total).toBe(1);
    expect(after.servers.active - before.servers.active).toBe(1);
    expect(after.servers.newThisMonth - before.servers.newThisMonth).toBe(1);
    expect(after.resellers - before.resellers).toBe(1);
    expect(after.money.cashoutsPending.count - before.money.cashoutsPending.count).toBe(1);
    expect(after.money.cashoutsPending.amount - before.money.cashoutsPending.amount).toBe(30_000);
    expect(after.approvals).toEqual(await get('/api/admin/approvals', admin.headers));
    expect(after.approvals.cashouts).toBe(after.money.cashoutsPending.count);
  });

  it('refuses a span other than 7, 30 or 90, and the platform paths to an operator', async () => {
    const t = await createTenant(app);
    for (const q of ['days=14', 'days=abc', '', 'days=7.5']) {
      for (const [url, headers] of [
        ['/api/backoffice/console/trends', t.headers],
        ['/api/admin/trends', admin.headers],
      ] as const) {
        const res = await app.inject({ method: 'GET', url: `${url}?${q}`, headers: { ...headers, 'accept-language': 'en' } });
        expect(res.statusCode, `${url}?${q}`).toBe(400);
        expect(res.json().msg).toBe('days must be 7, 30 or 90');
      }
    }
    for (const url of ['/api/admin/overview', '/api/admin/trends?days=7']) {
      expect((await app.inject({ method: 'GET', url, headers: t.headers })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
