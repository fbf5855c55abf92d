import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/time.js';
import { createAdmin, createTenant, type TestTenant } from '../../test/factories.js';
import { expectLedgersBalanced, signedCallback, walletOf } from '../../test/money-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('payments', () => {
  let app: TestApp;
  let admin: TestTenant;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  async function pendingCashin(t: TestTenant, amount = 100_000) {
    const res = await app.inject({ method: 'POST', url: '/api/wallet/cashin', headers: t.headers, payload: { channel: 'VA-BCA', amount } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; va: string; total: number; reff: string };
  }
  const callbackRows = () => app.ctx.db.selectFrom('payment_callbacks').select(['reff', 'outcome']).execute();

  it('a bad or missing signature is 401 and changes nothing', async () => {
    const t = await createTenant(app);
    const c = await pendingCashin(t);
    const body = { event: 'va.paid', va: c.va, amount: c.total, reff: 'SIG-1', paid_at: nowIso() };
    const before = (await callbackRows()).length;

    const wrong = await app.inject(signedCallback(app, body, 'ab'.repeat(32)));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, msg: 'Invalid signature' });
    const missing = await app.inject({ method: 'POST', url: '/api/payments/callback', payload: body });
    expect(missing.statusCode).toBe(401);
    // Signed for one amount, sent with another.
    const signed = signedCallback(app, body);
    const tampered = await app.inject({ ...signed, payload: JSON.stringify({ ...body, amount: c.total + 1 }) });
    expect(tampered.statusCode).toBe(401);
    // Signed under another secret.
    const otherSecret = await app.inject(
      signedCallback(app, body, (await import('../../lib/crypto.js')).hmacSha256Hex('not-the-secret-0000', JSON.stringify(body))),
    );
    expect(otherSecret.statusCode).toBe(401);

    expect((await callbackRows()).length).toBe(before);
    expect(await walletOf(app, t)).toMatchObject({ balance: 0, pendingBalance: 100_000 });
  });

  it('the signature covers the raw bytes as sent', async () => {
    const t = await createTenant(app);
    const c = await pendingCashin(t, 20_000);
    const raw = `{ "event" : "va.paid",\n  "va": "${c.va}", "amount": ${c.total}, "reff": "RAW-1", "paid_at": "${nowIso()}" }`;
    const res = await app.inject(signedCallback(app, raw));
    expect(res.statusCode, res.body).toBe(200);
    expect((await walletOf(app, t)).balance).toBe(20_000);
  });

  it('the same callback sent 10 times at once credits once; every repeat gets the first answer', async () => {
    const t = await createTenant(app);
    const c = await pendingCashin(t, 150_000);
    const call = signedCallback(app, { event: 'va.paid', va: c.va, amount: c.total, reff: 'DUP-1', paid_at: nowIso() });
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.inject(call)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().data.duplicate === false)).toHaveLength(1);
    for (const a of answers)
      expect(a.json()).toMatchObject({ success: true, msg: 'Payment applied', data: { outcome: 'applied', reff: 'DUP-1' } });

    expect(await walletOf(app, t)).toMatchObject({ balance: 150_000, pendingBalance: 0 });
    const entries = await app.ctx.db
      .selectFrom('wallet_ledger')
      .select('credit')
      .where('server_id', '=', t.serverPk)
      .where('account', '=', 'balance')
      .execute();
    expect(entries).toEqual([{ credit: 150_000 }]);

    // A second payment of the same VA under another reff: recorded, nothing credited.
    const second = await app.inject(signedCallback(app, { event: 'va.paid', va: c.va, amount: c.total, reff: 'DUP-2', paid_at: nowIso() }));
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ outcome: 'already_paid', duplicate: false });
    expect((await walletOf(app, t)).balance).toBe(150_000);
    await expectLedgersBalanced(app);
  });

  it('a wrong amount or an unknown VA credits nothing and is recorded for follow-up; a malformed body is 400', async () => {
    const t = await createTenant(app);
    const c = await pendingCashin(t, 50_000);
    const mismatch = signedCallback(app, { event: 'va.paid', va: c.va, amount: 50_000, reff: 'AMT-1', paid_at: nowIso() });
    const r1 = await app.inject(mismatch);
    expect(r1.statusCode).toBe(422);
    expect(r1.json()).toMatchObject({ success: false, data: { outcome: 'amount_mismatch' } });
    const r1again = await app.inject(mismatch);
    expect(r1again.statusCode).toBe(422);
    expect(r1again.json().data.duplicate).toBe(true);
    expect(await walletOf(app, t)).toMatchObject({ balance: 0, pendingBalance: 50_000 });

    const unknown = await app.inject(
      signedCallback(app, { event: 'va.paid', va: '39001999999999999', amount: 1000, reff: 'UNK-1', paid_at: nowIso() }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data.outcome).toBe('unmatched');
    expect(await callbackRows()).toEqual(
      expect.arrayContaining([
        { reff: 'AMT-1', outcome: 'amount_mismatch' },
        { reff: 'UNK-1', outcome: 'unmatched' },
      ]),
    );

    const malformed = await app.inject(signedCallback(app, { event: 'va.paid', va: c.va }));
    expect(malformed.statusCode).toBe(400);
    const notJson = await app.inject(signedCallback(app, 'not json'));
    expect(notJson.statusCode).toBe(400);
    const unknownEvent = await app.inject(signedCallback(app, { event: 'va.expired', va: c.va, reff: 'X', amount: 1, paid_at: nowIso() }));
    expect(unknownEvent.statusCode).toBe(400);
    await expectLedgersBalanced(app);
  });

  it('sandbox: the administrator pays a VA through the same signed path (audited); operators may not', async () => {
    const t = await createTenant(app);
    const c = await pendingCashin(t, 40_000);
    const byOperator = await app.inject({ method: 'POST', url: '/api/payments/sandbox/pay', headers: t.headers, payload: { va: c.va } });
    expect(byOperator.statusCode).toBe(403);
    const paid = await app.inject({ method: 'POST', url: '/api/payments/sandbox/pay', headers: admin.headers, payload: { va: c.va } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ outcome: 'applied', duplicate: false });
    expect(await walletOf(app, t)).toMatchObject({ balance: 40_000, pendingBalance: 0 });
    const again = await app.inject({ method: 'POST', url: '/api/payments/sandbox/pay', headers: admin.headers, payload: { va: c.va } });
    expect(again.json().data.outcome).toBe('already_paid');
    expect((await walletOf(app, t)).balance).toBe(40_000);
    const unknown = await app.inject({ method: 'POST', url: '/api/payments/sandbox/pay', headers: admin.headers, payload: { va: '123' } });
    expect(unknown.statusCode).toBe(404);

    const audit = await app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('action', '=', 'payments.sandbox.pay')
      .where('server_id', '=', t.serverPk)
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]!.actor_email).toBe(admin.email);
    await expectLedgersBalanced(app);
  });

  it('topup.paid callbacks record resellers’ top-ups once per reff', async () => {
    const t = await createTenant(app);
    const body = {
      event: 'topup.paid',
      appcode: t.serverCode,
      reseller: 'R0001',
      channel: 'va-bri',
      amount: 250_000,
      reff: 'TOP-1',
      paid_at: nowIso(),
    };
    const answers = await Promise.all(Array.from({ length: 3 }, () => app.inject(signedCallback(app, body))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[0]!.json().data.outcome).toBe('recorded');
    const list = await app.inject({ method: 'GET', url: '/api/backoffice/console/topupchannel', headers: t.headers });
    expect(list.json().data).toMatchObject({
      totalElements: 1,
      content: [{ reff: 'TOP-1', channelname: 'VA-BRI', amount: 250_000, status: 1, statusName: 'Sukses', reseller: 'R0001' }],
    });

    const unknown = await app.inject(signedCallback(app, { ...body, appcode: 'NOSUCH', reff: 'TOP-2' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('Unknown server (appcode)');
  });
});
