import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTenant, otherAdmin, type TestTenant } from '../../test/factories.js';
import { application, approvedLoan, uploadPhoto } from '../../test/loan-fixtures.js';
import { expectLedgersBalanced, fundWallet, walletOf } from '../../test/money-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const loanOf = async (app: TestApp, t: TestTenant) =>
  (await app.inject({ method: 'GET', url: '/api/irmacapital/loan', headers: t.headers })).json().data;

describe('loans (irmacapital)', () => {
  let app: TestApp;
  let admin: TestTenant;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  it('location cascade from real area data, public', async () => {
    const p = await app.inject({ method: 'GET', url: '/api/province' });
    expect(p.statusCode).toBe(200);
    const provinces = p.json().data as { province_id: string; province: string }[];
    expect(provinces.length).toBeGreaterThanOrEqual(34);
    expect(provinces).toContainEqual({ province_id: '31', province: 'DKI JAKARTA' });
    const c = await app.inject({ method: 'GET', url: '/api/city?province=31' });
    expect(c.json().data.map((x: { city_id: string }) => x.city_id)).toContain('31.71');
    const d = await app.inject({ method: 'GET', url: '/api/subdistrict?city=31.71' });
    expect(d.json().data).toContainEqual({ subdistrict_id: '31.71.01', subdistrict_name: 'Gambir' });
    expect((await app.inject({ method: 'GET', url: '/api/city?province=99' })).json().data).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/city' })).statusCode).toBe(400);
  });

  it('settings: defaults, administrator changes them (audited), operators cannot', async () => {
    const t = await createTenant(app);
    const s = await app.inject({ method: 'GET', url: '/api/irmacapital/setting', headers: t.headers });
    expect(s.json().data).toEqual({ fee: 0.015, admin: 0, periode: 30, creditlimit: 50_000_000 });
    const body = { fee: 0.02, admin: 1000, periode: 14, creditlimit: 20_000_000 };
    expect((await app.inject({ method: 'PUT', url: '/api/admin/irmacapital/setting', headers: t.headers, payload: body })).statusCode).toBe(
      403,
    );
    const put = await app.inject({ method: 'PUT', url: '/api/admin/irmacapital/setting', headers: admin.headers, payload: body });
    expect(put.statusCode, put.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/irmacapital/setting', headers: t.headers })).json().data).toEqual(body);
    const log = await app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'before_json'])
      .where('action', '=', 'loan.setting.update')
      .execute();
    expect(log).toHaveLength(1);
    expect(JSON.parse(log[0]!.before_json!)).toMatchObject({ fee: 0.015 });
    // back to the defaults for the other tests
    await app.inject({
      method: 'PUT',
      url: '/api/admin/irmacapital/setting',
      headers: admin.headers,
      payload: { fee: 0.015, admin: 0, periode: 30, creditlimit: 50_000_000 },
    });
  });

  it('photos: images only, at most 1 MB, private to the server and administrators', async () => {
    const a = await createTenant(app);
    const b = await createTenant(app);
    const up = await uploadPhoto(app, a);
    expect(up.statusCode, up.body).toBe(200);
    const { id, url } = up.json().data;
    expect(url).toBe(`/api/irmacapital/photo/${id}`);
    const mine = await app.inject({ method: 'GET', url, headers: a.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect((await app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url, headers: b.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // Not in the public uploads.
    const row = await app.ctx.db.selectFrom('loan_photos').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow();
    expect((await app.inject({ method: 'GET', url: `/uploads/${row.storage_key}` })).statusCode).toBe(404);

    const big = await uploadPhoto(app, a, Buffer.alloc(1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toBe('Ukuran foto tidak lebih dari 1 MB!');
    const notImage = await uploadPhoto(app, a, Buffer.from('%PDF-1.4 hello'));
    expect(notImage.statusCode).toBe(400);
  });

  it('application: per-field messages, location must nest, photos must be the server’s; status 0 → 9 → 8 → 9 → 1', async () => {
    const t = await createTenant(app);
    const other = await createTenant(app);
    expect(await loanOf(app, t)).toMatchObject({ status: 0, view: 0, creditlimit: 0, used: 0 });
    expect((await app.inject({ method: 'GET', url: '/api/irmacapital/loan/request', headers: t.headers })).json().data).toBeNull();

    const empty = await app.inject({ method: 'POST', url: '/api/irmacapital/loan/request', headers: t.headers, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      name: 'Name is required',
      ktp: 'KTP number is required',
      businessname: 'Business name is required',
      businessyear: 'Business year is required',
    });
    const form = await application(app, t);
    const short = await app.inject({
      method: 'POST',
      url: '/api/irmacapital/loan/request',
      headers: t.headers,
      payload: { ...form, name: 'Bu', businessaddress: 'x'.repeat(101), businesscapital: 'banyak' },
    });
    expect(short.json().errors).toMatchObject({
      name: 'Name must be more than 2 characters',
      businessaddress: 'Business address must be less than 100 characters',
      businesscapital: 'Business capital must be a number',
    });
    const wrongCity = await app.inject({
      method: 'POST',
      url: '/api/irmacapital/loan/request',
      headers: t.headers,
      payload: { ...form, city: { city_id: '32.01' } },
    });
    expect(wrongCity.statusCode).toBe(400);
    expect(wrongCity.json().errors).toEqual({ city: 'The city is not in the chosen province' });
    const wrongDistrict = await app.inject({
      method: 'POST',
      url: '/api/irmacapital/loan/request',
      headers: t.headers,
      payload: { ...form, district: { subdistrict_id: '31.72.01' } },
    });
    expect(wrongDistrict.json().errors).toEqual({ district: 'The district is not in the chosen city' });
    const foreignPhoto = (await uploadPhoto(app, other)).json().data.id;
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/irmacapital/loan/request',
      headers: t.headers,
      payload: { ...form, imagektp: foreignPhoto },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ imagektp: 'Photo not found, upload it again' });

    // The second reading of the payload.
    const { ktp, address, provinsi, city, district, ...rest } = form;
    const second = { ...rest, noktp: ktp, alamat: address, businessprovince: '31', businesscity: '31.71', businessdistrict: '31.71.01' };
    const sent = await app.inject({ method: 'POST', url: '/api/irmacapital/loan/request', headers: t.headers, payload: second });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      ktp,
      noktp: ktp,
      address,
      phone: '+6281234567890',
      provinsi: { province_id: '31', province: 'DKI JAKARTA' },
      city: { city_id: '31.71' },
      district: { subdistrict_id: '31.71.01', subdistrict_name: 'Gambir' },
      status: 0,
    });
    expect(await loanOf(app, t)).toMatchObject({ status: 9, view: 9 });
    const again = await app.inject({ method: 'POST', url: '/api/irmacapital/loan/request', headers: t.headers, payload: second });
    expect(again.statusCode).toBe(422);

    // The administrator sees it with its photo ids; operators cannot.
    expect((await app.inject({ method: 'GET', url: '/api/admin/irmacapital/requests', headers: t.headers })).statusCode).toBe(403);
    const list = await app.inject({ method: 'GET', url: '/api/admin/irmacapital/requests?size=100', headers: admin.headers });
    const row = list.json().data.content.find((r: { id: number }) => r.id === sent.json().data.id);
    expect(row).toMatchObject({ serverid: t.serverCode, imagektp: form.imagektp, imageselfie: form.imageselfie });

    const id = sent.json().data.id;
    const reject = await app.inject({
      method: 'POST',
      url: `/api/admin/irmacapital/request/${id}/decide`,
      headers: admin.headers,
      payload: { approve: false, msg: 'Foto KTP kurang jelas' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(await loanOf(app, t)).toMatchObject({ status: 8, view: 1, msg: 'Foto KTP kurang jelas' });
    const twice = await app.inject({
      method: 'POST',
      url: `/api/admin/irmacapital/request/${id}/decide`,
      headers: admin.headers,
      payload: { approve: true },
    });
    expect(twice.statusCode).toBe(409);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/irmacapital/request/999999/decide',
          headers: admin.headers,
          payload: { approve: true },
        })
      ).statusCode,
    ).toBe(404);

    const resent = await app.inject({ method: 'POST', url: '/api/irmacapital/loan/request', headers: t.headers, payload: form });
    expect(resent.statusCode, resent.body).toBe(200);
    const approve = await app.inject({
      method: 'POST',
      url: `/api/admin/irmacapital/request/${resent.json().data.id}/decide`,
      headers: admin.headers,
      payload: { approve: true },
    });
    // The default limit, Rp 50.000.000, is above the default policy's one-approver tier: a second administrator completes it.
    expect(approve.json()).toMatchObject({ data: { status: 'awaiting', approvals: 1, needed: 2 } });
    expect((await loanOf(app, t)).status).toBe(9);
    const completing = await app.inject({
      method: 'POST',
      url: `/api/admin/irmacapital/request/${resent.json().data.id}/decide`,
      headers: (await otherAdmin(app, admin)).headers,
      payload: { approve: true },
    });
    expect(completing.statusCode, completing.body).toBe(200);
    expect(await loanOf(app, t)).toMatchObject({
      status: 1,
      view: 2,
      creditlimit: 50_000_000,
      used: 0,
      remaining: 50_000_000,
      progress: 100,
    });
    const last = await app.inject({ method: 'GET', url: '/api/irmacapital/loan/request', headers: t.headers });
    expect(last.json().data).toMatchObject({ id: resent.json().data.id, status: 1, creditlimit: 50_000_000 });
    const audits = await app.ctx.db.selectFrom('audit_log').select('action').where('entity', '=', 'loan_request').execute();
    expect(audits.map((a) => a.action).sort()).toEqual([
      'approvals.step',
      'loan.request',
      'loan.request',
      'loan.request.approve',
      'loan.request.reject',
    ]);
  });

  it('amounts with a decimal point or an exponent are refused with the field message and move nothing', async () => {
    const t = await createTenant(app);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/irmacapital/loan/request',
      headers: t.headers,
      payload: await application(app, t),
    });
    const decide = (creditlimit: unknown) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/irmacapital/request/${sent.json().data.id}/decide`,
        headers: admin.headers,
        payload: { approve: true, creditlimit },
      });
    for (const creditlimit of ['10000.5', '0.5', '1e7', '10,000', '-5']) {
      const r = await decide(creditlimit);
      expect(r.statusCode, creditlimit).toBe(400);
      expect(r.json().errors).toEqual({ creditlimit: 'Invalid value' });
    }
    expect((await loanOf(app, t)).status).toBe(9);
    expect((await decide('10.000.000')).statusCode).toBe(200);
    expect((await loanOf(app, t)).creditlimit).toBe(10_000_000);

    const disburse = (amount: unknown) =>
      app.inject({ method: 'POST', url: '/api/irmacapital/loan/contract', headers: t.headers, payload: { amount } });
    for (const amount of ['10000.5', '0.5', '1e3', '10000,5', '+5', ' 5', '', 0.5, 1e20, '99999999999999999999']) {
      const r = await disburse(amount);
      expect(r.statusCode, String(amount)).toBe(400);
      expect(r.json().errors.amount, String(amount)).toBe(
        amount === '' ? 'Amount is required' : 'The amount must be a whole number of rupiah above 0',
      );
    }
    expect(await loanOf(app, t)).toMatchObject({ used: 0, remaining: 10_000_000 });
    expect((await walletOf(app, t)).balance).toBe(0);
    const grouped = await disburse('10.000');
    expect(grouped.statusCode, grouped.body).toBe(200);
    expect(grouped.json().data.amount).toBe(10_000);
    expect((await walletOf(app, t)).balance).toBe(10_000);
  });

  it('disburse and repay: fee half up, wallet credited and debited through the ledger, limit used and restored', async () => {
    const t = await createTenant(app);
    const notYet = await app.inject({
      method: 'POST',
      url: '/api/irmacapital/loan/contract',
      headers: t.headers,
      payload: { amount: 100_000 },
    });
    expect(notYet.statusCode).toBe(422);
    expect(notYet.json().msg).toBe('The loan is not active');
    await approvedLoan(app, t, admin, 10_000_000);

    const c = await app.inject({
      method: 'POST',
      url: '/api/irmacapital/loan/contract',
      headers: t.headers,
      payload: { amount: 1_234_567 },
    });
    expect(c.statusCode, c.body).toBe(200);
    const contract = c.json().data;
    expect(contract).toMatchObject({ amount: 1_234_567, fee: 18_519, total: 1_253_086, status: 0, overdue: false });
    const days = (Date.parse(contract.duedate) - Date.parse(contract.created)) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    expect(await loanOf(app, t)).toMatchObject({ used: 1_234_567, remaining: 8_765_433, duedate: contract.duedate });
    expect((await walletOf(app, t)).balance).toBe(1_234_567);

    const over = await app.inject({
      method: 'POST',
      url: '/api/irmacapital/loan/contract',
      headers: t.headers,
      payload: { amount: 9_000_000 },
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().msg).toBe('The amount exceeds the remaining credit (Rp 8.765.433)');
    expect((await app.inject({ method: 'POST', url: '/api/irmacapital/loan/contract', headers: t.headers, payload: {} })).json().msg).toBe(
      'Amount is required',
    );

    // Not enough balance for amount + fee: 422, nothing changes.
    const short = await app.inject({
      method: 'POST',
      url: '/api/irmacapital/loan/payment',
      headers: t.headers,
      payload: { contractno: contract.contractno },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().msg).toBe('The wallet balance is not enough to pay Rp 1.253.086');
    expect((await walletOf(app, t)).balance).toBe(1_234_567);
    expect(await loanOf(app, t)).toMatchObject({ used: 1_234_567 });
    await expectLedgersBalanced(app);

    await fundWallet(app, t, 20_000);
    const paid = await app.inject({
      method: 'POST',
      url: '/api/irmacapital/loan/payment',
      headers: t.headers,
      payload: { contractno: contract.contractno },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({
      status: 1,
      statusName: 'Lunas',
      payment: { contractno: contract.contractno, amount: 1_253_086 },
    });
    expect((await walletOf(app, t)).balance).toBe(1_234_567 + 20_000 - 1_253_086);
    expect(await loanOf(app, t)).toMatchObject({ used: 0, remaining: 10_000_000, progress: 100, duedate: null });
    const twice = await app.inject({
      method: 'POST',
      url: '/api/irmacapital/loan/payment',
      headers: t.headers,
      payload: { contractno: contract.contractno },
    });
    expect(twice.statusCode).toBe(409);

    const contracts = await app.inject({ method: 'GET', url: '/api/irmacapital/loan/contract', headers: t.headers });
    expect(contracts.json().data).toMatchObject({
      totalElements: 1,
      content: [{ contractno: contract.contractno, status: 1, reqdate: contract.created }],
    });
    const payments = await app.inject({ method: 'GET', url: '/api/irmacapital/loan/payment', headers: t.headers });
    expect(payments.json().data).toMatchObject({ totalElements: 1, content: [{ contractno: contract.contractno, amount: 1_253_086 }] });
    const ledger = await app.ctx.db
      .selectFrom('wallet_ledger')
      .select(['ref_type', 'debet', 'credit'])
      .where('server_id', '=', t.serverPk)
      .where('ref_type', 'like', 'loan%')
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { ref_type: 'loan_contract', debet: 0, credit: 1_234_567 },
      { ref_type: 'loan_payment', debet: 1_253_086, credit: 0 },
    ]);
    await expectLedgersBalanced(app);
  });

  it('20 parallel disbursements never exceed the limit; one contract paid in parallel pays once; Idempotency-Key replays', async () => {
    const t = await createTenant(app);
    await approvedLoan(app, t, admin, 5_000_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({ method: 'POST', url: '/api/irmacapital/loan/contract', headers: t.headers, payload: { amount: 1_000_000 } }),
      ),
    );
    const byStatus: Record<number, number> = {};
    for (const r of answers) byStatus[r.statusCode] = (byStatus[r.statusCode] ?? 0) + 1;
    expect(byStatus).toEqual({ 200: 5, 422: 15 });
    expect(await loanOf(app, t)).toMatchObject({ used: 5_000_000, remaining: 0, progress: 0 });
    expect((await walletOf(app, t)).balance).toBe(5_000_000);
    await expectLedgersBalanced(app);

    await fundWallet(app, t, 100_000);
    const no = answers.find((a) => a.statusCode === 200)!.json().data.contractno as string;
    const pays = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({ method: 'POST', url: '/api/irmacapital/loan/payment', headers: t.headers, payload: { contractno: no } }),
      ),
    );
    expect(pays.filter((p) => p.statusCode === 200)).toHaveLength(1);
    expect(pays.filter((p) => p.statusCode === 409)).toHaveLength(9);
    expect((await walletOf(app, t)).balance).toBe(5_100_000 - 1_015_000);
    expect(await loanOf(app, t)).toMatchObject({ used: 4_000_000 });
    await expectLedgersBalanced(app);

    const headers = { ...t.headers, 'idempotency-key': 'loan-disburse-1' };
    const idem = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({ method: 'POST', url: '/api/irmacapital/loan/contract', headers, payload: { amount: 500_000 } }),
      ),
    );
    expect(idem.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(idem.map((r) => r.json().data.contractno)).size).toBe(1);
    expect(await loanOf(app, t)).toMatchObject({ used: 4_500_000 });
    await expectLedgersBalanced(app);
  }, 30_000);

  it('another server’s operator: 404 for every id-bearing call, no foreign rows', async () => {
    const a = await createTenant(app);
    const b = await createTenant(app);
    await approvedLoan(app, a, admin, 2_000_000);
    const c = await app.inject({ method: 'POST', url: '/api/irmacapital/loan/contract', headers: a.headers, payload: { amount: 100_000 } });
    const no = c.json().data.contractno;
    await approvedLoan(app, b, admin, 2_000_000);
    await fundWallet(app, b, 500_000);
    const pay = await app.inject({ method: 'POST', url: '/api/irmacapital/loan/payment', headers: b.headers, payload: { contractno: no } });
    expect(pay.statusCode).toBe(404);
    const req = (await app.inject({ method: 'GET', url: '/api/irmacapital/loan/request', headers: a.headers })).json().data;
    for (const id of [req.imagektp, req.imageselfie, req.imagebusiness]) {
      expect((await app.inject({ method: 'GET', url: `/api/irmacapital/photo/${id}`, headers: b.headers })).statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/api/irmacapital/loan/contract', headers: b.headers })).json().data.totalElements).toBe(
      0,
    );
    expect(await loanOf(app, b)).toMatchObject({ used: 0 });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/admin/irmacapital/request/${req.id}/decide`,
          headers: b.headers,
          payload: { approve: true },
        })
      ).statusCode,
    ).toBe(403);
    await expectLedgersBalanced(app);
  });
});
