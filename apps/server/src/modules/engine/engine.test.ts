import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTenant, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { resellerFigures, resellerRepository } from '../reseller/reseller.repository.js';
import { irsmarketBalance } from './engine.repository.js';

describe('engine API', () => {
  let app: TestApp;
  let admin: TestTenant;
  let op: TestTenant;
  let other: TestTenant;
  let key: string;
  let otherKey: string;

  const issueKey = async (t: TestTenant) =>
    (await app.inject({ method: 'POST', url: `/api/admin/mitra/${t.serverPk}/rotate-key`, headers: admin.headers })).json().data
      .server_key as string;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    op = await createTenant(app);
    other = await createTenant(app);
    key = await issueKey(op);
    otherKey = await issueKey(other);
  });
  afterAll(() => app.close());

  const put = (path: string, payload: object, k: string | null = key) =>
    app.inject({ method: 'PUT', url: `/api/engine/${path}`, headers: k === null ? {} : { 'x-server-key': k }, payload });
  const snapshot = (table: 'resellers' | 'products', serverId: number) =>
    app.ctx.db.selectFrom(table).selectAll().where('server_id', '=', serverId).orderBy('kode').execute();

  it('refuses a missing or wrong key (401) and a deactivated server (403)', async () => {
    const items = [{ kode: 'R1', nama: 'A' }];
    const none = await put('resellers', { items }, null);
    expect(none.statusCode).toBe(401);
    expect(none.json().msg).toBe('Missing or wrong server key');
    expect((await put('resellers', { items }, 'sk_wrong')).statusCode).toBe(401);
    expect((await put('resellers', { items }, `${key}x`)).statusCode).toBe(401);
    // the key is checked before the body
    expect((await put('resellers', { items: 'nonsense' }, 'sk_wrong')).statusCode).toBe(401);
    // the operator's bearer token is not an engine key
    const bearer = await app.inject({ method: 'PUT', url: '/api/engine/resellers', headers: op.headers, payload: { items } });
    expect(bearer.statusCode).toBe(401);

    const t = await createTenant(app);
    const k = await issueKey(t);
    await app.inject({ method: 'PATCH', url: `/api/admin/mitra/${t.serverPk}`, headers: admin.headers, payload: { status: 0 } });
    const off = await put('resellers', { items }, k);
    expect(off.statusCode).toBe(403);
    expect(await snapshot('resellers', t.serverPk)).toHaveLength(0);
  });

  it('upserts resellers by kode; the same batch twice leaves the same state', async () => {
    const batch = {
      items: [
        {
          kode: 'E001',
          nama: 'Bambang',
          alamat: 'Jl. Sudirman 1',
          saldo: 50000,
          tgl_daftar: '2024-03-01 09:00:00',
          last_activity: '2025-01-02T03:04:05Z',
        },
        { kode: 'E002', nama: 'Citra', kode_upline: 'E001', saldo: 12500, email: 'citra@example.com', phone: '081234567890' },
      ],
    };
    const first = await put('resellers', batch);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      msg: 'Batch applied',
      data: { received: 2, created: 2, updated: 0, unchanged: 0 },
    });
    const before = await snapshot('resellers', op.serverPk);
    expect(before.map((r) => [r.kode, r.nama, r.saldo, r.kode_upline])).toEqual([
      ['E001', 'Bambang', 50000, null],
      ['E002', 'Citra', 12500, 'E001'],
    ]);
    expect(before[0]!.tgl_daftar).toBe('2024-03-01T02:00:00.000Z');

    const again = await put('resellers', batch);
    expect(again.json().data).toEqual({ received: 2, created: 0, updated: 0, unchanged: 2 });
    expect(await snapshot('resellers', op.serverPk)).toEqual(before);

    // fields left out keep their value; what is given changes
    const partial = await put('resellers', { items: [{ kode: 'E002', nama: 'Citra Dewi', saldo: 9000 }] });
    expect(partial.json().data).toEqual({ received: 1, created: 0, updated: 1, unchanged: 0 });
    const e2 = (await snapshot('resellers', op.serverPk)).find((r) => r.kode === 'E002')!;
    expect(e2).toMatchObject({ nama: 'Citra Dewi', saldo: 9000, email: 'citra@example.com', phone: '081234567890', kode_upline: 'E001' });
  });

  it('a bad item is named by index and field, and nothing of the batch is applied', async () => {
    const before = await snapshot('resellers', op.serverPk);
    const res = await put('resellers', {
      items: [
        { kode: 'NEW1', nama: 'Baru', saldo: 1 },
        { kode: 'E001', nama: 'Bambang', saldo: 777 },
        { kode: 'NEW2', nama: '', saldo: 1 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: 'Item 2, field nama: Please fill value', errors: { 'items.2.nama': 'Please fill value' } });
    const id = await app.inject({
      method: 'PUT',
      url: '/api/engine/resellers',
      headers: { 'x-server-key': key, 'accept-language': 'id' },
      payload: { items: [{ kode: 'A', nama: 'B', last_activity: 'kemarin' }] },
    });
    expect(id.json().msg).toBe('Item 0, field last_activity: Gunakan ISO-8601, atau YYYY-MM-DD HH:mm:ss / YYYY-MM-DD dalam WIB');
    const dup = await put('resellers', {
      items: [
        { kode: 'D', nama: 'x' },
        { kode: 'E', nama: 'y' },
        { kode: 'D', nama: 'z' },
      ],
    });
    expect(dup.json()).toMatchObject({ msg: 'Item 2, field kode: Appears twice in this batch' });
    const empty = await put('resellers', { items: [] });
    expect(empty.statusCode).toBe(400);
    expect(await snapshot('resellers', op.serverPk)).toEqual(before);
  });

  it('upserts products by kode, idempotently and all or nothing', async () => {
    const batch = {
      items: [
        { kode: 'S5', nama: 'Telkomsel 5.000', kode_operator: 'TSEL', harga_jual: 5750 },
        { kode: 'X10', nama: 'XL 10.000', kode_operator: 'XL', harga_jual: 10900, gangguan: 1 },
      ],
    };
    expect((await put('products', batch)).json().data).toEqual({ received: 2, created: 2, updated: 0, unchanged: 0 });
    const before = await snapshot('products', op.serverPk);
    expect(before.map((p) => [p.kode, p.harga_jual, p.aktif, p.gangguan, p.kosong])).toEqual([
      ['S5', 5750, 1, 0, 0],
      ['X10', 10900, 1, 1, 0],
    ]);
    expect((await put('products', batch)).json().data).toEqual({ received: 2, created: 0, updated: 0, unchanged: 2 });
    expect(await snapshot('products', op.serverPk)).toEqual(before);
    const bad = await put('products', {
      items: [
        { kode: 'S5', nama: 'Telkomsel 5.000', harga_jual: 6000 },
        { kode: 'PLN20', nama: 'PLN 20rb', harga_jual: -5 },
      ],
    });
    expect(bad.json().msg).toBe('Item 1, field harga_jual: Must be a whole number of rupiah');
    expect(await snapshot('products', op.serverPk)).toEqual(before);
    // the operator sees them
    const listed = await app.inject({ method: 'GET', url: '/api/produk/?sort=harga_jual,desc', headers: op.headers });
    expect(listed.json().data.content.map((p: { kode: string }) => p.kode)).toEqual(['X10', 'S5']);
  });

  it("a key writes only its own server's rows", async () => {
    await put('resellers', { items: [{ kode: 'E001', nama: 'Server Lain' }] }, otherKey);
    const mine = (await snapshot('resellers', op.serverPk)).find((r) => r.kode === 'E001')!;
    expect(mine.nama).toBe('Bambang');
    const theirs = await snapshot('resellers', other.serverPk);
    expect(theirs.map((r) => r.nama)).toEqual(['Server Lain']);
  });

  it('keeps the Saldo IRSMarket figure per server; an older as_of is ignored', async () => {
    const set = await put('balance', { irsmarketbalance: 1250000, as_of: '2025-06-01T10:00:00Z' });
    expect(set.json().data).toEqual({ irsmarketbalance: 1250000, as_of: '2025-06-01T10:00:00.000Z', applied: true });
    const older = await put('balance', { irsmarketbalance: 1, as_of: '2025-06-01 08:00:00' });
    expect(older.json().data).toMatchObject({ irsmarketbalance: 1250000, applied: false });
    expect(await irsmarketBalance(app.ctx.db, op.serverPk)).toBe(1250000);
    expect(await irsmarketBalance(app.ctx.db, other.serverPk)).toBe(0);
    expect((await put('balance', { irsmarketbalance: 'banyak' })).statusCode).toBe(400);
  });

  it('counts Total Agen and Agen Aktif Hari ini (WIB day) for the dashboard', async () => {
    const t = await createTenant(app);
    const k = await issueKey(t);
    // 2025-03-10 12:00 WIB is "now"; 2025-03-09 17:00Z is 00:00 WIB on the 10th
    const now = Date.parse('2025-03-10T05:00:00Z');
    await put(
      'resellers',
      {
        items: [
          { kode: 'A1', nama: 'Aktif pagi', last_activity: '2025-03-10 00:00:00' },
          { kode: 'A2', nama: 'Aktif siang', last_activity: '2025-03-10T04:59:00Z' },
          { kode: 'A3', nama: 'Kemarin', last_activity: '2025-03-09 23:59:59' },
          { kode: 'A4', nama: 'Belum pernah' },
        ],
      },
      k,
    );
    expect(await resellerFigures(app.ctx.db, t.serverPk, now)).toEqual({ totalagen: 4, agenaktiftoday: 2 });
    // an older activity does not move last_activity back
    await put('resellers', { items: [{ kode: 'A1', nama: 'Aktif pagi', last_activity: '2025-03-01' }] }, k);
    expect(await resellerFigures(app.ctx.db, t.serverPk, now)).toEqual({ totalagen: 4, agenaktiftoday: 2 });
    // every reported day is kept: yesterday's reseller active today counts today and still yesterday, a first
    // activity joins today, a deleted reseller leaves both figures
    await put(
      'resellers',
      {
        items: [
          { kode: 'A3', nama: 'Kemarin', last_activity: '2025-03-10 08:00:00' },
          { kode: 'A4', nama: 'Belum pernah', last_activity: '2025-03-10 09:00:00' },
        ],
      },
      k,
    );
    expect(await resellerFigures(app.ctx.db, t.serverPk, now)).toEqual({ totalagen: 4, agenaktiftoday: 4 });
    expect(await resellerFigures(app.ctx.db, t.serverPk, Date.parse('2025-03-09T05:00:00Z'))).toEqual({ totalagen: 4, agenaktiftoday: 1 });
    const a2 = await app.ctx.db
      .selectFrom('resellers')
      .select('id')
      .where('server_id', '=', t.serverPk)
      .where('kode', '=', 'A2')
      .executeTakeFirstOrThrow();
    expect(await resellerRepository(app.ctx.db).remove(t.serverPk, a2.id)).toBe(true);
    expect(await resellerFigures(app.ctx.db, t.serverPk, now)).toEqual({ totalagen: 3, agenaktiftoday: 3 });
  });

  it('records top-ups through the money module: by reff, idempotent, all or nothing', async () => {
    const topups = () =>
      app.ctx.db
        .selectFrom('topups')
        .select(['reff', 'channelname', 'amount', 'status', 'reseller', 'waktu'])
        .where('server_id', '=', op.serverPk)
        .orderBy('reff')
        .execute();
    const post = (payload: object, k = key) =>
      app.inject({ method: 'POST', url: '/api/engine/topups', headers: { 'x-server-key': k }, payload });
    const batch = {
      items: [
        { reff: 'TRX-001', channelname: 'VA-BCA', amount: 100000, status: 0, reseller: 'E001', waktu: '2025-05-01T03:00:00Z' },
        { reff: 'TRX-002', channelname: 'alfamart', amount: 50000, reseller: 'E002', waktu: '2025-05-01T04:00:00+07:00' },
      ],
    };
    const first = await post(batch);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ msg: 'Batch applied', data: { received: 2, recorded: 2 } });
    const before = await topups();
    expect(before.map((t) => [t.reff, t.channelname, t.amount, t.status])).toEqual([
      ['TRX-001', 'VA-BCA', 100000, 0],
      ['TRX-002', 'ALFAMART', 50000, 1],
    ]);
    await post(batch);
    expect(await topups()).toEqual(before);

    const bad = await post({
      items: [
        { reff: 'TRX-003', channelname: 'VA-BRI', amount: 1 },
        { reff: 'TRX-004', channelname: 'VA-BRI', amount: -1 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('Item 1, field amount: Invalid value');
    const dup = await post({
      items: [
        { reff: 'TRX-005', channelname: 'VA-BRI', amount: 1 },
        { reff: 'TRX-005', channelname: 'VA-BRI', amount: 2 },
      ],
    });
    expect(dup.json().msg).toBe('Item 1, field reff: Appears twice in this batch');
    expect(await topups()).toEqual(before);
    // settling a pending top-up later only changes its status
    await post({ items: [{ ...batch.items[0]!, status: 1, amount: 999 }] });
    expect((await topups())[0]).toMatchObject({ reff: 'TRX-001', amount: 100000, status: 1 });
    // another server's key records into its own server only
    await post(batch, otherKey);
    expect(await topups()).toHaveLength(2);
    expect((await post(batch, 'sk_wrong')).statusCode).toBe(401);
  });

  it('is documented in OpenAPI with the server key scheme', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const p of ['/api/engine/resellers', '/api/engine/products', '/api/engine/balance']) {
      expect(doc.paths[p].put.security).toEqual([{ serverKey: [] }]);
    }
    expect(doc.paths['/api/engine/topups'].post.security).toEqual([{ serverKey: [] }]);
  });
});
