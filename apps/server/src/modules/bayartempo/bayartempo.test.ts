import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoIn } from '../../lib/time.js';
import { createAdmin, createTenant, type TestTenant } from '../../test/factories.js';
import { expectLedgersBalanced, fundWallet, walletOf } from '../../test/money-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('pay-later (bayartempo)', () => {
  let app: TestApp;
  let admin: TestTenant;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  const newBill = (t: TestTenant, amount: number, extra: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/bayartempo/serpulbills',
      headers: admin.headers,
      payload: {
        server: t.serverCode,
        amount,
        fee: 2500,
        expiredAt: isoIn(2 * 86_400_000),
        details: [
          { idreseller: 'R0001', resellername: 'Agen Satu', amount: amount - 100_000 },
          { idreseller: 'R0002', resellername: 'Agen Dua', amount: 100_000 },
        ],
        ...extra,
      },
    });
  const balanceOf = async (t: TestTenant) =>
    (await app.inject({ method: 'GET', url: '/api/backoffice/bayartempo/serpul-rekening/balance', headers: t.headers })).json().data;

  it('bills take the limit; VA per bank; a VA payment completes the bill and releases the limit once', async () => {
    const t = await createTenant(app);
    expect(await balanceOf(t)).toMatchObject({
      totalLimit: 10_000_000,
      requestLimit: 0,
      limit: 10_000_000,
      amount: 0,
      accountBalance: 0,
      cashoutFee: 6500,
    });
    expect((await newBill(t, 1_000_000)).statusCode).toBe(200);
    const created = await newBill(t, 500_000);
    const bill = created.json().data;
    expect(bill).toMatchObject({
      status: 'NOTPAID',
      cashFlowStatus: 'PASS_ON_DISBURSEMENT',
      paymentStatus: 'BELUM_BAYAR',
      payable: true,
      serpul: { limit: 10_000_000 },
    });
    expect(await balanceOf(t)).toMatchObject({ limit: 8_500_000 });
    const over = await newBill(t, 9_000_000);
    expect(over.statusCode).toBe(422);
    expect(over.json().msg).toBe('The bill exceeds the remaining limit');
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/bayartempo/serpulbills', headers: t.headers, payload: {} })).statusCode,
    ).toBe(403);

    const list = await app.inject({ method: 'GET', url: '/api/backoffice/bayartempo/serpulbills', headers: t.headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.totalElements).toBe(2);
    expect(list.json().data.content[0]).toMatchObject({
      id: bill.id,
      details: [{ idreseller: 'R0001', resellername: 'Agen Satu', amount: 400_000 }, { idreseller: 'R0002' }],
    });
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const none = await app.inject({
      method: 'GET',
      url: `/api/backoffice/bayartempo/serpulbills?awal=${yesterday}&akhir=${yesterday}`,
      headers: t.headers,
    });
    expect(none.json().data.totalElements).toBe(0);

    const vas = await app.inject({ method: 'GET', url: `/api/backoffice/bayartempo/billva?billid=${bill.id}`, headers: t.headers });
    expect(vas.statusCode, vas.body).toBe(200);
    expect(vas.json().data.map((v: { bank: string }) => v.bank)).toEqual(['BCA', 'BNI', 'BRI', 'MANDIRI']);
    expect(vas.json().data[0]).toMatchObject({ amount: 502_500 });
    const again = await app.inject({ method: 'GET', url: `/api/backoffice/bayartempo/billva?billid=${bill.id}`, headers: t.headers });
    expect(again.json().data).toEqual(vas.json().data);

    const bri = vas.json().data[2].virtualAccount;
    const pay = await app.inject({ method: 'POST', url: '/api/payments/sandbox/pay', headers: admin.headers, payload: { va: bri } });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json().data.outcome).toBe('applied');
    expect(await balanceOf(t)).toMatchObject({ limit: 9_000_000 });
    const after = (await app.inject({ method: 'GET', url: '/api/backoffice/bayartempo/serpulbills', headers: t.headers })).json().data
      .content[0];
    expect(after).toMatchObject({ id: bill.id, status: 'PAID', cashFlowStatus: 'SUCCESS', paymentStatus: 'SUCCESS', payable: false });
    // The other banks' numbers are closed: paying one of them credits nothing and releases nothing more.
    const bca = await app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      headers: admin.headers,
      payload: { va: vas.json().data[0].virtualAccount },
    });
    expect(bca.json().data.outcome).toBe('already_paid');
    expect(await balanceOf(t)).toMatchObject({ limit: 9_000_000 });
    expect(
      (await app.inject({ method: 'GET', url: `/api/backoffice/bayartempo/billva?billid=${bill.id}`, headers: t.headers })).statusCode,
    ).toBe(422);
    await expectLedgersBalanced(app);
  });

  it('operator reports payment (code "00"), the administrator confirms once; overdue shows JATUH_TEMPO', async () => {
    const t = await createTenant(app);
    const bill = (await newBill(t, 300_000)).json().data;
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/backoffice/bayartempo/serpulbills/payment/${bill.id}`,
      headers: t.headers,
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({
      success: true,
      code: '00',
      data: { cashFlowStatus: 'ALREADY_REPAYMENT', paymentStatus: 'ON_CONFIRMATION', payable: false },
    });
    expect(
      (await app.inject({ method: 'PATCH', url: `/api/backoffice/bayartempo/serpulbills/payment/${bill.id}`, headers: t.headers }))
        .statusCode,
    ).toBe(422);
    const pending = await app.inject({ method: 'GET', url: '/api/admin/bayartempo/serpulbills/pending?size=100', headers: admin.headers });
    expect(pending.json().data.content.some((b: { id: number }) => b.id === bill.id)).toBe(true);
    const confirm = await app.inject({
      method: 'POST',
      url: `/api/admin/bayartempo/serpulbills/${bill.id}/confirm`,
      headers: admin.headers,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().data).toMatchObject({ status: 'PAID', cashFlowStatus: 'SUCCESS' });
    expect(
      (await app.inject({ method: 'POST', url: `/api/admin/bayartempo/serpulbills/${bill.id}/confirm`, headers: admin.headers }))
        .statusCode,
    ).toBe(409);
    expect(await balanceOf(t)).toMatchObject({ limit: 10_000_000 });
    const audits = await app.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'bill')
      .where('entity_id', '=', String(bill.id))
      .execute();
    expect(audits.map((a) => a.action).sort()).toEqual(['bayartempo.bill.confirm', 'bayartempo.bill.create', 'bayartempo.bill.repaid']);

    const late = (await newBill(t, 200_000, { expiredAt: isoIn(-3 * 86_400_000) })).json().data;
    expect(late).toMatchObject({ paymentStatus: 'JATUH_TEMPO', payable: true });
  });

  it('accounts: "Required.", "Max 20 characters", bank codes; verified by the administrator; cash-out with fee except BNI', async () => {
    const t = await createTenant(app);
    const add = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/backoffice/bayartempo/serpul-rekening/add', headers: t.headers, payload });
    expect((await add({ name: 'BCA' })).json()).toMatchObject({ msg: 'Required.', errors: { bankNo: 'Required.' } });
    expect((await add({ bankNo: '1'.repeat(21), name: 'BCA' })).json().msg).toBe('Max 20 characters');
    expect((await add({ bankNo: '123456', name: 'NOPE' })).json().msg).toBe('Unknown bank code');
    const bca = await add({ bankNo: '1234567890', name: 'bca' });
    expect(bca.json()).toMatchObject({
      code: '00',
      data: { name: 'BCA', status: 0, label: expect.stringMatching(/^#\d+ BCA \| 1234567890$/) },
    });
    expect((await add({ bankNo: '1234567890', name: 'BCA' })).statusCode).toBe(409);
    const bni = (await add({ bankNo: '9876543210', name: 'BNI' })).json().data;
    const cash = (payload: object, headers = t.headers) =>
      app.inject({ method: 'POST', url: '/api/backoffice/bayartempo/serpul-rekening/cashout', headers, payload });
    expect((await cash({ id: bca.json().data.id, amount: 50_000 })).json().msg).toBe('This account is not verified');
    for (const id of [bca.json().data.id, bni.id]) {
      const v = await app.inject({
        method: 'POST',
        url: `/api/admin/bayartempo/rekening/${id}/verify`,
        headers: admin.headers,
        payload: { approve: true },
      });
      expect(v.statusCode, v.body).toBe(200);
    }
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/admin/bayartempo/rekening/${bni.id}/verify`,
          headers: admin.headers,
          payload: { approve: true },
        })
      ).statusCode,
    ).toBe(409);
    const list = await app.inject({ method: 'GET', url: '/api/backoffice/bayartempo/serpul-rekening', headers: t.headers });
    expect(list.json().data.map((r: { status: number }) => r.status)).toEqual([1, 1]);

    expect((await cash({ id: '', amount: '' })).json().msg).toBe('Rekening dan nominal tidak boleh kosong');
    expect((await cash({ id: bca.json().data.id, amount: 50_000 })).json().msg).toBe('Insufficient balance');
    await fundWallet(app, t, 200_000);
    const viaBca = await cash({ id: bca.json().data.label, amount: 50_000 });
    expect(viaBca.statusCode, viaBca.body).toBe(200);
    expect(viaBca.json()).toMatchObject({ code: '200', data: { amount: 50_000, fee: 6500, total: 56_500, bank: 'BCA' } });
    const viaBni = await cash({ id: bni.id, amount: 50_000 });
    expect(viaBni.json()).toMatchObject({ code: '200', data: { fee: 0, total: 50_000 } });
    expect((await walletOf(app, t)).balance).toBe(200_000 - 56_500 - 50_000);
    expect(await balanceOf(t)).toMatchObject({ amount: 93_500, accountBalance: 93_500 });
    // Both wait for approval, their money held in pending_cashout.
    expect(viaBca.json()).toMatchObject({ msg: 'Cash-out of Rp 56.500 requested, waiting for approval', data: { status: 0 } });
    expect(await walletOf(app, t)).toMatchObject({ pendingcashout: 106_500 });
    await expectLedgersBalanced(app);

    // The administrator completes one (it left for the bank) and fails the other (its money back on the balance).
    const pending = await app.inject({ method: 'GET', url: '/api/admin/bayartempo/cashouts/pending?size=100', headers: admin.headers });
    expect(pending.statusCode, pending.body).toBe(200);
    const mine = pending.json().data.content.filter((c: { serverid: string }) => c.serverid === t.serverCode);
    expect(mine.map((c: { total: number; approval: { needed: number } }) => [c.total, c.approval.needed])).toEqual([
      [56_500, 1],
      [50_000, 1],
    ]);
    const complete = (id: number, status: number) =>
      app.inject({ method: 'POST', url: `/api/admin/bayartempo/cashouts/${id}/complete`, headers: admin.headers, payload: { status } });
    expect((await complete(viaBca.json().data.id, 1)).json()).toMatchObject({
      msg: 'The pay-later cash-out status was saved',
      data: { status: 1 },
    });
    expect((await complete(viaBni.json().data.id, 2)).json().data.status).toBe(2);
    expect((await complete(viaBni.json().data.id, 1)).json()).toMatchObject({ msg: 'This pay-later cash-out was decided already' });
    expect(await walletOf(app, t)).toMatchObject({ balance: 200_000 - 56_500, pendingcashout: 0 });
    await expectLedgersBalanced(app);
  });

  it('a cash-out amount with a decimal point is refused with its message, before any rule, and moves nothing', async () => {
    const t = await createTenant(app);
    const account = (
      await app.inject({
        method: 'POST',
        url: '/api/backoffice/bayartempo/serpul-rekening/add',
        headers: t.headers,
        payload: { bankNo: '1234567890', name: 'BNI' },
      })
    ).json().data;
    for (const amount of ['10000.5', '0.5', '1e5', '50.000,00', '-50000']) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/backoffice/bayartempo/serpul-rekening/cashout',
        headers: t.headers,
        payload: { id: account.id, amount },
      });
      expect(r.statusCode, amount).toBe(400);
      expect(r.json().errors, amount).toEqual({ amount: 'The amount must be a whole number of rupiah' });
    }
  });

  it('bank codes for the add-account form: the full list the server validates against, signed in only', async () => {
    const t = await createTenant(app);
    const res = await app.inject({ method: 'GET', url: '/api/backoffice/bayartempo/serpul-rekening/banks', headers: t.headers });
    expect(res.statusCode, res.body).toBe(200);
    const banks: { code: string; name: string }[] = res.json().data;
    expect(banks.length).toBeGreaterThanOrEqual(160);
    for (const c of ['BCA', 'BNI', 'BRI', 'MANDIRI', 'BTN', 'PERMATA']) expect(banks.some((b) => b.code === c)).toBe(true);
    const add = await app.inject({
      method: 'POST',
      url: '/api/backoffice/bayartempo/serpul-rekening/add',
      headers: t.headers,
      payload: { bankNo: '3210001111', name: banks.at(-1)!.code },
    });
    expect(add.statusCode, add.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/backoffice/bayartempo/serpul-rekening/banks' })).statusCode).toBe(401);
  });

  it('under concurrency: bills never exceed the limit, a bill completes once, cash-outs never overdraw the wallet', async () => {
    const t = await createTenant(app);
    const bills = await Promise.all(Array.from({ length: 20 }, () => newBill(t, 1_000_000)));
    expect(bills.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(bills.filter((r) => r.statusCode === 422)).toHaveLength(10);
    expect(await balanceOf(t)).toMatchObject({ limit: 0 });

    const id = bills.find((r) => r.statusCode === 200)!.json().data.id;
    const vas = (await app.inject({ method: 'GET', url: `/api/backoffice/bayartempo/billva?billid=${id}`, headers: t.headers })).json()
      .data;
    const done = await Promise.all([
      ...vas.map((v: { virtualAccount: string }) =>
        app.inject({ method: 'POST', url: '/api/payments/sandbox/pay', headers: admin.headers, payload: { va: v.virtualAccount } }),
      ),
      app.inject({ method: 'POST', url: `/api/admin/bayartempo/serpulbills/${id}/confirm`, headers: admin.headers }),
    ]);
    const applied = done.filter((r) => r.statusCode === 200 && (r.json().data?.outcome === 'applied' || r.json().data?.status === 'PAID'));
    expect(applied).toHaveLength(1);
    expect(await balanceOf(t)).toMatchObject({ limit: 1_000_000 });

    const acc = (
      await app.inject({
        method: 'POST',
        url: '/api/backoffice/bayartempo/serpul-rekening/add',
        headers: t.headers,
        payload: { bankNo: '777888', name: 'BNI' },
      })
    ).json().data;
    await app.inject({
      method: 'POST',
      url: `/api/admin/bayartempo/rekening/${acc.id}/verify`,
      headers: admin.headers,
      payload: { approve: true },
    });
    await fundWallet(app, t, 100_000);
    const outs = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/backoffice/bayartempo/serpul-rekening/cashout',
          headers: t.headers,
          payload: { id: acc.id, amount: 10_000 },
        }),
      ),
    );
    expect(outs.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect((await walletOf(app, t)).balance).toBe(0);
    await expectLedgersBalanced(app);
  }, 30_000);

  it('another server’s operator: 404 for every id-bearing call, no foreign rows', async () => {
    const a = await createTenant(app);
    const b = await createTenant(app);
    const bill = (await newBill(a, 300_000)).json().data;
    const added = await app.inject({
      method: 'POST',
      url: '/api/backoffice/bayartempo/serpul-rekening/add',
      headers: a.headers,
      payload: { bankNo: '555666', name: 'BRI' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const acc = added.json().data;
    await app.inject({
      method: 'POST',
      url: `/api/admin/bayartempo/rekening/${acc.id}/verify`,
      headers: admin.headers,
      payload: { approve: true },
    });
    await fundWallet(app, b, 100_000);
    expect(
      (await app.inject({ method: 'GET', url: `/api/backoffice/bayartempo/billva?billid=${bill.id}`, headers: b.headers })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'PATCH', url: `/api/backoffice/bayartempo/serpulbills/payment/${bill.id}`, headers: b.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/backoffice/bayartempo/serpul-rekening/cashout',
          headers: b.headers,
          payload: { id: acc.id, amount: 10_000 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/backoffice/bayartempo/serpulbills', headers: b.headers })).json().data.totalElements,
    ).toBe(0);
    expect(
      (await app.inject({ method: 'GET', url: '/api/backoffice/bayartempo/serpul-rekening', headers: b.headers })).json().data,
    ).toEqual([]);
    expect((await walletOf(app, b)).balance).toBe(100_000);
    await expectLedgersBalanced(app);
  });
});
