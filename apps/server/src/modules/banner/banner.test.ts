import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('slider banners /api/backoffice/banner', () => {
  let app: TestApp;
  let a: TestTenant;
  let b: TestTenant;

  const post = (t: TestTenant, payload: object) =>
    app.inject({ method: 'POST', url: '/api/backoffice/banner', headers: t.headers, payload });

  beforeAll(async () => {
    app = await createTestApp();
    a = await createTenant(app);
    b = await createTenant(app);
  });
  afterAll(() => app.close());

  it('adds a banner (order defaults to 1, status to 1)', async () => {
    const res = await post(a, { name: 'Cashback 5%', image: '/uploads/banner/x.png', url: 'https://pulsanusa.co.id' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      msg: 'Add data Successfully',
      data: { name: 'Cashback 5%', order: 1, status: 1, image: '/uploads/banner/x.png' },
    });
  });

  it('requires a name ("Nama banner tidak boleh kosong") and an image ("Gambar banner tidak boleh kosong")', async () => {
    const res = await post(a, { name: '', image: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: 'Nama banner tidak boleh kosong', image: 'Gambar banner tidak boleh kosong' });
    const noImage = await post(a, { name: 'Tanpa gambar' });
    expect(noImage.json().msg).toBe('Gambar banner tidak boleh kosong');
    const en = await app.inject({
      method: 'POST',
      url: '/api/backoffice/banner',
      headers: { ...a.headers, 'accept-language': 'en' },
      payload: { image: '/uploads/banner/x.png' },
    });
    expect(en.json().msg).toBe('Banner name must not be empty');
    const bad = await post(a, { name: 'X', image: 'javascript:alert(1)' });
    expect(bad.json().errors.image).toBe('The image must be an uploaded image or an http(s) address');
  });

  it('lists by order, paged; edits by body or path; deletes', async () => {
    const t = await createTenant(app);
    for (const [name, order] of [
      ['Tiga', 3],
      ['Satu', 1],
      ['Dua', 2],
    ] as const) {
      await post(t, { name, order, image: `/uploads/banner/${order}.png` });
    }
    const names = async (q = '') =>
      (await app.inject({ method: 'GET', url: `/api/backoffice/banner${q}`, headers: t.headers }))
        .json()
        .data.content.map((x: { name: string }) => x.name);
    expect(await names()).toEqual(['Satu', 'Dua', 'Tiga']);
    expect(await names('?sort=order,desc')).toEqual(['Tiga', 'Dua', 'Satu']);
    expect(await names('?cari=du')).toEqual(['Dua']);
    expect(await names('?page=1&size=2')).toEqual(['Tiga']);

    const list = (await app.inject({ method: 'GET', url: '/api/backoffice/banner', headers: t.headers })).json().data.content;
    const tiga = list[2];
    const r1 = await app.inject({
      method: 'PATCH',
      url: '/api/backoffice/banner',
      headers: t.headers,
      payload: { id: tiga.id, name: 'Nol', image: tiga.image, order: 0 },
    });
    expect(r1.json()).toMatchObject({ msg: 'Edit data Successfully', data: { name: 'Nol', order: 0 } });
    expect(await names()).toEqual(['Nol', 'Satu', 'Dua']);
    const r2 = await app.inject({
      method: 'PATCH',
      url: `/api/backoffice/banner/${tiga.id}`,
      headers: t.headers,
      payload: { name: 'Nol', image: tiga.image, status: 0 },
    });
    expect(r2.json().data).toMatchObject({ status: 0, order: 0 });
    const del = await app.inject({ method: 'DELETE', url: `/api/backoffice/banner/${tiga.id}`, headers: t.headers });
    expect(del.json().msg).toBe('Delete data Successfully');
    expect(await names()).toEqual(['Satu', 'Dua']);
  });

  it("gives another server's operator 404 for every id-bearing call and never shows foreign rows", async () => {
    const mine = (await post(a, { name: 'Banner A', image: '/uploads/banner/a.png' })).json().data;
    for (const c of [
      { method: 'GET' as const, url: `/api/backoffice/banner/${mine.id}` },
      { method: 'PATCH' as const, url: `/api/backoffice/banner/${mine.id}`, payload: { name: 'x', image: '/uploads/banner/x.png' } },
      { method: 'PATCH' as const, url: '/api/backoffice/banner', payload: { id: mine.id, name: 'x', image: '/uploads/banner/x.png' } },
      { method: 'DELETE' as const, url: `/api/backoffice/banner/${mine.id}` },
    ]) {
      expect((await app.inject({ ...c, headers: b.headers })).statusCode, `${c.method} ${c.url}`).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/api/backoffice/banner?size=-1', headers: b.headers })).json().data.totalElements).toBe(
      0,
    );
  });
});
