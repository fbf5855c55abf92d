import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { walletRepository } from './wallet.repository.js';

/** `GET /wallet/bank`: the Bank tab's list, with the search, sort and paging of the other wallet lists. */
describe('wallet bank accounts list', () => {
  let app: TestApp;
  let t: TestTenant;
  const list = (query: string, tenant = t) => app.inject({ method: 'GET', url: `/api/wallet/bank?${query}`, headers: tenant.headers });
  const accountnos = (res: Awaited<ReturnType<typeof list>>) => res.json().data.content.map((b: { accountno: string }) => b.accountno);

  beforeAll(async () => {
    app = await createTestApp();
    t = await createTenant(app);
    const repo = walletRepository(app.ctx.db);
    for (const [bankid, bank, accountno, accountname, status] of [
      [1, 'BCA', '1000000001', 'Budi Santoso', 1],
      [3, 'BNI', '1000000002', 'Siti Aminah', 0],
      [4, 'BRI', '1000000003', 'Budi Hartono', 2],
    ] as const)
      await repo.insertBank(app.ctx.db, t.serverPk, { bankid, bank, accountno, accountname, status });
    const gone = await repo.insertBank(app.ctx.db, t.serverPk, {
      bankid: 2,
      bank: 'MANDIRI',
      accountno: '1000000004',
      accountname: 'Dihapus',
    });
    await repo.deleteBank(app.ctx.db, t.serverPk, gone.id);
  });
  afterAll(() => app.close());

  it('pages the accounts of every day (not only today’s), deleted ones left out, with their total', async () => {
    const first = await list('page=0&size=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ totalElements: 3, page: 0, size: 2 });
    expect(accountnos(first)).toEqual(['1000000001', '1000000002']);
    expect(accountnos(await list('page=1&size=2'))).toEqual(['1000000003']);
    expect(first.json().data.content[0]).toMatchObject({
      bank: 'BCA',
      accountname: 'Budi Santoso',
      status: 1,
      statusName: 'Terverifikasi',
    });
  });

  it('searches the bank, the account number and the account name, any case', async () => {
    expect(accountnos(await list('search=bni'))).toEqual(['1000000002']);
    expect(accountnos(await list('search=0003'))).toEqual(['1000000003']);
    expect(accountnos(await list('search=budi'))).toEqual(['1000000001', '1000000003']);
    const none = await list('search=%25');
    expect(none.json().data).toMatchObject({ content: [], totalElements: 0 });
  });

  it('sorts by a listed field, and by id for any other', async () => {
    expect(accountnos(await list('sort=bank,desc'))).toEqual(['1000000003', '1000000002', '1000000001']);
    expect(accountnos(await list('sort=accountname,asc'))).toEqual(['1000000003', '1000000001', '1000000002']);
    expect(accountnos(await list('sort=status,desc'))).toEqual(['1000000003', '1000000001', '1000000002']);
    expect(accountnos(await list('sort=nope,desc'))).toEqual(['1000000003', '1000000002', '1000000001']);
  });

  it('validates its filters like the other wallet lists', async () => {
    const res = await list('awal=2025-02-30');
    expect(res.statusCode).toBe(400);
  });

  it("another server's operator never sees the accounts", async () => {
    const other = await createTenant(app);
    const res = await list('search=budi', other);
    expect(res.json().data).toMatchObject({ content: [], totalElements: 0 });
  });
});
