import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../test/factories.js';
import { insertRows } from '../test/list-rows.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Honest totals (DESIGN §18): a search counts its matches up to 1,000 and says whether it stopped there; the
 * unfiltered and filtered-without-search lists keep their exact totals; `exactTotal=true` counts them all; the pages
 * of a search past the cap follow one another without a row twice or missing, past the 1,000th too.
 */
describe('list totals: exact to 1,000 matches, then capped', () => {
  let app: TestApp;
  let a: TestTenant;
  const MENUS = 1_260;
  const TOKENS = 1_120; // menus whose label holds "Token"
  const RESELLERS = 1_050;

  interface Page {
    content: { id: number }[];
    totalElements: number;
    totalExact: boolean;
  }
  const get = async (url: string): Promise<Page> => {
    const res = await app.inject({ method: 'GET', url, headers: a.headers });
    expect(res.statusCode, url).toBe(200);
    return res.json().data;
  };
  /** Every page of `url` from the first until an empty one: the ids in the order read. */
  const allPages = async (url: string, size: number) => {
    const ids: number[] = [];
    for (let page = 0; ; page++) {
      const p = await get(`${url}&size=${size}&page=${page}`);
      if (!p.content.length) return ids;
      ids.push(...p.content.map((r) => r.id));
    }
  };

  beforeAll(async () => {
    app = await createTestApp();
    a = await createTenant(app);
    const other = await createTenant(app);
    const { db } = app.ctx;
    await insertRows(db, 'menus', a.serverPk, MENUS, (i) => ({
      label: i < TOKENS ? `Token PLN ${i}` : `Pulsa XL ${i}`,
      type: i % 2 ? 1 : 2,
      kodeproduk: `KP${i}`,
    }));
    await insertRows(db, 'menus', other.serverPk, 1_100, (i) => ({ label: `Token Lain ${i}` }));
    await insertRows(db, 'resellers', a.serverPk, RESELLERS, (i) => ({
      nama: `Agen Wijaya ${i}`,
      kode_upline: i % 10 ? 'R1000' : null,
    }));
  });
  afterAll(() => app.close());

  it('a search past 1,000 matches says 1,000 and not exact; exactTotal=true counts them all', async () => {
    for (const term of ['token', 'OKEN PL']) {
      const capped = await get(`/api/backoffice/menu?cari=${encodeURIComponent(term)}&size=10`);
      expect(capped).toMatchObject({ totalElements: 1000, totalExact: false });
      expect(capped.content).toHaveLength(10);
      const exact = await get(`/api/backoffice/menu?cari=${encodeURIComponent(term)}&size=10&exactTotal=true`);
      expect(exact).toMatchObject({ totalElements: TOKENS, totalExact: true });
      expect(exact.content.map((r) => r.id)).toEqual(capped.content.map((r) => r.id));
    }
    // with another filter beside the search (SQLite then asks the database, not the index)
    const typed = await get('/api/backoffice/menu?cari=token&filtertype=2&size=5');
    expect(typed).toMatchObject({ totalElements: 560, totalExact: true });
    const resellers = await get('/api/reseller/?search=wijaya&size=5');
    expect(resellers).toMatchObject({ totalElements: 1000, totalExact: false });
    const downline = await get('/api/reseller/?search=wijaya&kode_upline=R1000&size=5');
    expect(downline).toMatchObject({ totalElements: 945, totalExact: true });
    expect(await get('/api/reseller/?search=wijaya&size=5&exactTotal=true')).toMatchObject({ totalElements: RESELLERS, totalExact: true });
  });

  it('below the cap, unfiltered and filtered without a search: exact', async () => {
    expect(await get('/api/backoffice/menu?cari=pulsa&size=10')).toMatchObject({ totalElements: MENUS - TOKENS, totalExact: true });
    expect(await get('/api/backoffice/menu?cari=kp1259&size=10')).toMatchObject({ totalElements: 1, totalExact: true });
    expect(await get('/api/backoffice/menu?size=10')).toMatchObject({ totalElements: MENUS, totalExact: true });
    expect(await get('/api/backoffice/menu?filtertype=1&size=10')).toMatchObject({ totalElements: MENUS / 2, totalExact: true });
    expect(await get('/api/reseller/?size=10')).toMatchObject({ totalElements: RESELLERS, totalExact: true });
  });

  it('pages of a capped search follow one another past the 1,000th match, in more than one order', async () => {
    for (const sort of ['', '&sort=label,asc', '&sort=label,desc']) {
      const all = await get(`/api/backoffice/menu?cari=token&size=10000&exactTotal=true${sort}`);
      expect(all.content).toHaveLength(TOKENS);
      const ids = await allPages(`/api/backoffice/menu?cari=token${sort}`, 150);
      expect(ids, sort).toEqual(all.content.map((r) => r.id));
    }
    const resellers = await get('/api/reseller/?search=wijaya&size=10000&exactTotal=true&sort=nama,desc');
    expect(await allPages('/api/reseller/?search=wijaya&sort=nama,desc', 200)).toEqual(resellers.content.map((r) => r.id));
  });

  it('exactTotal takes true or false only, in the spec words', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/backoffice/menu?cari=token&exactTotal=yes', headers: a.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(JSON.stringify(res.json())).toContain('exactTotal');
  });
});
