import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wibToday } from '../../lib/time.js';
import { createAdmin, createTenant as createTenantEn, type TestTenant } from '../../test/factories.js';
import { expectLedgersBalanced, fundWallet, otpFor, verifiedAccount, walletOf } from '../../test/money-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Operators reading Indonesian (the console's default language). */
async function createTenant(app: TestApp) {
  const t = await createTenantEn(app);
  t.headers['accept-language'] = 'id';
  return t;
}

describe('wallet', () => {
  let app: TestApp;
  let admin: TestTenant;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  it('starts empty, ignores the identity parameter and lists the banks and channels', async () => {
    const t = await createTenant(app);
    const res = await app.inject({ method: 'GET', url: '/api/wallet?identity=111', headers: t.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ balance: 0, pendingBalance: 0, pendingcashout: 0, status: 1, wallettype: 'MITRA', banks: [] });

    const banks = await app.inject({ method: 'GET', url: '/api/banks', headers: t.headers });
    expect(banks.json().data.map((b: { code: string }) => b.code)).toEqual(['BCA', 'MANDIRI', 'BNI', 'BRI']);
    const channels = await app.inject({ method: 'GET', url: '/api/channel', headers: t.headers });
    expect(channels.json().data).toContainEqual(expect.objectContaining({ code: 'VA-BCA', fee: 4000 }));
    expect(channels.json().data.map((c: { code: string }) => c.code)).toContain('ALFAMART');

    expect((await app.inject({ method: 'GET', url: '/api/wallet' })).statusCode).toBe(401);
  });

  it('cash-in: pending with a VA number for amount + fee, completed and credited by the paid callback', async () => {
    const t = await createTenant(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/wallet/cashin',
      headers: t.headers,
      payload: { channel: 'VA-BNI', amount: 250_000, identity: 111 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cashin = res.json().data;
    expect(cashin).toMatchObject({
      amount: 250_000,
      fee: 4000,
      total: 254_000,
      statusBalance: 'PENDING',
      successDate: null,
      channel: { name: 'VA-BNI' },
    });
    expect(cashin.va).toMatch(/^98801\d{11}$/);
    expect(res.json().msg).toContain(cashin.va);

    let w = await walletOf(app, t);
    expect(w).toMatchObject({ balance: 0, pendingBalance: 250_000 });
    const pending = await app.inject({ method: 'GET', url: '/api/wallet/cashin/PENDING', headers: t.headers });
    expect(pending.json().data).toMatchObject({ totalElements: 1, content: [{ id: cashin.id, reff: cashin.reff }] });

    const paid = await app.inject({
      method: 'POST',
      url: '/api/payments/callback',
      headers: {
        'content-type': 'application/json',
        'x-signature': app.ctx.payments.sign(
          JSON.stringify({ event: 'va.paid', va: cashin.va, amount: 254_000, reff: 'BNI-1', paid_at: '2026-01-02T03:04:05+07:00' }),
        ),
      },
      payload: JSON.stringify({ event: 'va.paid', va: cashin.va, amount: 254_000, reff: 'BNI-1', paid_at: '2026-01-02T03:04:05+07:00' }),
    });
    expect(paid.statusCode, paid.body).toBe(200);

    w = await walletOf(app, t);
    expect(w).toMatchObject({ balance: 250_000, pendingBalance: 0, pendingcashout: 0 });
    const done = await app.inject({ method: 'GET', url: '/api/wallet/cashin/completed', headers: t.headers });
    expect(done.json().data.content).toEqual([
      expect.objectContaining({ id: cashin.id, statusBalance: 'COMPLETED', successDate: '2026-01-01T20:04:05.000Z' }),
    ]);
    const pendingAfter = await app.inject({ method: 'GET', url: '/api/wallet/cashin/PENDING', headers: t.headers });
    expect(pendingAfter.json().data.totalElements).toBe(0);

    const history = await app.inject({ method: 'GET', url: '/api/wallet/history', headers: t.headers });
    expect(history.json().data.content).toEqual([
      expect.objectContaining({ debet: 0, credit: 250_000, endbalance: 250_000, description: expect.stringContaining(cashin.reff) }),
    ]);
    await expectLedgersBalanced(app);
  });

  it('cash-in: refuses an unknown channel, a bad amount and amounts outside the limits', async () => {
    const t = await createTenant(app);
    const post = (payload: object) => app.inject({ method: 'POST', url: '/api/wallet/cashin', headers: t.headers, payload });
    const unknown = await post({ channel: 'VA-XYZ', amount: 50_000 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      msg: 'Channel pembayaran tidak dikenal',
      errors: { channel: 'Channel pembayaran tidak dikenal' },
    });
    const missing = await post({ channel: 'VA-BCA' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.amount).toBe('Nominal wajib diisi');
    expect((await post({ channel: 'VA-BCA', amount: 10.5 })).json().errors.amount).toBe('Nominal harus berupa angka rupiah bulat');
    for (const amount of ['10000.5', '1e5', '10.000,00']) {
      expect((await post({ channel: 'VA-BCA', amount })).json().errors.amount, amount).toBe('Nominal harus berupa angka rupiah bulat');
    }
    const small = await post({ channel: 'VA-BCA', amount: 5000 });
    expect(small.statusCode).toBe(422);
    expect(small.json().msg).toBe('Nominal minimal Rp 10.000');
    expect((await walletOf(app, t)).pendingBalance).toBe(0);
  });

  it('cash-out: a zero or empty amount is "required", a fraction is not whole rupiah; nothing is sent', async () => {
    const t = await createTenant(app);
    const post = (amount: unknown) =>
      app.inject({ method: 'POST', url: '/api/wallet/cashout', headers: t.headers, payload: { id: 1, amount, otp: '123456' } });
    for (const amount of [0, '0', '', '000', null]) {
      const r = await post(amount);
      expect(r.statusCode, String(amount)).toBe(400);
      expect(r.json().errors.amount, String(amount)).toBe('Nominal wajib diisi');
    }
    for (const amount of ['10000.5', '0.5', '1e4', '-10000']) {
      expect((await post(amount)).json().errors.amount, amount).toBe('Nominal harus berupa angka rupiah bulat');
    }
    const cashouts = await app.inject({ method: 'GET', url: '/api/wallet/cashout', headers: t.headers });
    expect(cashouts.json().data.totalElements ?? cashouts.json().totalElements).toBe(0);
  });

  it('OTP by e-mail: sent to the operator, one per minute, purpose checked', async () => {
    const t = await createTenant(app);
    const res = await app.inject({ method: 'GET', url: '/api/wallet/otp?detail=cash_out&identity=111', headers: t.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Otp sukses di kirim ke email');
    const code = await app.smtp.waitFor(t.email, /OTP anda untuk cashout wallet: (\d{6})/);
    expect(code).toMatch(/^\d{6}$/);
    const again = await app.inject({ method: 'GET', url: '/api/wallet/otp?detail=cash_out', headers: t.headers });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(again.json().msg).toMatch(/^Tunggu \d+ detik/);
    const bad = await app.inject({ method: 'GET', url: '/api/wallet/otp?detail=withdraw', headers: t.headers });
    expect(bad.statusCode).toBe(400);
    // The stored code is a hash, never the code itself.
    const rows = await app.ctx.db.selectFrom('otps').select(['code_hash', 'purpose']).where('user_id', '=', t.userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(code);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('OTP: "Otp gagal di kirim" when the mail cannot be sent, and the unsent code does not work', async () => {
    const t = await createTenantEn(app);
    const send = app.ctx.mailer.send;
    app.ctx.mailer.send = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    try {
      const res = await app.inject({ method: 'GET', url: '/api/wallet/otp?detail=add_bank', headers: t.headers });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ success: false, msg: 'Otp gagal di kirim' });
    } finally {
      app.ctx.mailer.send = send;
    }
    const row = await app.ctx.db.selectFrom('otps').select('used_at').where('user_id', '=', t.userId).executeTakeFirstOrThrow();
    expect(row.used_at).not.toBeNull();
  });

  it('bank accounts: added with an add_bank OTP, waiting until verified; only verified accounts receive cash-outs; delete', async () => {
    const t = await createTenant(app);
    await fundWallet(app, t, 100_000);
    const add = (payload: object) => app.inject({ method: 'POST', url: '/api/wallet/bank', headers: t.headers, payload });

    const noOtp = await add({ bankid: 1, bank: 'BCA', accountno: '1234567890', accountname: 'Budi Santoso' });
    expect(noOtp.statusCode).toBe(400);
    expect(noOtp.json()).toMatchObject({ msg: 'Silahkan Input OTP', errors: { otp: 'Silahkan Input OTP' } });
    const badBank = await add({ bank: 'CIMB', accountno: '1234567890', accountname: 'Budi', otp: '123456' });
    expect(badBank.json().errors.bank).toBe('Bank wajib dipilih (BCA, MANDIRI, BNI, BRI)');
    const badNo = await add({ bank: 'BCA', accountno: '12-34', accountname: 'Budi', otp: '123456' });
    expect(badNo.json().errors.accountno).toBe('Nomor rekening berisi 5 sampai 20 angka');

    await app.inject({ method: 'GET', url: '/api/wallet/otp?detail=add_bank', headers: t.headers });
    const code = await app.smtp.waitFor(t.email, /menambah rekening bank: (\d{6})/);
    const added = await add({ bankid: 1, bank: 'BCA', accountno: '1234567890', accountname: 'Budi Santoso', otp: code });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      msg: 'Rekening bank ditambahkan, menunggu verifikasi',
      data: { bank: 'BCA', status: 0, statusName: 'Menunggu Verifikasi' },
    });
    const bankId = added.json().data.id as number;

    const dup = await add({ bank: 'bca', accountno: '1234567890', accountname: 'Budi', otp: await otpFor(app, t, 'add_bank') });
    expect(dup.statusCode).toBe(409);

    const cashout = await app.inject({
      method: 'POST',
      url: '/api/wallet/cashout',
      headers: t.headers,
      payload: { id: bankId, amount: 10_000, otp: await otpFor(app, t, 'cash_out') },
    });
    expect(cashout.statusCode).toBe(422);
    expect(cashout.json().msg).toBe('Rekening belum diverifikasi, cashout hanya ke rekening terverifikasi');

    const verify = await app.inject({
      method: 'POST',
      url: `/api/admin/wallet/bank/${bankId}/verify`,
      headers: admin.headers,
      payload: { approve: true },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json().data).toMatchObject({ status: 1, statusName: 'Terverifikasi' });
    const ok = await app.inject({
      method: 'POST',
      url: '/api/wallet/cashout',
      headers: t.headers,
      payload: { bank: 'BCA', accountno: '1234567890', accountname: 'ignored', amount: 10_000, otp: await otpFor(app, t, 'cash_out') },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ bankaccountid: bankId, accountname: 'Budi Santoso', amount: 10_000 });

    const del = await app.inject({ method: 'DELETE', url: `/api/wallet/bank/${bankId}`, headers: t.headers });
    expect(del.statusCode).toBe(200);
    expect(del.json().msg).toBe('Data berhasil dihapus');
    expect((await walletOf(app, t)).banks).toEqual([]);
    expect((await app.inject({ method: 'DELETE', url: `/api/wallet/bank/${bankId}`, headers: t.headers })).statusCode).toBe(404);
    // The cash-out keeps the account it went to.
    const list = await app.inject({ method: 'GET', url: '/api/wallet/cashout', headers: t.headers });
    expect(list.json().data.content[0]).toMatchObject({ bank: 'BCA', accountno: '1234567890' });
    await expectLedgersBalanced(app);
  });

  it('cash-out: balance → pending cash-out (Proses); Sukses clears it, Gagal refunds it; never twice; audited', async () => {
    const t = await createTenant(app);
    await fundWallet(app, t, 300_000);
    const bankId = await verifiedAccount(app, t);
    const cashout = async (amount: number) =>
      app.inject({
        method: 'POST',
        url: '/api/wallet/cashout',
        headers: t.headers,
        payload: { id: bankId, amount, otp: await otpFor(app, t, 'cash_out') },
      });

    const tooMuch = await cashout(300_001);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().msg).toBe('Saldo tidak mencukupi');
    expect(await walletOf(app, t)).toMatchObject({ balance: 300_000, pendingcashout: 0 });

    const first = await cashout(100_000);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().msg).toBe('Pencairan diproses paling lama 2 hari kerja sesuai ketentuan penyedia pembayaran');
    expect(first.json().data).toMatchObject({ amount: 100_000, status: 0, statusName: 'Proses', completedat: null });
    const second = await cashout(50_000);
    expect(await walletOf(app, t)).toMatchObject({ balance: 150_000, pendingcashout: 150_000 });

    const complete = (id: number, status: number) =>
      app.inject({ method: 'POST', url: `/api/admin/wallet/cashout/${id}/complete`, headers: admin.headers, payload: { status } });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/admin/wallet/cashout/${first.json().data.id}/complete`,
          headers: t.headers,
          payload: { status: 1 },
        })
      ).statusCode,
    ).toBe(403);
    const sukses = await complete(first.json().data.id, 1);
    expect(sukses.statusCode, sukses.body).toBe(200);
    expect(sukses.json().data).toMatchObject({ status: 1, statusName: 'Sukses' });
    expect(await walletOf(app, t)).toMatchObject({ balance: 150_000, pendingcashout: 50_000 });
    const gagal = await complete(second.json().data.id, 2);
    expect(gagal.json().data).toMatchObject({ status: 2, statusName: 'Gagal' });
    expect(await walletOf(app, t)).toMatchObject({ balance: 200_000, pendingcashout: 0 });

    const twice = await complete(second.json().data.id, 1);
    expect(twice.statusCode).toBe(409);
    expect((await complete(999_999, 1)).statusCode).toBe(404);
    expect((await complete(second.json().data.id, 3)).statusCode).toBe(400);
    expect(await walletOf(app, t)).toMatchObject({ balance: 200_000, pendingcashout: 0 });

    const audits = await app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'server_id', 'before_json', 'after_json'])
      .where('entity', '=', 'wallet_cashout')
      .where('server_id', '=', t.serverPk)
      .orderBy('id')
      .execute();
    // the operator's two requests (the refused one wrote nothing), then the administrator's two decisions
    expect(audits.map((a) => a.action)).toEqual(['wallet.cashout', 'wallet.cashout', 'wallet.cashout.success', 'wallet.cashout.failed']);
    expect(JSON.parse(audits[0]!.after_json!)).toMatchObject({ amount: 100_000, status: 0 });
    expect(JSON.parse(audits[3]!.before_json!)).toMatchObject({ status: 0 });
    expect(JSON.parse(audits[3]!.after_json!)).toMatchObject({ status: 2 });

    const list = await app.inject({ method: 'GET', url: '/api/wallet/cashout?sort=amount,asc', headers: t.headers });
    expect(list.json().data.content.map((c: { amount: number; statusName: string }) => [c.amount, c.statusName])).toEqual([
      [50_000, 'Gagal'],
      [100_000, 'Sukses'],
    ]);
    const history = await app.inject({ method: 'GET', url: '/api/wallet/history?sort=id,asc', headers: t.headers });
    expect(
      history.json().data.content.map((h: { debet: number; credit: number; endbalance: number }) => [h.debet, h.credit, h.endbalance]),
    ).toEqual([
      [0, 300_000, 300_000],
      [100_000, 0, 200_000],
      [50_000, 0, 150_000],
      [0, 50_000, 200_000],
    ]);
    const pendingHistory = await app.inject({
      method: 'GET',
      url: '/api/wallet/history?account=pending_cashout&sort=id,asc',
      headers: t.headers,
    });
    expect(pendingHistory.json().data.content.map((h: { endbalance: number }) => h.endbalance)).toEqual([100_000, 150_000, 50_000, 0]);
    await expectLedgersBalanced(app);
  });

  it('OTP: single use, fails after 5 wrong tries and after 5 minutes; an add_bank OTP does not authorise a cash-out', async () => {
    const t = await createTenant(app);
    await fundWallet(app, t, 100_000);
    const bankId = await verifiedAccount(app, t);
    const cashout = (otp: string) =>
      app.inject({ method: 'POST', url: '/api/wallet/cashout', headers: t.headers, payload: { id: bankId, amount: 10_000, otp } });

    const addBankCode = await otpFor(app, t, 'add_bank');
    const wrongPurpose = await cashout(addBankCode);
    expect(wrongPurpose.statusCode).toBe(422);
    expect(wrongPurpose.json().errors.otp).toBe('OTP tidak berlaku lagi, silahkan minta OTP baru');

    const code = await otpFor(app, t, 'cash_out');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const r = await cashout(wrong);
      expect(r.statusCode).toBe(422);
      expect(r.json().msg).toBe(i < 5 ? `OTP salah, sisa ${5 - i} kali percobaan` : 'OTP tidak berlaku lagi, silahkan minta OTP baru');
    }
    expect((await cashout(code)).statusCode).toBe(422);

    const fresh = await otpFor(app, t, 'cash_out');
    const used = await cashout(fresh);
    expect(used.statusCode, used.body).toBe(200);
    expect((await cashout(fresh)).statusCode).toBe(422);

    const late = await otpFor(app, t, 'cash_out');
    await app.ctx.db
      .updateTable('otps')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', t.userId)
      .where('used_at', 'is', null)
      .execute();
    const expired = await cashout(late);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().msg).toBe('OTP tidak berlaku lagi, silahkan minta OTP baru');

    const badFormat = await cashout('12ab');
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().errors.otp).toBe('OTP terdiri dari 6 angka');
    expect(await walletOf(app, t)).toMatchObject({ balance: 90_000, pendingcashout: 10_000 });
    await expectLedgersBalanced(app);
  });

  it('lists: WIB day filters (default today), search, paging and sorting', async () => {
    const t = await createTenant(app);
    const a = await fundWallet(app, t, 20_000);
    const b = await fundWallet(app, t, 30_000);
    const today = wibToday();
    const get = (url: string) => app.inject({ method: 'GET', url, headers: t.headers });

    const page0 = await get(`/api/wallet/cashin/COMPLETED?awal=${today}&akhir=${today}&page=0&size=1&sort=amount,desc`);
    expect(page0.json().data).toMatchObject({ totalElements: 2, page: 0, size: 1, content: [{ id: b.id }] });
    const page1 = await get('/api/wallet/cashin/COMPLETED?page=1&size=1&sort=amount,desc');
    expect(page1.json().data.content).toEqual([expect.objectContaining({ id: a.id })]);
    const search = await get(
      `/api/wallet/cashin/COMPLETED?search=${(await get('/api/wallet/cashin/COMPLETED')).json().data.content.find((c: { id: number }) => c.id === a.id).reff}`,
    );
    expect(search.json().data.content.map((c: { id: number }) => c.id)).toEqual([a.id]);
    const yesterday = await get('/api/wallet/cashin/COMPLETED?awal=2020-01-01&akhir=2020-01-31');
    expect(yesterday.json().data.totalElements).toBe(0);
    const wildcard = await get('/api/wallet/history?search=%25');
    expect(wildcard.json().data.totalElements).toBe(0);

    const badDate = await get('/api/wallet/history?awal=2024-02-30');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().msg).toBe('Tanggal harus berformat YYYY-MM-DD');
    const reversed = await get('/api/wallet/cashout?awal=2024-02-10&akhir=2024-02-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().msg).toBe('Tanggal akhir tidak boleh sebelum tanggal awal');
    expect((await get('/api/wallet/cashin/FAILED')).statusCode).toBe(400);
  });

  it("another server's operator gets 404 on every id-bearing call and never sees foreign rows", async () => {
    const owner = await createTenant(app);
    const other = await createTenant(app);
    await fundWallet(app, owner, 50_000);
    await fundWallet(app, other, 50_000);
    const bankId = await verifiedAccount(app, owner);

    const del = await app.inject({ method: 'DELETE', url: `/api/wallet/bank/${bankId}`, headers: other.headers });
    expect(del.statusCode).toBe(404);
    const co = await app.inject({
      method: 'POST',
      url: '/api/wallet/cashout',
      headers: other.headers,
      payload: { id: bankId, amount: 10_000, otp: await otpFor(app, other, 'cash_out') },
    });
    expect(co.statusCode).toBe(404);
    const byNumber = await app.inject({
      method: 'POST',
      url: '/api/wallet/cashout',
      headers: other.headers,
      payload: { bank: 'BCA', accountno: '1234567890', amount: 10_000, otp: await otpFor(app, other, 'cash_out') },
    });
    expect(byNumber.statusCode).toBe(404);

    expect((await walletOf(app, other)).banks).toEqual([]);
    expect(await walletOf(app, other)).toMatchObject({ balance: 50_000 });
    for (const url of ['/api/wallet/history', '/api/wallet/cashout', '/api/wallet/cashin/COMPLETED', '/api/wallet/cashin/PENDING']) {
      const res = await app.inject({ method: 'GET', url, headers: other.headers });
      const mine = await app.inject({ method: 'GET', url, headers: owner.headers });
      const theirs = new Set(res.json().data.content.map((r: { id: number }) => r.id));
      for (const row of mine.json().data.content as { id: number }[]) expect(theirs.has(row.id)).toBe(false);
    }
    expect(await walletOf(app, owner)).toMatchObject({ balance: 50_000, pendingcashout: 0 });
  });
});
