import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../test/factories.js';
import { expectLedgersBalanced } from '../../test/money-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_OPERATOR, seed } from '../seed.js';

describe('money demo data', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ SEED_DEMO: 'true' });
    await seed(app.ctx);
  });
  afterAll(() => app.close());

  it('gives the demo operator a wallet built from real ledger entries, banks, cash-outs, tokens and top-ups', async () => {
    const headers = { authorization: `Bearer ${await login(app, DEMO_OPERATOR.email, DEMO_OPERATOR.password)}` };
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const wallet = await get('/api/wallet');
    expect(wallet).toMatchObject({ balance: 3_000_000, pendingBalance: 500_000, pendingcashout: 250_000 });
    expect(wallet.banks.map((b: { bank: string; status: number }) => [b.bank, b.status])).toEqual([
      ['BCA', 1],
      ['BNI', 0],
    ]);
    expect((await get('/api/wallet/cashin/COMPLETED')).totalElements).toBe(3);
    expect((await get('/api/wallet/cashin/PENDING')).totalElements).toBe(1);
    expect((await get('/api/wallet/cashout')).content.map((c: { statusName: string }) => c.statusName).sort()).toEqual([
      'Proses',
      'Sukses',
    ]);
    // Three paid cash-ins in, two cash-outs out (finishing one moves only the pending cash-out).
    expect((await get('/api/wallet/history')).totalElements).toBe(5);
    expect((await get('/api/backoffice/tokensms/denom')).map((p: { jmltoken: number; price: number }) => [p.jmltoken, p.price])).toEqual([
      [100, 35_000],
      [500, 150_000],
      [1000, 275_000],
    ]);
    expect(await get('/api/backoffice/tokensms/order')).toMatchObject({ ordertotal: 2, totaltoken: 700 });
    expect((await get('/api/backoffice/tokensms/history')).totalElements).toBe(5);
    expect((await get('/api/backoffice/console/dashboard')).tokensms).toBe(495);
    expect((await get('/api/backoffice/console/topupchannel?size=50')).totalElements).toBe(14);
    await expectLedgersBalanced(app);
  });
});
