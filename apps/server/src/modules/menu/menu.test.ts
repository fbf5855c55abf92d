import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('menus /api/backoffice/menu', () => {
  let app: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let appIdA: number;

  const post = (t: TestTenant, payload: object) => app.inject({ method: 'POST', url: '/api/backoffice/menu', headers: t.headers, payload });
  const list = (t: TestTenant, query = '') => app.inject({ method: 'GET', url: `/api/backoffice/menu${query}`, headers: t.headers });

  beforeAll(async () => {
    app = await createTestApp();
    a = await createTenant(app);
    b = await createTenant(app);
    appIdA = (await app.ctx.db.selectFrom('apps').select('id').where('server_id', '=', a.serverPk).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => app.close());

  it('adds a menu with the defaults (showhome 1, status 1, order 1, type 1) and the caller’s appid', async () => {
    const res = await post(a, { label: 'Pulsa' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.msg).toBe('Add data Successfully');
    expect(body.data).toMatchObject({ label: 'Pulsa', type: 1, showhome: 1, status: 1, order: 1, appid: appIdA, image: '', url: '' });
  });

  it('requires a label ("Please fill input")', async () => {
    const res = await post(a, { label: '   ', type: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg: 'Please fill input', errors: { label: 'Please fill input' } });
    const missing = await post(a, { type: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.label).toBe('Please fill input');
  });

  it('answers in Indonesian when asked', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/backoffice/menu',
      headers: { ...a.headers, 'accept-language': 'id' },
      payload: { label: '' },
    });
    expect(res.json().msg).toBe('Mohon isi data');
  });

  it('refuses an unknown type code, a javascript: url and an image that is not an upload or http(s)', async () => {
    const type = await post(a, { label: 'X', type: 7 });
    expect(type.statusCode).toBe(400);
    expect(type.json().errors.type).toBe('Unknown menu type');
    const url = await post(a, { label: 'X', type: 4, url: 'javascript:alert(1)' });
    expect(url.statusCode).toBe(400);
    expect(url.json().errors.url).toBe('The URL must start with http:// or https://');
    const image = await post(a, { label: 'X', image: 'data:image/png;base64,AAAA' });
    expect(image.statusCode).toBe(400);
    expect(image.json().errors.image).toBe('The image must be an uploaded image or an http(s) address');
    const climb = await post(a, { label: 'X', image: '/uploads/../konsol.sqlite' });
    expect(climb.statusCode).toBe(400);
  });

  it('takes numbers sent as text and flags sent as booleans', async () => {
    const res = await post(a, { label: 'PLN', type: '1', showhome: false, status: '0', order: '7' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ type: 1, showhome: 0, status: 0, order: 7 });
  });

  it('ignores unknown body fields (server, appid, id are never taken from the body)', async () => {
    const res = await post(a, { label: 'Sneaky', server_id: b.serverPk, appid: 9999, id: 777777, created_at: '2000-01-01', hack: true });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.appid).toBe(appIdA);
    expect(data.id).not.toBe(777777);
    expect(data).not.toHaveProperty('hack');
    const row = await app.ctx.db.selectFrom('menus').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(row.server_id).toBe(a.serverPk);
    expect(row.created_at).not.toBe('2000-01-01');
    const other = await list(b, '?cari=Sneaky');
    expect(other.json().data.totalElements).toBe(0);
  });

  it('lists server-paged with search (cari/search), type and status filters, sort and the size aliases', async () => {
    const t = await createTenant(app);
    const labels = ['Paket Data', 'PDAM', 'BPJS Kesehatan', 'E-Wallet', 'Voucher Game'];
    for (const [i, label] of labels.entries()) {
      const r = await post(t, {
        label,
        type: i === 0 ? 9 : 1,
        status: i === 4 ? 0 : 1,
        order: 10 - i,
        kodeproduk: i === 2 ? 'BPJSKS' : '',
      });
      expect(r.statusCode).toBe(200);
    }
    const all = (await list(t)).json().data;
    expect(all.totalElements).toBe(5);
    expect(all.content.map((m: { label: string }) => m.label)).toEqual(labels); // default: by id
    expect(all.page).toBe(0);
    expect(all.size).toBe(10);

    const page1 = (await list(t, '?page=1&size=2')).json().data;
    expect(page1.totalElements).toBe(5);
    expect(page1.content.map((m: { label: string }) => m.label)).toEqual(['BPJS Kesehatan', 'E-Wallet']);

    expect((await list(t, '?cari=pdam')).json().data.content.map((m: { label: string }) => m.label)).toEqual(['PDAM']);
    expect((await list(t, '?search=bpjsks')).json().data.content.map((m: { label: string }) => m.label)).toEqual(['BPJS Kesehatan']);
    expect((await list(t, '?cari=%25')).json().data.totalElements).toBe(0); // % is a character, not a wildcard
    expect((await list(t, '?filtertype=9')).json().data.content.map((m: { label: string }) => m.label)).toEqual(['Paket Data']);
    expect((await list(t, '?filterstatus=0')).json().data.content.map((m: { label: string }) => m.label)).toEqual(['Voucher Game']);
    expect((await list(t, '?filterstatus=&filtertype=')).json().data.totalElements).toBe(5);

    const byOrder = (await list(t, '?sort=order,asc')).json().data.content.map((m: { order: number }) => m.order);
    expect(byOrder).toEqual([6, 7, 8, 9, 10]);
    const sortBy = (await list(t, '?sortBy=order&sortDesc=true')).json().data.content.map((m: { order: number }) => m.order);
    expect(sortBy).toEqual([10, 9, 8, 7, 6]);
    const unknownField = (await list(t, '?sort=server_id,desc')).json().data.content.map((m: { label: string }) => m.label);
    expect(unknownField).toEqual([...labels].reverse()); // not allowed: falls back to id

    const ipp = (await list(t, '?itemsPerPage=-1')).json().data;
    expect(ipp.size).toBe(10000);
    expect(ipp.content).toHaveLength(5);
    expect((await list(t, '?itemsPerPage=2')).json().data.content).toHaveLength(2);
  });

  it('edits with the id in the body or the path; left-out fields keep their value', async () => {
    const created = (await post(a, { label: 'Pulsa Reguler', type: 9, order: 3, kodeproduk: 'S5', showhome: 0 })).json().data;
    const r1 = await app.inject({
      method: 'PATCH',
      url: '/api/backoffice/menu',
      headers: a.headers,
      payload: { id: created.id, label: 'Pulsa & Internet' },
    });
    expect(r1.statusCode).toBe(200);
    expect(r1.json().msg).toBe('Edit data Successfully');
    expect(r1.json().data).toMatchObject({ id: created.id, label: 'Pulsa & Internet', type: 9, order: 3, kodeproduk: 'S5', showhome: 0 });

    const r2 = await app.inject({
      method: 'PATCH',
      url: `/api/backoffice/menu/${created.id}`,
      headers: a.headers,
      payload: { label: 'Pulsa & Internet', status: 0, order: 2, url: 'https://example.co.id/promo' },
    });
    expect(r2.statusCode).toBe(200);
    expect(r2.json().data).toMatchObject({ status: 0, order: 2, url: 'https://example.co.id/promo', type: 9 });

    const bad = await app.inject({ method: 'PATCH', url: '/api/backoffice/menu', headers: a.headers, payload: { label: 'No id' } });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes; the menu is then gone', async () => {
    const created = (await post(a, { label: 'Hapus saya' })).json().data;
    const del = await app.inject({ method: 'DELETE', url: `/api/backoffice/menu/${created.id}`, headers: a.headers });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ success: true, msg: 'Delete data Successfully', data: { id: created.id } });
    const again = await app.inject({ method: 'GET', url: `/api/backoffice/menu/${created.id}`, headers: a.headers });
    expect(again.statusCode).toBe(404);
    const twice = await app.inject({ method: 'DELETE', url: `/api/backoffice/menu/${created.id}`, headers: a.headers });
    expect(twice.statusCode).toBe(404);
  });

  it("gives another server's operator 404 for every id-bearing call and never shows foreign rows", async () => {
    const mine = (await post(a, { label: 'Rahasia A', type: 1 })).json().data;
    const calls = [
      { method: 'GET' as const, url: `/api/backoffice/menu/${mine.id}` },
      { method: 'PATCH' as const, url: `/api/backoffice/menu/${mine.id}`, payload: { label: 'taken' } },
      { method: 'PATCH' as const, url: '/api/backoffice/menu', payload: { id: mine.id, label: 'taken' } },
      { method: 'DELETE' as const, url: `/api/backoffice/menu/${mine.id}` },
    ];
    for (const c of calls) {
      const res = await app.inject({ ...c, headers: b.headers });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, msg: 'Data not found' });
    }
    const still = await app.inject({ method: 'GET', url: `/api/backoffice/menu/${mine.id}`, headers: a.headers });
    expect(still.json().data.label).toBe('Rahasia A');
    const theirs = (await list(b, '?size=-1')).json().data;
    expect(theirs.content.every((m: { appid: number }) => m.appid !== appIdA)).toBe(true);
    expect(theirs.content.some((m: { label: string }) => m.label.startsWith('Rahasia'))).toBe(false);
  });

  it('needs a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/backoffice/menu' });
    expect(res.statusCode).toBe(401);
  });
});
