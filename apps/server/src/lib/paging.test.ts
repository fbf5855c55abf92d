import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../test/factories.js';
import { insertRows } from '../test/list-rows.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { wibDayRange } from './time.js';

describe('list totals from the counters and pages read from the end', () => {
  let app: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  const get = async (t: TestTenant, url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: t.headers });
    expect(res.statusCode).toBe(200);
    return res.json().data as { content: { id: number }[]; totalElements: number };
  };
  /** Every page of `size` equals the same slice of the whole list, and the total is exact. */
  const pagesMatch = async (t: TestTenant, url: string, size: number) => {
    const all = await get(t, `${url}&size=10000`);
    expect(all.content).toHaveLength(all.totalElements);
    for (let page = 0; page * size < all.totalElements + size; page++) {
      const p = await get(t, `${url}&size=${size}&page=${page}`);
      expect(p.totalElements).toBe(all.totalElements);
      expect(p.content.map((r) => r.id)).toEqual(all.content.slice(page * size, page * size + size).map((r) => r.id));
    }
    return all.totalElements;
  };

  beforeAll(async () => {
    app = await createTestApp();
    a = await createTenant(app);
    b = await createTenant(app);
    const { db } = app.ctx;
    const now = Date.now();
    const at = (i: number) => new Date(now - i * 7 * 3600_000).toISOString();
    for (const t of [a, b]) {
      await insertRows(db, 'menus', t.serverPk, 37, (i) => ({
        label: `Menu ${i % 5}`,
        type: [1, 2, 3][i % 3]!,
        showhome: i % 2,
        status: i % 4 === 0 ? 0 : 1,
        sort_order: i % 7,
        created_at: at(i),
        updated_at: at(i % 9),
      }));
      await insertRows(db, 'resellers', t.serverPk, 23, (i) => ({
        kode: `R${100 + i}`,
        nama: `Nama ${i % 4}`,
        kode_upline: i % 3 === 0 ? null : 'R100',
        saldo: (i % 5) * 1000,
        tgl_daftar: at(i),
        last_activity: i % 2 ? null : at(i),
        created_at: at(i),
        updated_at: at(i),
      }));
      await insertRows(db, 'wallet_ledger', t.serverPk, 29, (i) => ({ credit: (i % 6) * 1000, endbalance: i * 1000, created_at: at(i) }));
      await insertRows(db, 'tokensms_history', t.serverPk, 31, (i) => ({
        phone: `0812${i % 4}`,
        status: i % 3,
        created_at: at(i),
        updated_at: at(i),
      }));
    }
  });
  afterAll(() => app.close());

  it('menus: exact totals by type and status through edits and deletes; every page in every order', async () => {
    for (const sort of ['', '&sort=id,desc', '&sort=label,asc', '&sort=order,desc', '&sort=updated_at,asc', '&sort=status,desc']) {
      expect(await pagesMatch(a, `/api/backoffice/menu?x=1${sort}`, 4)).toBe(37);
    }
    expect(await pagesMatch(a, '/api/backoffice/menu?filtertype=2', 3)).toBe(12);
    expect(await pagesMatch(a, '/api/backoffice/menu?filterstatus=0&sort=label,desc', 2)).toBe(10);
    const some = await get(a, '/api/backoffice/menu?filtertype=1&filterstatus=1&size=100');
    const [first, second] = some.content;
    await app.inject({
      method: 'PATCH',
      url: `/api/backoffice/menu/${first!.id}`,
      headers: a.headers,
      payload: { label: 'Moved', type: 2 },
    });
    await app.inject({ method: 'DELETE', url: `/api/backoffice/menu/${second!.id}`, headers: a.headers });
    expect((await get(a, '/api/backoffice/menu?filtertype=1&filterstatus=1')).totalElements).toBe(some.totalElements - 2);
    expect((await get(a, '/api/backoffice/menu?filtertype=2')).totalElements).toBe(13);
    expect((await get(a, '/api/backoffice/menu?')).totalElements).toBe(36);
    expect((await get(b, '/api/backoffice/menu?')).totalElements).toBe(37);
  });

  it('resellers: exact total and every page, nulls included, in every order', async () => {
    for (const sort of ['', '&sort=kode,desc', '&sort=nama,asc', '&sort=saldo,desc', '&sort=last_activity,asc', '&sort=kode_upline,desc']) {
      expect(await pagesMatch(a, `/api/reseller/?x=1${sort}`, 5)).toBe(23);
    }
  });

  it('wallet and SMS token history: totals from the daily counters match the rows, every page', async () => {
    const from = new Date(Date.now() - 12 * 86400_000 + 7 * 3600_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    for (const sort of ['', '&sort=credit,asc', '&sort=createdat,asc']) {
      expect(await pagesMatch(a, `/api/wallet/history?awal=${from}&akhir=${to}${sort}`, 4)).toBe(29);
      expect(await pagesMatch(a, `/api/backoffice/tokensms/history?awal=${from}&akhir=${to}${sort}`, 4)).toBe(31);
    }
    const mid = new Date(Date.now() - 3 * 86400_000 + 7 * 3600_000).toISOString().slice(0, 10);
    const counted = await app.ctx.db
      .selectFrom('tokensms_history')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('server_id', '=', a.serverPk)
      .where('created_at', '>=', wibDayRange(mid).from)
      .executeTakeFirstOrThrow();
    expect(await pagesMatch(a, `/api/backoffice/tokensms/history?awal=${mid}&akhir=${to}&sort=phone,desc`, 3)).toBe(Number(counted.n));
  });
});
