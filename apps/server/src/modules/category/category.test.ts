import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('categories /api/backoffice/categories', () => {
  let app: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  const menusA: Record<string, number> = {};
  let menuB: number;

  const menu = async (t: TestTenant, label: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/backoffice/menu', headers: t.headers, payload: { label } });
    return res.json().data.id as number;
  };
  const post = (t: TestTenant, payload: object) =>
    app.inject({ method: 'POST', url: '/api/backoffice/categories', headers: t.headers, payload });
  const list = (t: TestTenant, query = '') => app.inject({ method: 'GET', url: `/api/backoffice/categories${query}`, headers: t.headers });

  beforeAll(async () => {
    app = await createTestApp();
    a = await createTenant(app);
    b = await createTenant(app);
    for (const label of ['Pulsa', 'Paket Data', 'PLN', 'BPJS', 'PDAM']) menusA[label] = await menu(a, label);
    menuB = await menu(b, 'Menu B');
  });
  afterAll(() => app.close());

  it('adds a category with its menus in the chosen order; sort is stored as a number', async () => {
    const res = await post(a, {
      title: 'Tagihan',
      status: 1,
      showHome: '1',
      sort: '3',
      menus: [menusA.PLN, menusA.BPJS, menusA.PDAM, menusA.PLN],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Add data Successfully');
    const data = res.json().data;
    expect(data).toMatchObject({ title: 'Tagihan', status: 1, showHome: 1, sort: 3 });
    expect(data.menus).toEqual([menusA.PLN, menusA.BPJS, menusA.PDAM]);
    expect(data.listMenu).toEqual([
      { id: menusA.PLN, label: 'PLN' },
      { id: menusA.BPJS, label: 'BPJS' },
      { id: menusA.PDAM, label: 'PDAM' },
    ]);
    const row = await app.ctx.db.selectFrom('categories').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(typeof row.sort).toBe('number');
  });

  it('requires Title, Status, Show, Sort and at least one menu', async () => {
    const res = await post(a, { title: '', sort: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      title: 'Please fill input',
      status: 'Please fill input',
      showHome: 'Please fill input',
      sort: 'Please fill input',
      menus: 'Choose at least one menu',
    });
    const empty = await post(a, { title: 'X', status: 1, showHome: 1, sort: 1, menus: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('Choose at least one menu');
    const notNumber = await post(a, { title: 'X', status: 1, showHome: 1, sort: 'abc', menus: [menusA.Pulsa] });
    expect(notNumber.json().errors.sort).toBe('Please fill input');
  });

  it('refuses menus of another server and creates nothing', async () => {
    const before = (await list(a, '?size=-1')).json().data.totalElements;
    const res = await post(a, { title: 'Campur', status: 1, showHome: 1, sort: 1, menus: [menusA.Pulsa, menuB] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      msg: 'A chosen menu does not exist on this server',
      errors: { menus: 'A chosen menu does not exist on this server' },
    });
    const missing = await post(a, { title: 'Hilang', status: 1, showHome: 1, sort: 1, menus: [99999999] });
    expect(missing.statusCode).toBe(400);
    expect((await list(a, '?size=-1')).json().data.totalElements).toBe(before);
  });

  it('lists by sort ascending by default, or descending, searchable by title, paged', async () => {
    const t = await createTenant(app);
    const m = await menu(t, 'Pulsa');
    for (const [title, sort] of [
      ['Prabayar', 2],
      ['Pascabayar', 1],
      ['Hiburan', 3],
    ] as const) {
      expect((await post(t, { title, status: 1, showHome: 1, sort, menus: [m] })).statusCode).toBe(200);
    }
    const titles = (q: string) => list(t, q).then((r) => r.json().data.content.map((c: { title: string }) => c.title));
    expect(await titles('')).toEqual(['Pascabayar', 'Prabayar', 'Hiburan']);
    expect(await titles('?sort=asc')).toEqual(['Pascabayar', 'Prabayar', 'Hiburan']);
    expect(await titles('?sort=desc')).toEqual(['Hiburan', 'Prabayar', 'Pascabayar']);
    expect(await titles('?title=bayar')).toEqual(['Pascabayar', 'Prabayar']);
    const p = (await list(t, '?page=1&size=2')).json().data;
    expect(p.totalElements).toBe(3);
    expect(p.content.map((c: { title: string }) => c.title)).toEqual(['Hiburan']);
    expect((await list(t, '?size=1000')).json().data.content[0].listMenu).toEqual([{ id: m, label: 'Pulsa' }]);
  });

  it('edits {title, status, showHome, sort, menus} by path or body id; a deleted menu leaves the category', async () => {
    const created = (await post(a, { title: 'Digital', status: 1, showHome: 1, sort: 5, menus: [menusA.Pulsa] })).json().data;
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/backoffice/categories/${created.id}`,
      headers: a.headers,
      payload: { title: 'Produk Digital', status: 0, showHome: 0, sort: 6, menus: [menusA['Paket Data'], menusA.Pulsa] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Edit data Successfully');
    expect(res.json().data).toMatchObject({
      title: 'Produk Digital',
      status: 0,
      showHome: 0,
      sort: 6,
      menus: [menusA['Paket Data'], menusA.Pulsa],
    });

    const byBody = await app.inject({
      method: 'PATCH',
      url: '/api/backoffice/categories',
      headers: a.headers,
      payload: { id: created.id, title: 'Produk Digital', status: 1, showHome: 1, sort: 6, menus: [menusA.Pulsa] },
    });
    expect(byBody.json().data.menus).toEqual([menusA.Pulsa]);

    const foreignMenu = await app.inject({
      method: 'PATCH',
      url: `/api/backoffice/categories/${created.id}`,
      headers: a.headers,
      payload: { title: 'X', status: 1, showHome: 1, sort: 1, menus: [menuB] },
    });
    expect(foreignMenu.statusCode).toBe(400);

    const extra = await menu(a, 'Sementara');
    await app.inject({
      method: 'PATCH',
      url: `/api/backoffice/categories/${created.id}`,
      headers: a.headers,
      payload: { title: 'Produk Digital', status: 1, showHome: 1, sort: 6, menus: [menusA.Pulsa, extra] },
    });
    await app.inject({ method: 'DELETE', url: `/api/backoffice/menu/${extra}`, headers: a.headers });
    const after = await app.inject({ method: 'GET', url: `/api/backoffice/categories/${created.id}`, headers: a.headers });
    expect(after.json().data.menus).toEqual([menusA.Pulsa]);
  });

  it('deletes', async () => {
    const created = (await post(a, { title: 'Hapus', status: 1, showHome: 1, sort: 9, menus: [menusA.Pulsa] })).json().data;
    const res = await app.inject({ method: 'DELETE', url: `/api/backoffice/categories/${created.id}`, headers: a.headers });
    expect(res.json()).toMatchObject({ success: true, msg: 'Delete data Successfully' });
    expect((await app.inject({ method: 'GET', url: `/api/backoffice/categories/${created.id}`, headers: a.headers })).statusCode).toBe(404);
    const links = await app.ctx.db.selectFrom('category_menus').select('menu_id').where('category_id', '=', created.id).execute();
    expect(links).toHaveLength(0);
  });

  it("gives another server's operator 404 for every id-bearing call and never shows foreign rows", async () => {
    const mine = (await post(a, { title: 'Milik A', status: 1, showHome: 1, sort: 1, menus: [menusA.Pulsa] })).json().data;
    const body = { title: 'Direbut', status: 1, showHome: 1, sort: 1, menus: [menuB] };
    const calls = [
      { method: 'GET' as const, url: `/api/backoffice/categories/${mine.id}` },
      { method: 'PATCH' as const, url: `/api/backoffice/categories/${mine.id}`, payload: body },
      { method: 'PATCH' as const, url: '/api/backoffice/categories', payload: { ...body, id: mine.id } },
      { method: 'DELETE' as const, url: `/api/backoffice/categories/${mine.id}` },
    ];
    for (const c of calls) {
      const res = await app.inject({ ...c, headers: b.headers });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(404);
    }
    const still = (await app.inject({ method: 'GET', url: `/api/backoffice/categories/${mine.id}`, headers: a.headers })).json().data;
    expect(still).toMatchObject({ title: 'Milik A', menus: [menusA.Pulsa] });
    const theirs = (await list(b, '?size=-1')).json().data;
    expect(theirs.totalElements).toBe(0);
  });
});
