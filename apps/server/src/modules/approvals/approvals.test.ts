import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTenant, type TestTenant } from '../../test/factories.js';
import { cashoutInProses, expectLedgersBalanced, fundWallet, otpFor, verifiedAccount } from '../../test/money-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('administrator approvals', () => {
  let app: TestApp;
  let admin: TestTenant;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  it('lists what waits across servers, decides each once, audits every decision; operators get 403', async () => {
    const a = await createTenant(app);
    const b = await createTenant(app);
    // A bank account waiting for verification on server A.
    await app.inject({ method: 'GET', url: '/api/wallet/otp?detail=add_bank', headers: a.headers });
    const code = await app.smtp.waitFor(a.email, /: (\d{6})/);
    const bank = await app.inject({
      method: 'POST',
      url: '/api/wallet/bank',
      headers: a.headers,
      payload: { bankid: 2, accountno: '1370012345678', accountname: 'Siti Rahma', otp: code },
    });
    expect(bank.statusCode, bank.body).toBe(200);
    // A cash-out in Proses on server B.
    await fundWallet(app, b, 80_000);
    const co = await cashoutInProses(app, b, 30_000);

    for (const kind of ['banks', 'cashouts', 'tokensms-orders']) {
      expect((await app.inject({ method: 'GET', url: `/api/admin/approvals/${kind}`, headers: a.headers })).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/approvals/banks' })).statusCode).toBe(401);

    const counts = await app.inject({ method: 'GET', url: '/api/admin/approvals', headers: admin.headers });
    expect(counts.json().data).toMatchObject({ banks: 1, cashouts: 1 });
    const banks = await app.inject({ method: 'GET', url: '/api/admin/approvals/banks', headers: admin.headers });
    expect(banks.json().data.content).toEqual([
      expect.objectContaining({ id: bank.json().data.id, bank: 'MANDIRI', serverid: a.serverCode, namaserver: `Server ${a.serverCode}` }),
    ]);
    const cashouts = await app.inject({
      method: 'GET',
      url: `/api/admin/approvals/cashouts?search=${b.serverCode}`,
      headers: admin.headers,
    });
    expect(cashouts.json().data.content).toEqual([
      expect.objectContaining({ id: co.id, amount: 30_000, serverid: b.serverCode, balance: 50_000 }),
    ]);

    const reject = await app.inject({
      method: 'POST',
      url: `/api/admin/wallet/bank/${bank.json().data.id}/verify`,
      headers: admin.headers,
      payload: { approve: false, reason: 'Nama tidak sesuai KTP' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(reject.json()).toMatchObject({
      msg: 'The bank account was rejected',
      data: { status: 2, statusName: 'Ditolak', reason: 'Nama tidak sesuai KTP' },
    });
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/wallet/bank/${bank.json().data.id}/verify`,
      headers: admin.headers,
      payload: { approve: true },
    });
    expect(again.statusCode).toBe(409);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/wallet/bank/999999/verify',
          headers: admin.headers,
          payload: { approve: true },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/admin/wallet/bank/${bank.json().data.id}/verify`,
          headers: admin.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(400);

    const done = await app.inject({
      method: 'POST',
      url: `/api/admin/wallet/cashout/${co.id}/complete`,
      headers: admin.headers,
      payload: { status: '1' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const left = await app.inject({ method: 'GET', url: '/api/admin/approvals', headers: admin.headers });
    expect(left.json().data).toMatchObject({ banks: 0, cashouts: 0 });

    const audit = await app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'server_id', 'actor_user_id'])
      .where('action', 'in', ['wallet.bank.reject', 'wallet.cashout.success'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'wallet.bank.reject', server_id: a.serverPk, actor_user_id: admin.userId },
      { action: 'wallet.cashout.success', server_id: b.serverPk, actor_user_id: admin.userId },
    ]);
    await expectLedgersBalanced(app);
  });

  it('two administrators completing one cash-out at once: one wins, the money moves once', async () => {
    const t = await createTenant(app);
    await fundWallet(app, t, 60_000);
    const bankId = await verifiedAccount(app, t);
    const co = await app.inject({
      method: 'POST',
      url: '/api/wallet/cashout',
      headers: t.headers,
      payload: { id: bankId, amount: 60_000, otp: await otpFor(app, t, 'cash_out') },
    });
    const id = co.json().data.id as number;
    const answers = await Promise.all(
      [2, 2, 1, 2, 1].map((status) =>
        app.inject({ method: 'POST', url: `/api/admin/wallet/cashout/${id}/complete`, headers: admin.headers, payload: { status } }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(4);
    const w = (await app.inject({ method: 'GET', url: '/api/wallet', headers: t.headers })).json().data;
    const won = answers.find((r) => r.statusCode === 200)!.json().data.status;
    expect(w).toMatchObject({ balance: won === 2 ? 60_000 : 0, pendingcashout: 0 });
    await expectLedgersBalanced(app);
  });
});
