import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('products', () => {
  let app: TestApp;
  let op: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    app = await createTestApp();
    op = await createTenant(app);
    other = await createTenant(app);
  });
  afterAll(() => app.close());

  const post = (t: TestTenant, payload: object) => app.inject({ method: 'POST', url: '/api/produk/', headers: t.headers, payload });
  const list = (t: TestTenant, query = '') => app.inject({ method: 'GET', url: `/api/produk/?${query}`, headers: t.headers });

  it('adds a product with the flag defaults, then edits it by id and by kode', async () => {
    const add = await post(op, { kode: 'S5', nama: 'Telkomsel 5.000', kode_operator: 'TSEL', harga_jual: 5850 });
    expect(add.json()).toMatchObject({
      msg: 'Add data Successfully',
      data: { kode: 'S5', nama: 'Telkomsel 5.000', catatan: '', kode_operator: 'TSEL', harga_jual: 5850, aktif: 1, gangguan: 0, kosong: 0 },
    });
    const id = add.json().data.id;
    const byId = await post(op, { id, kode: 'S5', nama: 'Telkomsel 5rb', harga_jual: '5900', gangguan: true, catatan: 'Sedang gangguan' });
    expect(byId.json()).toMatchObject({
      msg: 'Edit data Successfully',
      data: { id, nama: 'Telkomsel 5rb', harga_jual: 5900, gangguan: 1 },
    });
    const byKode = await post(op, { kode: 'S5', nama: 'Telkomsel 5.000', harga_jual: 5850, aktif: 0 });
    // fields left out keep their value
    expect(byKode.json()).toMatchObject({
      msg: 'Edit data Successfully',
      data: { id, aktif: 0, gangguan: 1, catatan: 'Sedang gangguan', kode_operator: 'TSEL' },
    });
    expect(byKode.json().data.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('checks the fields', async () => {
    const res = await post(op, { kode: '', nama: '', harga_jual: -1, aktif: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      kode: 'Please fill value',
      nama: 'Please fill value',
      harga_jual: 'Must be a whole number of rupiah',
      aktif: 'Invalid value',
    });
    const taken = await post(op, { kode: 'X10', nama: 'XL 10.000', harga_jual: 10900 });
    const rename = await post(op, { id: taken.json().data.id, kode: 'S5', nama: 'XL 10.000', harga_jual: 10900 });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().msg).toBe('This kode is already used by another product');
  });

  it('lists with search, operator and status filters, allow-listed sort, paging', async () => {
    await post(op, { kode: 'PLN20', nama: 'Token PLN 20.000', kode_operator: 'PLN', harga_jual: 20350 });
    await post(op, { kode: 'PLN50', nama: 'Token PLN 50.000', kode_operator: 'PLN', harga_jual: 50350 });
    const pln = (await list(op, 'kode_operator=PLN&sort=harga_jual,desc')).json().data;
    expect(pln.content.map((p: { kode: string }) => p.kode)).toEqual(['PLN50', 'PLN20']);
    expect((await list(op, 'search=token')).json().data.totalElements).toBe(2);
    expect((await list(op, 'aktif=0')).json().data.content.map((p: { kode: string }) => p.kode)).toEqual(['S5']);
    const paged = (await list(op, 'size=2&page=1&sort=kode,asc')).json().data;
    expect(paged).toMatchObject({ totalElements: 4, page: 1, size: 2 });
    expect(paged.content.map((p: { kode: string }) => p.kode)).toEqual(['S5', 'X10']);
  });

  it('deletes (audited) and never touches another server’s products', async () => {
    const theirs = (await post(other, { kode: 'S5', nama: 'Punya Lain', harga_jual: 1 })).json().data;
    const listed = (await list(op, 'size=-1')).json().data.content as { id: number }[];
    expect(listed.some((p) => p.id === theirs.id)).toBe(false);
    expect((await app.inject({ method: 'DELETE', url: `/api/produk/${theirs.id}`, headers: op.headers })).statusCode).toBe(404);
    expect((await post(op, { id: theirs.id, kode: 'S5', nama: 'Diambil', harga_jual: 1 })).statusCode).toBe(404);
    expect((await list(other)).json().data.content[0].nama).toBe('Punya Lain');

    const mine = listed[0]!;
    const del = await app.inject({ method: 'DELETE', url: `/api/produk/${mine.id}`, headers: op.headers });
    expect(del.json()).toEqual({ success: true, msg: 'Delete data Successfully' });
    expect((await app.inject({ method: 'DELETE', url: `/api/produk/${mine.id}`, headers: op.headers })).statusCode).toBe(404);
    const entry = await app.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'product.delete').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_email: op.email, server_id: op.serverPk });
  });
});
