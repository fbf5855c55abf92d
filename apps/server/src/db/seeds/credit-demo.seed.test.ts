import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTenant, type TestTenant } from '../../test/factories.js';
import { expectLedgersBalanced, fundWallet } from '../../test/money-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { creditDemoSeeder } from './credit-demo.seed.js';

describe('credit demo data', () => {
  let app: TestApp;
  let admin: TestTenant;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  it('first server: approved loan, bills in each status, a verified account, wallet untouched; next: approved loan with two contracts (one paid) and a pay-later cash-out waiting', async () => {
    const a = await createTenant(app);
    const b = await createTenant(app);
    await fundWallet(app, a, 200_000);
    await fundWallet(app, b, 200_000);
    await creditDemoSeeder(app.ctx, a.serverPk, a.serverCode);
    await creditDemoSeeder(app.ctx, b.serverPk, b.serverCode);

    const loan = (await app.inject({ method: 'GET', url: '/api/irmacapital/loan', headers: a.headers })).json().data;
    expect(loan).toMatchObject({ status: 1, creditlimit: 25_000_000, used: 0 });
    const history = (await app.inject({ method: 'GET', url: '/api/wallet/history', headers: a.headers })).json().data;
    expect(history.totalElements).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/api/irmacapital/loan', headers: b.headers })).json().data).toMatchObject({
      status: 1,
      used: 2_500_000,
    });
    const contracts = (await app.inject({ method: 'GET', url: '/api/irmacapital/loan/contract', headers: b.headers })).json().data;
    expect(contracts.content.map((c: { status: number }) => c.status).sort()).toEqual([0, 1]);
    const bills = (await app.inject({ method: 'GET', url: '/api/backoffice/bayartempo/serpulbills', headers: a.headers })).json().data;
    expect(bills.content.map((x: { paymentStatus: string }) => x.paymentStatus).sort()).toEqual([
      'BELUM_BAYAR',
      'JATUH_TEMPO',
      'ON_CONFIRMATION',
      'SUCCESS',
    ]);
    const rek = (await app.inject({ method: 'GET', url: '/api/backoffice/bayartempo/serpul-rekening', headers: a.headers })).json().data;
    expect(rek.map((r: { status: number }) => r.status)).toEqual([1, 0]);
    // The administrator's approvals count them.
    const counts = (await app.inject({ method: 'GET', url: '/api/admin/approvals', headers: admin.headers })).json().data;
    expect(counts).toMatchObject({ loanRequests: 0, bills: 1, rekening: 1, paylaterCashouts: 1 });
    await expectLedgersBalanced(app);
  });
});
