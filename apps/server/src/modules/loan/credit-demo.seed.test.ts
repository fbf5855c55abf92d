import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTenant } from '../../test/factories.js';
import { expectLedgersBalanced, fundWallet } from '../../test/money-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { creditDemoSeeder } from './credit-demo.seed.js';

describe('credit demo data', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await createAdmin(app);
  });
  afterAll(() => app.close());

  it('first server: approved loan, two contracts (one paid), bills in each status, a verified account; next: a waiting application', async () => {
    const a = await createTenant(app);
    const b = await createTenant(app);
    await fundWallet(app, a, 200_000);
    await creditDemoSeeder(app.ctx, a.serverPk, a.serverCode);
    await creditDemoSeeder(app.ctx, b.serverPk, b.serverCode);

    const loan = (await app.inject({ method: 'GET', url: '/api/irmacapital/loan', headers: a.headers })).json().data;
    expect(loan).toMatchObject({ status: 1, creditlimit: 50_000_000, used: 2_500_000 });
    const contracts = (await app.inject({ method: 'GET', url: '/api/irmacapital/loan/contract', headers: a.headers })).json().data;
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
    expect((await app.inject({ method: 'GET', url: '/api/irmacapital/loan', headers: b.headers })).json().data).toMatchObject({
      status: 9,
    });
    await expectLedgersBalanced(app);
  });
});
