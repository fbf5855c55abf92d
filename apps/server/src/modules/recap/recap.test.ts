import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { randomToken } from '../../lib/crypto.js';
import { isoIn, wibDayRange, wibToday } from '../../lib/time.js';
import { createAdmin, createTenant, type TestTenant } from '../../test/factories.js';
import { cashoutInProses, signedCallback } from '../../test/money-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { topupService } from '../topup/topup.service.js';
import { recapService } from './recap.service.js';

const HOUR = 3_600_000;

describe('daily recap e-mail', () => {
  let app: TestApp;
  let admin: TestTenant;
  beforeAll(async () => {
    app = await createTestApp();
    // The app's own worker schedules recaps by the real clock, past 07:00 WIB for most of a UTC day: stopped here,
    // after its first look, so only the clock each test hands `schedule` counts, and jobs run when a test drains.
    await app.ctx.jobs.stop();
    await app.ctx.jobs.drain();
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  // Today's WIB clock at a given hour, whatever the real time: the schedule is handed its "now".
  const todayAt = (hour: number) => Date.parse(wibDayRange(wibToday()).from) + hour * HOUR;
  const yesterdayAt = (hour: number) => new Date(todayAt(hour) - 24 * HOUR).toISOString();

  const setRecap = (t: TestTenant, dailyRecap: boolean) =>
    app.inject({ method: 'PUT', url: '/api/backoffice/recap', headers: t.headers, payload: { dailyRecap } });
  const recapMails = (to: string) =>
    app.ctx.db
      .selectFrom('mails')
      .select(['subject', 'status'])
      .where('purpose', '=', 'daily-recap')
      .where('to_address', '=', to)
      .execute();

  it('an owner turns it on and off, audited; other roles may not', async () => {
    const t = await createTenant(app);
    const get = () => app.inject({ method: 'GET', url: '/api/backoffice/recap', headers: t.headers });
    expect((await get()).json().data).toEqual({ dailyRecap: false });
    const on = await setRecap(t, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ msg: 'The daily recap will be sent at 07:00 WIB', data: { dailyRecap: true } });
    expect((await get()).json().data).toEqual({ dailyRecap: true });
    expect((await setRecap(t, false)).json().msg).toBe('The daily recap is off');
    const trail = await app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'before_json', 'after_json'])
      .where('server_id', '=', t.serverPk)
      .where('action', '=', 'recap.setting')
      .orderBy('id')
      .execute();
    expect(trail.map((r) => [r.actor_user_id, JSON.parse(r.before_json!), JSON.parse(r.after_json!)])).toEqual([
      [t.userId, { dailyRecap: false }, { dailyRecap: true }],
      [t.userId, { dailyRecap: true }, { dailyRecap: false }],
    ]);
    expect((await setRecap(t, 'yes' as unknown as boolean)).statusCode).toBe(400);

    const viewer = await createTenant(app, { role: 'viewer' });
    expect((await setRecap(viewer, true)).statusCode).toBe(403);
  });

  it("mails yesterday's figures and what waits, once per WIB day however often and wherever it is scheduled", async () => {
    const t = await createTenant(app);
    const quiet = await createTenant(app);
    const other = await createTenant(app);
    expect((await setRecap(t, true)).statusCode).toBe(200);

    // Yesterday (WIB): two successful top-ups by two agents, a failed one, and a signed cash-in of a known amount;
    // today's and another server's do not count.
    await topupService(app.ctx).recordTopups(t.serverPk, [
      { reff: 'Y1', channelname: 'VA-BCA', amount: 120_000, status: 1, reseller: 'R1', waktu: yesterdayAt(9) },
      { reff: 'Y2', channelname: 'VA-BCA', amount: 30_000, status: 1, reseller: 'R2', waktu: yesterdayAt(20) },
      { reff: 'Y3', channelname: 'VA-BCA', amount: 999_000, status: 0, reseller: 'R3', waktu: yesterdayAt(10) },
      { reff: 'T1', channelname: 'VA-BCA', amount: 77_000, status: 1, reseller: 'R1', waktu: new Date(todayAt(1)).toISOString() },
    ]);
    await topupService(app.ctx).recordTopups(other.serverPk, [
      { reff: 'Y1', channelname: 'VA-BCA', amount: 5_000, status: 1, reseller: 'R1', waktu: yesterdayAt(9) },
    ]);
    const cashin = await app.inject({
      method: 'POST',
      url: '/api/wallet/cashin',
      headers: t.headers,
      payload: { channel: 'VA-BCA', amount: 250_000 },
    });
    expect(cashin.statusCode, cashin.body).toBe(200);
    const { va, total } = cashin.json().data as { va: string; total: number };
    const paid = await app.inject(
      signedCallback(app, { event: 'va.paid', va, amount: total, reff: `PAY-${randomToken(8)}`, paid_at: yesterdayAt(11) }),
    );
    expect(paid.json().data.outcome, paid.body).toBe('applied');

    // Waiting: a cash-out in Proses, a deletion request, and an unpaid pay-later bill already past due.
    await cashoutInProses(app, t, 60_000);
    await app.inject({ method: 'POST', url: '/api/reseller/', headers: t.headers, payload: { kode: 'R9001', nama: 'Agen Hapus' } });
    const del = await app.inject({
      method: 'POST',
      url: `/api/public/apps/${t.serverCode}/account-deletion`,
      headers: { 'x-app-key': t.appkey },
      payload: { id_reseller: 'R9001', uuid: 'device-1' },
    });
    expect(del.statusCode, del.body).toBe(200);
    const bill = await app.inject({
      method: 'POST',
      url: '/api/admin/bayartempo/serpulbills',
      headers: admin.headers,
      payload: {
        server: t.serverCode,
        amount: 300_000,
        fee: 2500,
        expiredAt: isoIn(2 * 86_400_000),
        details: [{ idreseller: 'R0001', resellername: 'Agen Satu', amount: 300_000 }],
      },
    });
    expect(bill.statusCode, bill.body).toBe(200);
    await app.ctx.db
      .updateTable('bills')
      .set({ expired_at: isoIn(-HOUR) })
      .where('id', '=', bill.json().data.id)
      .execute();

    // Another server's waiting items are its own: a token order, a pay-later account and an unpaid bill.
    const pkg = await app.inject({
      method: 'POST',
      url: '/api/admin/tokensms/denom',
      headers: admin.headers,
      payload: { name: 'Paket Rekap', jmltoken: 100, price: 35_000 },
    });
    const order = await app.inject({
      method: 'POST',
      url: '/api/backoffice/tokensms/order',
      headers: other.headers,
      payload: { paketid: pkg.json().data.id },
    });
    expect(order.statusCode, order.body).toBe(200);
    for (const server of [t, other]) {
      const added = await app.inject({
        method: 'POST',
        url: '/api/backoffice/bayartempo/serpul-rekening/add',
        headers: server.headers,
        payload: { bankNo: '1234567890', name: 'BNI' },
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const otherBill = await app.inject({
      method: 'POST',
      url: '/api/admin/bayartempo/serpulbills',
      headers: admin.headers,
      payload: {
        server: other.serverCode,
        amount: 90_000,
        fee: 2500,
        expiredAt: isoIn(-HOUR),
        details: [{ idreseller: 'R0001', resellername: 'Agen Lain', amount: 90_000 }],
      },
    });
    expect(otherBill.statusCode, otherBill.body).toBe(200);

    // Before 07:00 WIB nothing is due.
    const recap = recapService(app.ctx);
    expect(await recap.schedule(todayAt(6.99))).toBe(0);
    expect(await app.ctx.db.selectFrom('jobs').select('id').where('key', '=', `recap:${t.serverPk}:${wibToday()}`).execute()).toEqual([]);

    // At 08:00 twice here, and once by a second instance on the same database: one recap job, one mail.
    const second = await buildApp({
      config: app.ctx.config,
      database: { db: app.ctx.db, dialect: app.ctx.dialect, close: async () => {} },
      logger: false,
    });
    try {
      await recap.schedule(todayAt(8));
      await recapService(second.ctx).schedule(todayAt(8));
      await Promise.all([app.ctx.jobs.drain(), second.ctx.jobs.drain()]);
      await recap.schedule(todayAt(9));
      await Promise.all([app.ctx.jobs.drain(), second.ctx.jobs.drain()]);
    } finally {
      await second.close();
    }
    const jobs = await app.ctx.db
      .selectFrom('jobs')
      .select(['key', 'status'])
      .where('kind', '=', 'recap')
      .where('key', 'like', `recap:${t.serverPk}:%`)
      .execute();
    expect(jobs).toEqual([{ key: `recap:${t.serverPk}:${wibToday()}`, status: 'done' }]);
    expect(await recapMails(t.email)).toHaveLength(1);
    const text = await app.smtp.waitFor(t.email, /(Rekap server[\s\S]*)/);
    expect(app.smtp.mails.filter((m) => m.to.includes(t.email) && m.raw.includes('Rekap server'))).toHaveLength(1);
    const line = (label: string) => text.split(/\r?\n/).find((l) => l.startsWith(`- ${label}`));
    expect(line('Top-up sukses')).toBe('- Top-up sukses: 2 transaksi, Rp 150.000');
    expect(line('Agen aktif')).toBe('- Agen aktif: 2');
    expect(line('Cash-in')).toBe('- Cash-in: Rp 250.000');
    expect(line('Cash-out')).toBe('- Cash-out: Rp 0');
    expect(line('Menunggu persetujuan')).toBe(
      '- Menunggu persetujuan: 2 (pesanan token SMS 0, rekening bank 0, cash-out 1, pengajuan pinjaman 0, ' +
        'tagihan bayar tempo 0, rekening bayar tempo 1, cash-out bayar tempo 0)',
    );
    expect(line('Permintaan hapus akun')).toBe('- Permintaan hapus akun: 1');
    expect(line('Tagihan bayar tempo belum dibayar')).toBe(
      '- Tagihan bayar tempo belum dibayar: 1 (Rp 300.000), lewat jatuh tempo: 1 (Rp 300.000)',
    );

    // A server that did not opt in (and one whose owner turned it off again) gets none.
    expect(await recapMails(quiet.email)).toEqual([]);
    expect(await recapMails(other.email)).toEqual([]);
  });

  it('goes to each active owner in their language, and to nobody once turned off before it was sent', async () => {
    const t = await createTenant(app);
    await app.ctx.db.updateTable('users').set({ lang: 'en' }).where('id', '=', t.userId).execute();
    const invited = await app.inject({
      method: 'POST',
      url: '/api/backoffice/staff/invite',
      headers: t.headers,
      payload: { email: `owner2-${t.serverCode.toLowerCase()}@example.com`, role: 'owner' },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect((await setRecap(t, true)).statusCode).toBe(200);
    await recapService(app.ctx).schedule(todayAt(8));
    await app.ctx.jobs.drain();
    // The invited owner has not accepted yet: only the active one gets it, in English.
    expect(await recapMails(invited.json().data.email)).toEqual([]);
    const [mail] = await recapMails(t.email);
    expect(mail?.subject).toMatch(/^Daily recap of Server /);

    // Turned off between the queueing and the sending: the job finds it off and sends nothing.
    const u = await createTenant(app);
    expect((await setRecap(u, true)).statusCode).toBe(200);
    expect((await setRecap(u, false)).statusCode).toBe(200);
    await app.ctx.jobs.enqueue(app.ctx.db, 'recap', { serverId: u.serverPk, day: wibToday() }, { key: `recap:${u.serverPk}:test` });
    await app.ctx.jobs.drain();
    expect(await app.ctx.db.selectFrom('jobs').select('status').where('key', '=', `recap:${u.serverPk}:test`).execute()).toEqual([
      { status: 'done' },
    ]);
    expect(await recapMails(u.email)).toEqual([]);
  });
});
