import { PUBLIC_MENU_LIMIT } from '@konsol/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../../test/factories.js';
import { insertRows } from '../../test/list-rows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('GET /api/public/apps/{appcode}/config', () => {
  let app: TestApp;
  let a: TestTenant;
  let b: TestTenant;

  const create = async (t: TestTenant, path: string, payload: object): Promise<number> => {
    const res = await app.inject({ method: 'POST', url: `/api/backoffice/${path}`, headers: t.headers, payload });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.body}`);
    return res.json().data.id;
  };
  const config = (code: string, key?: string) =>
    app.inject({ method: 'GET', url: `/api/public/apps/${code}/config`, headers: key === undefined ? {} : { 'x-app-key': key } });

  const future = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await createTestApp();
    a = await createTenant(app);
    b = await createTenant(app);

    await app.inject({
      method: 'PATCH',
      url: '/api/backoffice/apps',
      headers: a.headers,
      payload: {
        appname: 'Pulsa Nusantara',
        appcode: a.serverCode,
        tagline: 'Isi pulsa murah',
        logo: '/uploads/logo/abc.png',
        apiurl: 'https://api.pulsanusa.co.id',
        appkey: a.appkey,
        primary_color: '#E53935',
        primary_color_dark: '#B71C1C',
        regonline: 1,
        regmethod: 1,
      },
    });

    ids.m1 = await create(a, 'menu', { label: 'PLN', type: 3, order: 2, image: '/uploads/menu/pln.png' });
    ids.m2 = await create(a, 'menu', { label: 'Pulsa', type: 9, order: 1 });
    ids.m3 = await create(a, 'menu', { label: 'Nonaktif', type: 1, order: 0, status: 0 });
    ids.m4 = await create(a, 'menu', { label: 'Paket Data', type: 9, order: 1, image: 'https://cdn.example.co.id/data.png' });

    ids.c1 = await create(a, 'categories', { title: 'Tagihan', status: 1, showHome: 1, sort: 2, menus: [ids.m1, ids.m3, ids.m2] });
    ids.c2 = await create(a, 'categories', { title: 'Tersembunyi', status: 0, showHome: 1, sort: 0, menus: [ids.m1] });
    ids.c3 = await create(a, 'categories', { title: 'Prabayar', status: 1, showHome: 0, sort: 1, menus: [ids.m4] });

    ids.b1 = await create(a, 'banner', { name: 'Banner dua', image: '/uploads/banner/2.png', order: 2 });
    ids.b2 = await create(a, 'banner', { name: 'Banner mati', image: '/uploads/banner/x.png', order: 0, status: 0 });
    ids.b3 = await create(a, 'banner', { name: 'Banner satu', image: '/uploads/banner/1.png', order: 1, url: 'https://pulsanusa.co.id' });

    ids.n1 = await create(a, 'news', { title: 'Berita aktif', content: '<p>Halo</p>' });
    ids.n2 = await create(a, 'news', { title: 'Berita draft', status: 0 });
    ids.i1 = await create(a, 'irmainfo', { title: 'Info aktif', content: '<p>Info</p>' });
    ids.i2 = await create(a, 'irmainfo', { title: 'Info mati', status: 0 });

    ids.p1 = await create(a, 'popup', { name: 'Tanpa batas' });
    ids.p2 = await create(a, 'popup', { name: 'Kedaluwarsa', expired: '2020-01-01' });
    ids.p3 = await create(a, 'popup', { name: 'Mati', status: 0, expired: future });
    ids.p4 = await create(a, 'popup', { name: 'Minggu depan', expired: future, image: '/uploads/popup/p.png' });

    ids.r1 = await create(a, 'runningtext', { msg: 'Sampai minggu depan', expired: future });
    ids.r2 = await create(a, 'runningtext', { msg: 'Sudah lewat', expired: '2020-01-01 12:00:00' });
    ids.r3 = await create(a, 'runningtext', { msg: 'Nonaktif', aktif: 0 });
    ids.r4 = await create(a, 'runningtext', { msg: 'Selamanya' });

    // another server's content must never show
    const mb = await create(b, 'menu', { label: 'Menu B' });
    await create(b, 'categories', { title: 'Kategori B', status: 1, showHome: 1, sort: 0, menus: [mb] });
    await create(b, 'banner', { name: 'Banner B', image: '/uploads/banner/b.png' });
    await create(b, 'news', { title: 'Berita B' });
    await create(b, 'popup', { name: 'Popup B' });
    await create(b, 'runningtext', { msg: 'Teks B' });
  });
  afterAll(() => app.close());

  it('answers exactly the active, unexpired content, in order, with absolute image addresses', async () => {
    const res = await config(a.serverCode, a.appkey);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const d = res.json().data;
    expect(d.base_url).toBe('https://konsol.test');
    expect(d.settings).toEqual({
      appname: 'Pulsa Nusantara',
      appcode: a.serverCode,
      tagline: 'Isi pulsa murah',
      logo: 'https://konsol.test/uploads/logo/abc.png',
      version: '1.0',
      primary_color: '#E53935',
      primary_color_dark: '#B71C1C',
      regonline: 1,
      regmethod: 1,
      zopimkey: '',
      apiurl: 'https://api.pulsanusa.co.id',
    });
    expect(d.settings).not.toHaveProperty('appkey');
    expect(d.maintenance).toBe(0);

    expect(d.menus.map((m: { id: number }) => m.id)).toEqual([ids.m2, ids.m4, ids.m1]);
    expect(d.menus[2]).toMatchObject({ label: 'PLN', type: 3, order: 2, image: 'https://konsol.test/uploads/menu/pln.png', showhome: 1 });
    expect(d.menus[1].image).toBe('https://cdn.example.co.id/data.png');

    expect(d.categories.map((c: { id: number }) => c.id)).toEqual([ids.c3, ids.c1]);
    expect(d.categories[1]).toMatchObject({ title: 'Tagihan', showHome: 1, sort: 2 });
    expect(d.categories[1].menus.map((m: { id: number }) => m.id)).toEqual([ids.m1, ids.m2]);
    expect(d.categories[0].menus.map((m: { label: string }) => m.label)).toEqual(['Paket Data']);

    expect(d.banners.map((x: { id: number }) => x.id)).toEqual([ids.b3, ids.b1]);
    expect(d.banners[0]).toMatchObject({
      name: 'Banner satu',
      image: 'https://konsol.test/uploads/banner/1.png',
      url: 'https://pulsanusa.co.id',
      order: 1,
    });
    expect(d.news.map((x: { id: number }) => x.id)).toEqual([ids.n1]);
    expect(d.news[0].content).toBe('<p>Halo</p>');
    expect(d.infos.map((x: { id: number }) => x.id)).toEqual([ids.i1]);
    expect(d.popups.map((x: { id: number }) => x.id).sort()).toEqual([ids.p1, ids.p4].sort());
    expect(d.popups.find((p: { id: number }) => p.id === ids.p4).image).toBe('https://konsol.test/uploads/popup/p.png');
    expect(d.runningtexts.map((x: { id: number }) => x.id).sort()).toEqual([ids.r1, ids.r4].sort());

    const text = JSON.stringify(d);
    for (const foreign of ['Menu B', 'Kategori B', 'Banner B', 'Berita B', 'Popup B', 'Teks B']) expect(text).not.toContain(foreign);
  });

  it('follows changes at once: maintenance, a deactivated menu, an expiry moved into the past', async () => {
    await app.inject({ method: 'PATCH', url: '/api/backoffice/apps/maintenance/1', headers: a.headers });
    await app.inject({
      method: 'PATCH',
      url: `/api/backoffice/menu/${ids.m2}`,
      headers: a.headers,
      payload: { label: 'Pulsa', status: 0 },
    });
    await app.inject({
      method: 'PATCH',
      url: `/api/backoffice/popup/${ids.p4}`,
      headers: a.headers,
      payload: { name: 'Minggu depan', expired: '2021-01-01' },
    });
    const d = (await config(a.serverCode, a.appkey)).json().data;
    expect(d.maintenance).toBe(1);
    expect(d.menus.map((m: { id: number }) => m.id)).toEqual([ids.m4, ids.m1]);
    expect(d.categories[1].menus.map((m: { id: number }) => m.id)).toEqual([ids.m1]);
    expect(d.popups.map((p: { id: number }) => p.id)).toEqual([ids.p1]);
    await app.inject({ method: 'PATCH', url: '/api/backoffice/apps/maintenance/0', headers: a.headers });
  });

  it('answers 401 for a missing or wrong key, an unknown app, or another app’s key', async () => {
    for (const [code, key] of [
      [a.serverCode, undefined],
      [a.serverCode, ''],
      [a.serverCode, 'wrong-key'],
      [a.serverCode, b.appkey],
      ['NOSUCHAPP', a.appkey],
    ] as const) {
      const res = await config(code, key);
      expect(res.statusCode, `${code} ${key}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false, msg: 'Invalid app key' });
    }
  });

  it('carries the first PUBLIC_MENU_LIMIT active menus however many there are; a category keeps its chosen menus', async () => {
    const t = await createTenant(app);
    const last = await create(t, 'menu', { label: 'Menu terakhir', type: 1, order: 9 });
    const cat = await create(t, 'categories', { title: 'Pilihan', status: 1, showHome: 1, sort: 0, menus: [last] });
    const now = new Date().toISOString();
    await insertRows(app.ctx.db, 'menus', t.serverPk, PUBLIC_MENU_LIMIT + 200, (i) => ({
      sort_order: i % 2,
      status: i % 7 === 0 ? 0 : 1,
      created_at: now,
      updated_at: now,
    }));
    const first = await app.ctx.db
      .selectFrom('menus')
      .select('id')
      .where('server_id', '=', t.serverPk)
      .where('status', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .limit(PUBLIC_MENU_LIMIT)
      .execute();

    const res = await config(t.serverCode, t.appkey);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.menus).toHaveLength(PUBLIC_MENU_LIMIT);
    expect(d.menus.map((m: { id: number }) => m.id)).toEqual(first.map((m) => m.id));
    expect(d.menus.map((m: { id: number }) => m.id)).not.toContain(last);
    expect(d.categories.find((c: { id: number }) => c.id === cat).menus).toMatchObject([{ id: last, label: 'Menu terakhir', order: 9 }]);
  });

  it('answers 403 for a deactivated server', async () => {
    const t = await createTenant(app);
    await app.ctx.db.updateTable('servers').set({ status: 0 }).where('id', '=', t.serverPk).execute();
    const res = await config(t.serverCode, t.appkey);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, msg: 'This server is deactivated' });
  });
});
