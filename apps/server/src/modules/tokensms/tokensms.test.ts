import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso, wibToday } from '../../lib/time.js';
import { createAdmin, createTenant, type TestTenant } from '../../test/factories.js';
import { expectLedgersBalanced, signedCallback } from '../../test/money-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('SMS tokens', () => {
  let app: TestApp;
  let admin: TestTenant;
  let pkg100: number;
  let pkg500: number;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    const add = async (name: string, jmltoken: number, price: number) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/tokensms/denom',
        headers: admin.headers,
        payload: { name, jmltoken, price },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.id as number;
    };
    pkg100 = await add('Paket 100', 100, 35_000);
    pkg500 = await add('Paket 500', 500, 150_000);
    await add('Paket 1000', 1000, 275_000);
  });
  afterAll(() => app.close());

  const order = (t: TestTenant, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/backoffice/tokensms/order', headers: { ...t.headers, ...headers }, payload });
  const tokenBalance = async (t: TestTenant) =>
    (await app.inject({ method: 'GET', url: '/api/backoffice/tokensms/balance', headers: t.headers })).json().data.balance as number;

  it('packages: the administrator manages them, operators see the active ones', async () => {
    const t = await createTenant(app);
    const list = await app.inject({ method: 'GET', url: '/api/backoffice/tokensms/denom', headers: t.headers });
    expect(list.json().data.slice(0, 3)).toEqual([
      { id: pkg100, name: 'Paket 100', jmltoken: 100, jumlahToken: 100, price: 35_000, status: 1 },
      { id: pkg500, name: 'Paket 500', jmltoken: 500, jumlahToken: 500, price: 150_000, status: 1 },
      expect.objectContaining({ jmltoken: 1000, price: 275_000 }),
    ]);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/tokensms/denom',
          headers: t.headers,
          payload: { name: 'x', jmltoken: 1, price: 1 },
        })
      ).statusCode,
    ).toBe(403);
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/admin/tokensms/denom',
      headers: admin.headers,
      payload: { jmltoken: 0, price: -1 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({ name: 'Package name is required', jmltoken: 'Token count is 1 to 1,000,000' });

    const temp = await app.inject({
      method: 'POST',
      url: '/api/admin/tokensms/denom',
      headers: admin.headers,
      payload: { name: 'Promo', jmltoken: 50, price: 20_000 },
    });
    const id = temp.json().data.id as number;
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/admin/tokensms/denom/${id}`,
      headers: admin.headers,
      payload: { price: 18_000, status: 0 },
    });
    expect(patched.json().data).toMatchObject({ price: 18_000, status: 0 });
    const visible = await app.inject({ method: 'GET', url: '/api/backoffice/tokensms/denom', headers: t.headers });
    expect(visible.json().data.map((p: { id: number }) => p.id)).not.toContain(id);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/tokensms/denom/${id}`, headers: admin.headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/tokensms/denom/${id}`, headers: admin.headers })).statusCode).toBe(404);
    const all = await app.inject({ method: 'GET', url: '/api/admin/tokensms/denom', headers: admin.headers });
    expect(all.json().data.map((p: { id: number }) => p.id)).not.toContain(id);
  });

  it('order: invoice, tokens and amount to pay with a VA; listed with totals; paid by the VA callback, tokens credited once', async () => {
    const t = await createTenant(app);
    const res = await order(t, { paketid: pkg100, amount: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Order Created Successfully');
    const o = res.json().data;
    expect(o).toMatchObject({
      paketId: pkg100,
      quantity: 2,
      totaltokensms: 200,
      price: 70_000,
      status: 0,
      statusName: 'Menunggu Pembayaran',
      bank: 'BCA',
      paidat: null,
    });
    expect(o.invoice).toMatch(/^INV\d{20}$/);
    expect(o.nova).toMatch(/^39001\d{11}$/);
    await order(t, { paketid: pkg500 });

    const list = await app.inject({
      method: 'GET',
      url: `/api/backoffice/tokensms/order?awal=${wibToday()}&akhir=${wibToday()}&sort=price,asc`,
      headers: t.headers,
    });
    expect(list.json().data).toMatchObject({ totalElements: 2, ordertotal: 2, totaltoken: 700, totalamountorder: 220_000 });
    expect(list.json().data.content.map((x: { price: number }) => x.price)).toEqual([70_000, 150_000]);
    const search = await app.inject({ method: 'GET', url: `/api/backoffice/tokensms/order?search=${o.invoice}`, headers: t.headers });
    expect(search.json().data).toMatchObject({ totalElements: 1, totaltoken: 200 });
    const detail = await app.inject({ method: 'GET', url: `/api/backoffice/tokensms/order/${o.id}`, headers: t.headers });
    expect(detail.json().data).toMatchObject({ id: o.id, invoice: o.invoice, nova: o.nova, price: 70_000 });

    const call = signedCallback(app, { event: 'va.paid', va: o.nova, amount: 70_000, reff: 'TS-PAY-1', paid_at: nowIso() });
    const paid = await Promise.all([app.inject(call), app.inject(call), app.inject(call)]);
    expect(paid.map((p) => p.statusCode)).toEqual([200, 200, 200]);
    expect(await tokenBalance(t)).toBe(200);
    const after = await app.inject({ method: 'GET', url: `/api/backoffice/tokensms/order/${o.id}`, headers: t.headers });
    expect(after.json().data).toMatchObject({ status: 1, statusName: 'Sukses' });
    expect(after.json().data.paidat).not.toBeNull();
    const dashboard = await app.inject({ method: 'GET', url: '/api/backoffice/console/dashboard', headers: t.headers });
    expect(dashboard.json().data.tokensms).toBe(200);
    await expectLedgersBalanced(app);
  });

  it('order: validation, unknown package 404, Idempotency-Key', async () => {
    const t = await createTenant(app);
    expect((await order(t, {})).json().errors.paketid).toBe('Choose a package');
    expect((await order(t, { paketid: pkg100, amount: 0 })).json().errors.amount).toBe('Quantity is 1 to 1000');
    expect((await order(t, { paketid: 999_999 })).statusCode).toBe(404);
    const once = await Promise.all([1, 2, 3].map(() => order(t, { paketid: pkg100, amount: 1 }, { 'idempotency-key': 'order-1' })));
    expect(new Set(once.map((r) => r.body)).size).toBe(1);
    const rows = await app.ctx.db.selectFrom('tokensms_orders').select('id').where('server_id', '=', t.serverPk).execute();
    expect(rows).toHaveLength(1);
  });

  it('the administrator confirms a payment: tokens credited once, the VA closed, audited', async () => {
    const t = await createTenant(app);
    const o = (await order(t, { paketid: pkg500 })).json().data;
    const byOperator = await app.inject({ method: 'POST', url: `/api/admin/tokensms/order/${o.id}/paid`, headers: t.headers });
    expect(byOperator.statusCode).toBe(403);
    const pending = await app.inject({ method: 'GET', url: '/api/admin/approvals/tokensms-orders?size=100', headers: admin.headers });
    expect(pending.json().data.content).toContainEqual(expect.objectContaining({ id: o.id, serverid: t.serverCode }));

    const confirm = await app.inject({ method: 'POST', url: `/api/admin/tokensms/order/${o.id}/paid`, headers: admin.headers });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().data.status).toBe(1);
    expect(await tokenBalance(t)).toBe(500);
    expect((await app.inject({ method: 'POST', url: `/api/admin/tokensms/order/${o.id}/paid`, headers: admin.headers })).statusCode).toBe(
      409,
    );
    expect((await app.inject({ method: 'POST', url: '/api/admin/tokensms/order/999999/paid', headers: admin.headers })).statusCode).toBe(
      404,
    );

    const late = await app.inject(
      signedCallback(app, { event: 'va.paid', va: o.nova, amount: 150_000, reff: 'TS-LATE', paid_at: nowIso() }),
    );
    expect(late.json().data.outcome).toBe('already_paid');
    expect(await tokenBalance(t)).toBe(500);
    const audit = await app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('entity', '=', 'tokensms_order')
      .where('entity_id', '=', String(o.id))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'tokensms.order', actor_email: t.email },
      { action: 'tokensms.order.paid', actor_email: admin.email },
    ]);
    await expectLedgersBalanced(app);
  });

  it('payment info: the two company accounts and the messaging contact', async () => {
    const t = await createTenant(app);
    const res = await app.inject({ method: 'GET', url: '/api/backoffice/tokensms/payment-info', headers: t.headers });
    expect(res.json().data.banks).toHaveLength(2);
    expect(res.json().data.contact.url).toMatch(/^https:\/\/wa\.me\//);
  });

  it("another server's operator gets 404 for an order and never sees it", async () => {
    const owner = await createTenant(app);
    const other = await createTenant(app);
    const o = (await order(owner, { paketid: pkg100 })).json().data;
    expect((await app.inject({ method: 'GET', url: `/api/backoffice/tokensms/order/${o.id}`, headers: other.headers })).statusCode).toBe(
      404,
    );
    const list = await app.inject({ method: 'GET', url: '/api/backoffice/tokensms/order', headers: other.headers });
    expect(list.json().data).toMatchObject({ totalElements: 0, ordertotal: 0, totaltoken: 0, totalamountorder: 0 });
  });

  describe('the app sends OTP SMS with tokens', () => {
    let t: TestTenant;
    const send = (phone: string, key?: string, appcode = t.serverCode) =>
      app.inject({ method: 'POST', url: `/api/public/apps/${appcode}/otp`, headers: { 'x-app-key': key ?? t.appkey }, payload: { phone } });
    const lastSms = () => app.ctx.sms.sent[app.ctx.sms.sent.length - 1]!;

    beforeAll(async () => {
      t = await createTenant(app);
    });

    it('refuses a wrong key (401), a deactivated server (403) and an empty token balance (422)', async () => {
      expect((await send('081234567890', 'wrong-key')).statusCode).toBe(401);
      expect((await send('081234567890', undefined, 'NOSUCHAPP')).statusCode).toBe(401);
      const noTokens = await send('081234567890');
      expect(noTokens.statusCode).toBe(422);
      expect(noTokens.json().msg).toBe('No SMS tokens left, please buy tokens');
      const off = await createTenant(app, { status: 0 });
      expect((await send('081234567890', off.appkey, off.serverCode)).statusCode).toBe(403);
      const history = await app.inject({ method: 'GET', url: '/api/backoffice/tokensms/history', headers: t.headers });
      expect(history.json().data.totalElements).toBe(0);
    });

    it('sends, spends one token per SMS, records history, verifies the code; the phone’s daily maximum holds', async () => {
      const o = (await order(t, { paketid: pkg100 })).json().data;
      await app.inject({ method: 'POST', url: `/api/admin/tokensms/order/${o.id}/paid`, headers: admin.headers });
      expect(await tokenBalance(t)).toBe(100);

      const sent = await send('+62 812-3456-7890');
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().data).toMatchObject({ phone: '081234567890', sisa: 99 });
      const sms = lastSms();
      expect(sms).toMatchObject({ to: '081234567890', senderId: t.serverCode.slice(0, 11) });
      const code = sms.text.match(/^(\d{6}) adalah kode OTP/)![1]!;

      const verify = (otp: string) =>
        app.inject({
          method: 'POST',
          url: `/api/public/apps/${t.serverCode}/otp/verify`,
          headers: { 'x-app-key': t.appkey },
          payload: { phone: '081234567890', otp },
        });
      const wrong = await verify(code === '000000' ? '111111' : '000000');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().msg).toBe('Wrong OTP, 4 tries left');
      expect((await verify(code)).statusCode).toBe(200);
      expect((await verify(code)).statusCode).toBe(422);

      // maxotp is 2 per phone per WIB day: the second passes, the third is refused (whatever the number's spelling).
      expect((await send('6281234567890')).statusCode).toBe(200);
      const third = await send('081234567890');
      expect(third.statusCode).toBe(429);
      expect(third.json().msg).toBe("This phone number reached today's OTP limit");
      expect((await send('081298765432')).statusCode).toBe(200);
      expect(await tokenBalance(t)).toBe(97);

      const history = await app.inject({ method: 'GET', url: '/api/backoffice/tokensms/history?sort=id,asc', headers: t.headers });
      expect(history.json().data.content).toEqual([
        expect.objectContaining({
          phone: '081234567890',
          amount: 1,
          totaltokensms: 100,
          sisa: 99,
          price: 350,
          status: 1,
          statusName: 'Sukses',
          senderid: t.serverCode.slice(0, 11),
        }),
        expect.objectContaining({ phone: '081234567890', sisa: 98 }),
        expect.objectContaining({ phone: '081298765432', sisa: 97 }),
      ]);
      await expectLedgersBalanced(app);
    });

    it('a gateway failure gives the token and the day’s count back (502) and the code never works', async () => {
      const before = await tokenBalance(t);
      const real = app.ctx.sms.send;
      app.ctx.sms.send = async () => {
        throw new Error('gateway down');
      };
      try {
        const failed = await send('081355554444');
        expect(failed.statusCode).toBe(502);
        expect(failed.json().msg).toBe('The SMS could not be sent; the token was returned');
      } finally {
        app.ctx.sms.send = real;
      }
      expect(await tokenBalance(t)).toBe(before);
      const rows = await app.ctx.db
        .selectFrom('tokensms_history')
        .select('status')
        .where('server_id', '=', t.serverPk)
        .where('phone', '=', '081355554444')
        .execute();
      expect(rows).toEqual([{ status: 2 }]);
      // The failed SMS did not use up one of the two sends of the day.
      expect((await send('081355554444')).statusCode).toBe(200);
      expect((await send('081355554444')).statusCode).toBe(200);
      expect((await send('081355554444')).statusCode).toBe(429);
      await expectLedgersBalanced(app);
    });

    it('parallel sends never spend more tokens than there are', async () => {
      const u = await createTenant(app);
      await app.ctx.db.updateTable('apps').set({ maxotp: 100 }).where('server_id', '=', u.serverPk).execute();
      const o = (await order(u, { paketid: pkg100 })).json().data;
      await app.inject({ method: 'POST', url: `/api/admin/tokensms/order/${o.id}/paid`, headers: admin.headers });
      // Spend down to 5 tokens, then ask for 12 SMS at once.
      await app.ctx.db.transaction().execute(async (trx) => {
        const { tokensmsRepository } = await import('./tokensms.repository.js');
        await tokensmsRepository(app.ctx.db).move(trx, u.serverPk, -95, { type: 'test', id: 0, description: 'test spend' });
      });
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          app.inject({
            method: 'POST',
            url: `/api/public/apps/${u.serverCode}/otp`,
            headers: { 'x-app-key': u.appkey },
            payload: { phone: `0812000000${String(i).padStart(2, '0')}` },
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
      expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(7);
      expect(await tokenBalance(u)).toBe(0);
      await expectLedgersBalanced(app);
    });
  });
});
