import { APPROVAL_POLICY_DEFAULTS, type ApprovalPolicies, type ApprovalPolicy } from '@konsol/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { newTotpKey, totpNow, twoFactorStore } from '../../lib/two-factor.js';
import { createAdmin, createTenant, otherAdmin, type TestTenant } from '../../test/factories.js';
import { application } from '../../test/loan-fixtures.js';
import { cashoutInProses, expectLedgersBalanced, fundWallet, walletOf } from '../../test/money-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { approvalsService } from '../approvals/approvals.service.js';
import { walletRepository } from '../wallet/wallet.repository.js';

const TWO_ABOVE_50K: ApprovalPolicy = {
  tiers: [
    { approvers: 1, code: false, upTo: 50_000 },
    { approvers: 2, code: false },
  ],
  expiryHours: 72,
};

describe('four eyes on cash-outs (DESIGN §15)', () => {
  let app: TestApp;
  let admin: TestTenant;
  let second: Awaited<ReturnType<typeof otherAdmin>>;

  const setPolicies = async (change: Partial<ApprovalPolicies>) => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: { approvalPolicies: { ...APPROVAL_POLICY_DEFAULTS, ...change } },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const complete = (headers: Record<string, string>, id: number, body: object = { status: 1 }) =>
    app.inject({ method: 'POST', url: `/api/admin/wallet/cashout/${id}/complete`, headers, payload: body });
  const waiting = async (id: number) => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/approvals/cashouts?size=100', headers: admin.headers });
    return (res.json().data.content as { id: number; approval: { needed: number; approvers: { email: string }[] } }[]).find(
      (c) => c.id === id,
    );
  };
  const auditOf = (id: number) =>
    app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('entity', '=', 'wallet_cashout')
      .where('entity_id', '=', String(id))
      .where('action', '!=', 'wallet.cashout')
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    second = await otherAdmin(app, admin);
  });
  beforeEach(() => setPolicies({}));
  afterAll(() => app.close());

  it('keeps one approver for small amounts and two above Rp 25.000.000 by default', async () => {
    const t = await createTenant(app, { login: false });
    await fundWallet(app, t, 100_000);
    const co = await cashoutInProses(app, t, 30_000);
    expect((await waiting(co.id))?.approval).toMatchObject({ needed: 1, approvers: [], code: false });
    const done = await complete(admin.headers, co.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ id: co.id, status: 1 });
    expect(APPROVAL_POLICY_DEFAULTS.cashout.tiers).toEqual([
      { approvers: 1, code: false, upTo: 25_000_000 },
      { approvers: 2, code: false },
    ]);
  });

  it('waits for a second distinct approver; the same person counts once; each step is audited', async () => {
    await setPolicies({ cashout: TWO_ABOVE_50K });
    const t = await createTenant(app, { login: false });
    await fundWallet(app, t, 200_000);
    const co = await cashoutInProses(app, t, 100_000);

    const first = await complete(admin.headers, co.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ msg: 'Approval recorded (1 of 2)', data: { status: 'awaiting', approvals: 1, needed: 2 } });
    const again = await complete(admin.headers, co.id);
    expect(again.json().data).toEqual({ status: 'awaiting', approvals: 1, needed: 2 });
    expect((await waiting(co.id))?.approval).toMatchObject({ needed: 2, approvers: [{ email: admin.email }] });
    expect((await walletOf(app, t)).pendingcashout).toBe(100_000);
    const own = await app.inject({ method: 'GET', url: '/api/wallet/cashout', headers: t.headers });
    expect(own.json().data.content[0]).toMatchObject({
      id: co.id,
      status: 0,
      approval: { needed: 2, approvers: [{ email: admin.email }] },
    });

    const last = await complete(second.headers, co.id);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().data).toMatchObject({ id: co.id, status: 1 });
    expect(await waiting(co.id)).toBeUndefined();
    expect(await walletOf(app, t)).toMatchObject({ balance: 100_000, pendingcashout: 0 });
    expect(await auditOf(co.id)).toEqual([
      { action: 'approvals.step', actor_email: admin.email },
      { action: 'approvals.step', actor_email: admin.email },
      { action: 'wallet.cashout.success', actor_email: second.email },
    ]);
    await expectLedgersBalanced(app);
  });

  it('ends a request on any rejection: the money goes back and later approvals are refused', async () => {
    await setPolicies({ cashout: TWO_ABOVE_50K });
    const t = await createTenant(app, { login: false });
    await fundWallet(app, t, 200_000);
    const co = await cashoutInProses(app, t, 100_000);
    expect((await complete(admin.headers, co.id)).json().data.status).toBe('awaiting');
    const rejected = await complete(second.headers, co.id, { status: 2, description: 'Rekening tidak sesuai' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 2 });
    const late = await complete(admin.headers, co.id);
    expect(late.statusCode).toBe(409);
    expect(await walletOf(app, t)).toMatchObject({ balance: 200_000, pendingcashout: 0 });
    await expectLedgersBalanced(app);
  });

  it("refuses an approval by the request's own maker; another administrator approves it", async () => {
    await fundWallet(app, admin, 100_000);
    const co = await cashoutInProses(app, admin, 40_000);
    const own = await complete(admin.headers, co.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().msg).toBe('You cannot approve a request you made yourself');
    expect((await complete(second.headers, co.id)).json().data).toMatchObject({ status: 1 });
  });

  it('asks for a TOTP code where the tier says so, and takes a right one', async () => {
    await setPolicies({ cashout: { tiers: [{ approvers: 1, code: true }], expiryHours: 72 } });
    const t = await createTenant(app, { login: false });
    await fundWallet(app, t, 100_000);
    const co = await cashoutInProses(app, t, 20_000);
    const none = await complete(admin.headers, co.id);
    expect(none.statusCode).toBe(403);
    expect(none.json().msg).toBe('This approval needs a valid authenticator (TOTP) code');
    // An approver without two-factor sign-in has no code to give.
    expect((await complete(admin.headers, co.id, { status: 1, code: '123456' })).statusCode).toBe(403);

    const key = newTotpKey();
    await app.ctx.db
      .updateTable('users')
      .set({ totp_secret: twoFactorStore(app.ctx.config.JWT_SECRET).seal(key), totp_last_step: null })
      .where('id', '=', second.userId)
      .execute();
    const wrong = await complete(second.headers, co.id, { status: 1, code: totpNow(key, Date.now() - 10 * 60_000) });
    expect(wrong.statusCode).toBe(403);
    expect(await waiting(co.id)).toMatchObject({ approval: { approvers: [] } });
    const right = await complete(second.headers, co.id, { status: 1, code: totpNow(key) });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data).toMatchObject({ status: 1 });
  });

  it('refuses a policy whose tiers do not rise, or with three approvers', async () => {
    for (const cashout of [
      {
        tiers: [
          { upTo: 50_000, approvers: 1, code: false },
          { upTo: 10_000, approvers: 2, code: false },
          { approvers: 2, code: false },
        ],
        expiryHours: 1,
      },
      { tiers: [{ upTo: 50_000, approvers: 1, code: false }], expiryHours: 1 },
      { tiers: [{ approvers: 3, code: false }], expiryHours: 1 },
      { tiers: [{ approvers: 1, code: false }], expiryHours: 0 },
    ]) {
      const res = await app.inject({
        method: 'PATCH',
        url: '/api/admin/settings',
        headers: admin.headers,
        payload: { approvalPolicies: { ...APPROVAL_POLICY_DEFAULTS, cashout } },
      });
      expect(res.statusCode, JSON.stringify(cashout)).toBe(400);
    }
    const stored = await app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers });
    expect(stored.json().data.approvalPolicies.cashout).toEqual(APPROVAL_POLICY_DEFAULTS.cashout);
  });

  it('fails a request nobody completed in time, money back, requester told, audited as system:expiry', async () => {
    await setPolicies({ cashout: { ...TWO_ABOVE_50K, expiryHours: 1 } });
    const t = await createTenant(app, { login: false });
    await fundWallet(app, t, 200_000);
    const old = await cashoutInProses(app, t, 100_000);
    const fresh = await cashoutInProses(app, t, 20_000, '9876543210');
    expect((await complete(admin.headers, old.id)).json().data.status).toBe('awaiting');
    const hourAgo = new Date(Date.now() - 61 * 60_000).toISOString();
    await app.ctx.db.updateTable('wallet_cashouts').set({ created_at: hourAgo }).where('id', '=', old.id).execute();

    // Past its deadline it cannot be completed, even before the job runs.
    expect((await complete(second.headers, old.id)).statusCode).toBe(409);
    expect(await approvalsService(app.ctx).expire()).toMatchObject({ cashouts: 1 });
    expect(await approvalsService(app.ctx).expire()).toMatchObject({ cashouts: 0 });
    expect(await walletOf(app, t)).toMatchObject({ balance: 180_000, pendingcashout: 20_000 });
    expect(await auditOf(old.id)).toEqual([
      { action: 'approvals.step', actor_email: admin.email },
      { action: 'wallet.cashout.expired', actor_email: 'system:expiry' },
    ]);
    expect(await waiting(fresh.id)).toBeDefined();
    await app.ctx.mail.drain();
    expect(await app.smtp.waitFor(t.email, /(not approved in time|tidak disetujui tepat waktu)/)).toBeTruthy();
    await expectLedgersBalanced(app);
  });

  it('moves the money once when two approvers decide at the same moment on two instances', async () => {
    const other = await buildApp({
      config: app.ctx.config,
      database: { db: app.ctx.db, dialect: app.ctx.dialect, close: async () => {} },
      logger: false,
    });
    try {
      for (const policy of [APPROVAL_POLICY_DEFAULTS.cashout, TWO_ABOVE_50K]) {
        await setPolicies({ cashout: policy });
        const t = await createTenant(app, { login: false });
        await fundWallet(app, t, 300_000);
        const co = await cashoutInProses(app, t, 100_000);
        const [a, b] = await Promise.all([
          complete(admin.headers, co.id),
          other.inject({
            method: 'POST',
            url: `/api/admin/wallet/cashout/${co.id}/complete`,
            headers: second.headers,
            payload: { status: 1 },
          }),
        ]);
        const answers = [a, b].map((r) =>
          r.statusCode === 200 ? (r.json().data.status === 'awaiting' ? 'awaiting' : 'done') : r.statusCode,
        );
        // One approver: one completes, the other finds it done. Two: one waits, the other completes.
        expect(answers.sort()).toEqual(policy === TWO_ABOVE_50K ? ['awaiting', 'done'] : [409, 'done']);
        expect(await walletOf(app, t)).toMatchObject({ balance: 200_000, pendingcashout: 0 });
      }
    } finally {
      await other.close();
    }
    await expectLedgersBalanced(app);
  });

  it('counts approvals of a loan for the limit each approver granted; an application nobody decides expires', async () => {
    const t = await createTenant(app);
    const apply = async () => {
      const sent = await app.inject({
        method: 'POST',
        url: '/api/irmacapital/loan/request',
        headers: t.headers,
        payload: await application(app, t),
      });
      expect(sent.statusCode, sent.body).toBe(200);
      return sent.json().data.id as number;
    };
    const decide = (headers: Record<string, string>, id: number, body: object) =>
      app.inject({ method: 'POST', url: `/api/admin/irmacapital/request/${id}/decide`, headers, payload: body });
    const id = await apply();
    expect((await decide(admin.headers, id, { approve: true, creditlimit: 30_000_000 })).json().data).toEqual({
      status: 'awaiting',
      approvals: 1,
      needed: 2,
    });
    const pending = await app.inject({ method: 'GET', url: '/api/admin/irmacapital/requests?size=100', headers: admin.headers });
    expect(pending.json().data.content.find((r: { id: number }) => r.id === id).approval).toMatchObject({
      needed: 2,
      approvers: [{ email: admin.email, amount: 30_000_000 }],
    });
    // A different limit is a different approval: the first one did not approve Rp 40.000.000.
    expect((await decide(second.headers, id, { approve: true, creditlimit: 40_000_000 })).json().data.status).toBe('awaiting');
    const third = await otherAdmin(app, admin);
    const done = await decide(third.headers, id, { approve: true, creditlimit: 30_000_000 });
    expect(done.json().data).toMatchObject({ id, status: 1, creditlimit: 30_000_000 });

    const loan = await app.inject({ method: 'GET', url: '/api/irmacapital/loan', headers: t.headers });
    expect(loan.json().data).toMatchObject({ status: 1, creditlimit: 30_000_000 });

    // Rejected outright by one approver, or expired: a new application is refused neither way.
    const t2 = await createTenant(app);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/irmacapital/loan/request',
      headers: t2.headers,
      payload: await application(app, t2),
    });
    const late = sent.json().data.id as number;
    await app.ctx.db
      .updateTable('loan_requests')
      .set({ created_at: new Date(Date.now() - 73 * 3_600_000).toISOString() })
      .where('id', '=', late)
      .execute();
    expect(await approvalsService(app.ctx).expire()).toMatchObject({ loans: 1 });
    const expired = await app.inject({ method: 'GET', url: '/api/irmacapital/loan/request', headers: t2.headers });
    expect(expired.json().data).toMatchObject({ id: late, status: 2 });
    const audit = await app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('entity', '=', 'loan_request')
      .where('entity_id', '=', String(late))
      .where('action', '!=', 'loan.request')
      .execute();
    expect(audit).toEqual([{ action: 'loan.request.expired', actor_email: 'system:expiry' }]);
  });

  it('puts bank accounts, pay-later accounts and token orders through the same gate', async () => {
    const two: ApprovalPolicy = { tiers: [{ approvers: 2, code: false }], expiryHours: 72 };
    await setPolicies({ bank: two, tokenOrder: { tiers: [{ approvers: 1, code: true }], expiryHours: 72 } });
    const t = await createTenant(app, { login: false });
    const post = (headers: Record<string, string>, url: string, payload: object = {}) =>
      app.inject({ method: 'POST', url, headers, payload });

    // A wallet bank account: two approvers.
    const bank = await walletRepository(app.ctx.db).insertBank(app.ctx.db, t.serverPk, {
      bankid: 1,
      bank: 'BCA',
      accountno: '5550001111',
      accountname: 'Budi Santoso',
      status: 0,
    });
    const verify = `/api/admin/wallet/bank/${bank.id}/verify`;
    expect((await post(admin.headers, verify, { approve: true })).json().data).toEqual({ status: 'awaiting', approvals: 1, needed: 2 });
    expect((await post(second.headers, verify, { approve: true })).json().data).toMatchObject({ id: bank.id, status: 1 });

    // A pay-later account (the bank policy): one rejection ends it.
    const rekening = await post(t.headers, '/api/backoffice/bayartempo/serpul-rekening/add', { bankNo: '1234567890', name: 'bca' });
    expect(rekening.statusCode, rekening.body).toBe(200);
    const rverify = `/api/admin/bayartempo/rekening/${rekening.json().data.id}/verify`;
    expect((await post(admin.headers, rverify, { approve: true })).json().data.status).toBe('awaiting');
    expect((await post(second.headers, rverify, { approve: false, remark: 'Nama tidak sesuai' })).json().data.status).toBe(2);
    expect((await post(admin.headers, rverify, { approve: true })).statusCode).toBe(409);

    // A token order asks for a code; its own maker may never confirm it.
    const pkg = await post(admin.headers, '/api/admin/tokensms/denom', { name: 'Paket uji', jmltoken: 10, price: 5_000 });
    const own = await post(admin.headers, '/api/backoffice/tokensms/order', { paketid: pkg.json().data.id });
    expect(own.statusCode, own.body).toBe(200);
    const paid = `/api/admin/tokensms/order/${own.json().data.id}/paid`;
    expect((await post(admin.headers, paid)).json().msg).toBe('You cannot approve a request you made yourself');
    expect((await post(second.headers, paid)).json().msg).toBe('This approval needs a valid authenticator (TOTP) code');
  });

  it('expires bank and pay-later accounts, reported bill payments and token orders, each audited as system:expiry', async () => {
    const two: ApprovalPolicy = { tiers: [{ approvers: 2, code: false }], expiryHours: 1 };
    await setPolicies({ bank: two, bill: { ...two, expiryHours: 2 }, tokenOrder: { ...two, expiryHours: 3 } });
    const t = await createTenant(app);
    const post = (headers: Record<string, string>, url: string, payload: object = {}) =>
      app.inject({ method: 'POST', url, headers, payload });
    const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000 - 60_000).toISOString();
    const expiredBy = (entity: string, id: number) =>
      app.ctx.db
        .selectFrom('audit_log')
        .select('actor_email')
        .where('entity', '=', entity)
        .where('entity_id', '=', String(id))
        .where('action', 'like', '%.expired')
        .execute();

    // A wallet bank account and a pay-later account under one id: each has its own approvals.
    const id = 900_000 + Math.floor(Math.random() * 90_000);
    const now = new Date().toISOString();
    await app.ctx.db
      .insertInto('wallet_banks')
      .values({
        id,
        server_id: t.serverPk,
        bankid: 1,
        bank: 'BCA',
        accountno: '5550002222',
        accountname: 'Budi',
        status: 0,
        reason: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await app.ctx.db
      .insertInto('serpul_rekening')
      .values({ id, server_id: t.serverPk, name: 'bca', bank_no: '5550003333', remark: '', status: 0, created_at: now, updated_at: now })
      .execute();
    expect((await post(admin.headers, `/api/admin/wallet/bank/${id}/verify`, { approve: true })).json().data.approvals).toBe(1);
    expect((await post(admin.headers, `/api/admin/bayartempo/rekening/${id}/verify`, { approve: true })).json().data.approvals).toBe(1);

    const bill = (
      await post(admin.headers, '/api/admin/bayartempo/serpulbills', {
        server: t.serverCode,
        amount: 300_000,
        fee: 2500,
        expiredAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        details: [{ idreseller: 'R0001', resellername: 'Agen Satu', amount: 300_000 }],
      })
    ).json().data;
    const reported = await app.inject({
      method: 'PATCH',
      url: `/api/backoffice/bayartempo/serpulbills/payment/${bill.id}`,
      headers: t.headers,
    });
    expect(reported.statusCode, reported.body).toBe(200);
    const pkg = await post(admin.headers, '/api/admin/tokensms/denom', { name: 'Paket kedaluwarsa', jmltoken: 10, price: 5_000 });
    const order = (await post(t.headers, '/api/backoffice/tokensms/order', { paketid: pkg.json().data.id })).json().data;

    // Each list shows where its requests stand.
    const standing = async (url: string, itemId: number) => {
      const res = await app.inject({ method: 'GET', url: `${url}?size=100`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.content.find((r: { id: number }) => r.id === itemId)?.approval;
    };
    expect(await standing('/api/admin/approvals/banks', id)).toMatchObject({ needed: 2, approvers: [{ email: admin.email }] });
    expect(await standing('/api/admin/bayartempo/rekening/pending', id)).toMatchObject({ needed: 2, approvers: [{ email: admin.email }] });
    expect(await standing('/api/admin/bayartempo/serpulbills/pending', bill.id)).toMatchObject({ needed: 2, approvers: [] });
    expect(await standing('/api/admin/approvals/tokensms-orders', order.id)).toMatchObject({ needed: 2, approvers: [] });

    // Nothing is due yet; then each passes its own kind's expiry.
    expect(await approvalsService(app.ctx).expire()).toMatchObject({ banks: 0, rekening: 0, bills: 0, tokenOrders: 0 });
    await app.ctx.db
      .updateTable('wallet_banks')
      .set({ created_at: ago(1) })
      .where('id', '=', id)
      .execute();
    await app.ctx.db
      .updateTable('serpul_rekening')
      .set({ created_at: ago(1) })
      .where('id', '=', id)
      .execute();
    await app.ctx.db
      .updateTable('bills')
      .set({ updated_at: ago(2) })
      .where('id', '=', bill.id)
      .execute();
    await app.ctx.db
      .updateTable('tokensms_orders')
      .set({ created_at: ago(3) })
      .where('id', '=', order.id)
      .execute();
    expect((await post(second.headers, `/api/admin/bayartempo/serpulbills/${bill.id}/confirm`)).statusCode).toBe(409);
    expect(await approvalsService(app.ctx).expire()).toMatchObject({ banks: 1, rekening: 1, bills: 1, tokenOrders: 1 });
    expect(await approvalsService(app.ctx).expire()).toMatchObject({ banks: 0, rekening: 0, bills: 0, tokenOrders: 0 });

    const bank = await app.ctx.db.selectFrom('wallet_banks').select(['status', 'reason']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(bank).toEqual({ status: 2, reason: 'Kedaluwarsa: tidak disetujui tepat waktu' });
    const rek = await app.ctx.db.selectFrom('serpul_rekening').select(['status', 'remark']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(rek).toEqual({ status: 2, remark: 'Kedaluwarsa: tidak disetujui tepat waktu' });
    // The report is returned: the operator can pay and report again; the limit stays taken.
    const bills = await app.inject({ method: 'GET', url: '/api/backoffice/bayartempo/serpulbills', headers: t.headers });
    expect(bills.json().data.content.find((b: { id: number }) => b.id === bill.id)).toMatchObject({
      status: 'NOTPAID',
      cashFlowStatus: 'PASS_ON_DISBURSEMENT',
      payable: true,
    });
    const orders = await app.inject({ method: 'GET', url: '/api/backoffice/tokensms/order', headers: t.headers });
    expect(orders.json().data.content.find((o: { id: number }) => o.id === order.id)).toMatchObject({
      status: 2,
      statusName: 'Kedaluwarsa',
    });
    expect((await post(second.headers, `/api/admin/tokensms/order/${order.id}/paid`)).statusCode).toBe(409);
    for (const [entity, n] of [
      ['wallet_bank', id],
      ['serpul_rekening', id],
      ['bill', bill.id],
      ['tokensms_order', order.id],
    ] as const)
      expect(await expiredBy(entity, n), entity).toEqual([{ actor_email: 'system:expiry' }]);
    await app.ctx.mail.drain();
    expect(await app.smtp.waitFor(t.email, new RegExp(`${order.invoice}.*(not paid or confirmed in time|tidak dibayar)`))).toBeTruthy();
    await expectLedgersBalanced(app);
  });

  it('holds a pay-later cash-out for its tier; one nobody approves expires, its money back and the requester told', async () => {
    await setPolicies({ paylaterCashout: { ...TWO_ABOVE_50K, expiryHours: 1 } });
    const t = await createTenant(app);
    await fundWallet(app, t, 300_000);
    const post = (headers: Record<string, string>, url: string, payload: object = {}) =>
      app.inject({ method: 'POST', url, headers, payload });
    const rek = (await post(t.headers, '/api/backoffice/bayartempo/serpul-rekening/add', { bankNo: '1234567890', name: 'bni' })).json()
      .data;
    expect((await post(admin.headers, `/api/admin/bayartempo/rekening/${rek.id}/verify`, { approve: true })).statusCode).toBe(200);
    const cash = async (amount: number) => {
      const res = await post(t.headers, '/api/backoffice/bayartempo/serpul-rekening/cashout', { id: rek.id, amount });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: number; status: number };
    };
    const big = await cash(100_000);
    const late = await cash(60_000);
    expect(big.status).toBe(0);
    const complete = (headers: Record<string, string>, id: number) =>
      post(headers, `/api/admin/bayartempo/cashouts/${id}/complete`, { status: 1 });
    expect((await complete(admin.headers, big.id)).json().data).toEqual({ status: 'awaiting', approvals: 1, needed: 2 });
    expect((await complete(admin.headers, big.id)).json().data).toEqual({ status: 'awaiting', approvals: 1, needed: 2 });
    expect((await complete(second.headers, big.id)).json().data).toMatchObject({ id: big.id, status: 1 });
    expect(await walletOf(app, t)).toMatchObject({ balance: 140_000, pendingcashout: 60_000 });

    const ago = new Date(Date.now() - 61 * 60_000).toISOString();
    await app.ctx.db.updateTable('serpul_cashouts').set({ created_at: ago }).where('id', '=', late.id).execute();
    expect((await complete(second.headers, late.id)).statusCode).toBe(409);
    expect(await approvalsService(app.ctx).expire()).toMatchObject({ paylaterCashouts: 1 });
    expect(await walletOf(app, t)).toMatchObject({ balance: 200_000, pendingcashout: 0 });
    const audit = await app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('entity', '=', 'bayartempo_cashout')
      .where('entity_id', 'in', [String(big.id), String(late.id)])
      .where('action', '!=', 'bayartempo.cashout')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'approvals.step', actor_email: admin.email },
      { action: 'approvals.step', actor_email: admin.email },
      { action: 'bayartempo.cashout.success', actor_email: second.email },
      { action: 'bayartempo.cashout.expired', actor_email: 'system:expiry' },
    ]);
    await app.ctx.mail.drain();
    expect(await app.smtp.waitFor(t.email, /(Pay-later cash-out \S+ was not approved in time|tidak disetujui tepat waktu)/)).toBeTruthy();
    await expectLedgersBalanced(app);
  });

  it('decides up to 100 in bulk with one code, answering each item', async () => {
    await setPolicies({ cashout: { tiers: [{ approvers: 1, code: true }], expiryHours: 72 } });
    const approver = await otherAdmin(app, admin);
    const key = newTotpKey();
    await app.ctx.db
      .updateTable('users')
      .set({ totp_secret: twoFactorStore(app.ctx.config.JWT_SECRET).seal(key), totp_last_step: null })
      .where('id', '=', approver.userId)
      .execute();
    const t = await createTenant(app, { login: false });
    await fundWallet(app, t, 100_000);
    const ids = [
      (await cashoutInProses(app, t, 10_000, '1000000001')).id,
      (await cashoutInProses(app, t, 11_000, '1000000002')).id,
      (await cashoutInProses(app, t, 12_000, '1000000003')).id,
    ];
    const bulk = (headers: Record<string, string>, payload: object) =>
      app.inject({ method: 'POST', url: '/api/admin/approvals/bulk', headers, payload });

    expect(
      (await bulk(approver.headers, { kind: 'cashout', ids: Array.from({ length: 101 }, (_, i) => i + 1), approve: true })).statusCode,
    ).toBe(400);
    const wrong = await bulk(approver.headers, { kind: 'cashout', ids, approve: true, code: '000000' });
    expect(wrong.json().data.results).toEqual(
      ids.map((id) => ({ id, ok: false, msg: 'This approval needs a valid authenticator (TOTP) code' })),
    );

    const res = await bulk(approver.headers, { kind: 'cashout', ids: [...ids, 999_999], approve: true, code: totpNow(key) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      msg: '3 of 4 decided',
      data: { results: [...ids.map((id) => ({ id, ok: true, status: 'done' })), { id: 999_999, ok: false, msg: 'Data not found' }] },
    });
    expect(await walletOf(app, t)).toMatchObject({ balance: 67_000, pendingcashout: 0 });
    // The same again: each item says it was decided already.
    const again = await bulk(approver.headers, { kind: 'cashout', ids, approve: false, reason: 'Dobel' });
    expect(again.json().data.results.map((r: { ok: boolean }) => r.ok)).toEqual([false, false, false]);
    await expectLedgersBalanced(app);
  });
});
