import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { topupService } from './topup.service.js';

describe('top-up channel', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('recordTopups records once per reff (a repeat only updates the status), lists newest first with search, and feeds the dashboard', async () => {
    const t = await createTenant(app);
    const other = await createTenant(app);
    const topups = topupService(app.ctx);
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    await topups.recordTopups(t.serverPk, [
      { reff: 'TRX-1', channelname: 'va-bca', amount: 100_000, status: 1, reseller: 'R001', waktu: at(30) },
      { reff: 'TRX-2', channelname: 'ALFAMART', amount: 50_000, status: 0, reseller: 'R002', waktu: at(20) },
      { reff: 'TRX-3', channelname: 'VA-MANDIRI', amount: 75_000, waktu: at(10) },
    ]);
    // The engine reports TRX-2 again once settled, with a different amount that must not be taken.
    const again = await topups.recordTopups(t.serverPk, [
      { reff: 'TRX-2', channelname: 'ALFAMART', amount: 999_999, status: 1, waktu: at(1) },
    ]);
    expect(again).toEqual({ recorded: 1 });
    await topups.recordTopups(other.serverPk, [{ reff: 'TRX-1', channelname: 'VA-BNI', amount: 10_000 }]);
    await expect(topups.recordTopups(t.serverPk, [{ reff: '', channelname: 'X', amount: -1 }])).rejects.toThrow();

    const list = await app.inject({ method: 'GET', url: '/api/backoffice/console/topupchannel', headers: t.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.totalElements).toBe(3);
    expect(list.json().data.content).toEqual([
      expect.objectContaining({ reff: 'TRX-3', channelname: 'VA-MANDIRI', amount: 75_000, status: 1 }),
      expect.objectContaining({ reff: 'TRX-2', amount: 50_000, status: 1, statusName: 'Sukses', waktu: at(20) }),
      expect.objectContaining({ reff: 'TRX-1', channelname: 'VA-BCA', reseller: 'R001' }),
    ]);
    const search = await app.inject({
      method: 'GET',
      url: '/api/backoffice/console/topupchannel?search=alfa&page=0&size=10',
      headers: t.headers,
    });
    expect(search.json().data.content.map((r: { reff: string }) => r.reff)).toEqual(['TRX-2']);
    const paged = await app.inject({ method: 'GET', url: '/api/backoffice/console/topupchannel?page=1&size=2', headers: t.headers });
    expect(paged.json().data.content.map((r: { reff: string }) => r.reff)).toEqual(['TRX-1']);

    const otherList = await app.inject({ method: 'GET', url: '/api/backoffice/console/topupchannel', headers: other.headers });
    expect(otherList.json().data.content).toEqual([expect.objectContaining({ reff: 'TRX-1', amount: 10_000 })]);

    const dashboard = await app.inject({ method: 'GET', url: '/api/backoffice/console/dashboard', headers: t.headers });
    const startOfWibDay = Date.parse(`${new Date(now + 7 * 3_600_000).toISOString().slice(0, 10)}T00:00:00Z`) - 7 * 3_600_000;
    const expected = [
      [30, 100_000],
      [20, 50_000],
      [10, 75_000],
    ].reduce((sum, [m, a]) => (now - m! * 60_000 >= startOfWibDay ? sum + a! : sum), 0);
    expect(dashboard.json().data.topupchannel).toBe(expected);
  });
});
