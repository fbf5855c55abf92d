import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.js';

describe('resellers', () => {
  let app: TestApp;
  let op: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    app = await createTestApp();
    op = await createTenant(app);
    other = await createTenant(app);
  });
  afterAll(() => app.close());

  const post = (t: TestTenant, payload: object) => app.inject({ method: 'POST', url: '/api/reseller/', headers: t.headers, payload });
  const list = (t: TestTenant, query = '') => app.inject({ method: 'GET', url: `/api/reseller/?${query}`, headers: t.headers });
  const importCsv = (t: TestTenant, csv: string) =>
    app.inject({ method: 'POST', url: '/api/reseller/import', headers: { ...t.headers, 'content-type': 'text/csv' }, payload: csv });

  it('adds a reseller, then edits it by id and by kode', async () => {
    const add = await post(op, {
      kode: 'R0001',
      nama: 'Agus Salim',
      alamat: 'Jl. Merdeka 1, Bandung',
      email: 'Agus@Example.com',
      saldo: 150000,
    });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toMatchObject({ success: true, msg: 'Add data Successfully' });
    const r = add.json().data;
    expect(r).toMatchObject({
      kode: 'R0001',
      nama: 'Agus Salim',
      email: 'agus@example.com',
      saldo: 150000,
      kode_upline: '',
      anonymized: 0,
    });
    expect(r.tgl_daftar).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(r.updateAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const byId = await post(op, { id: r.id, kode: 'R0001', nama: 'Agus Salim Jr', saldo: 10 });
    expect(byId.json()).toMatchObject({ msg: 'Edit data Successfully', data: { id: r.id, nama: 'Agus Salim Jr', saldo: 10 } });

    const byKode = await post(op, { kode: 'R0001', nama: 'Agus S', tgl_daftar: '2024-01-15 08:30:00' });
    expect(byKode.json()).toMatchObject({
      msg: 'Edit data Successfully',
      data: { id: r.id, nama: 'Agus S', tgl_daftar: '2024-01-15T01:30:00.000Z' },
    });
  });

  it('checks the fields with the spec messages', async () => {
    const res = await post(op, { kode: '', nama: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ kode: 'Please fill value', nama: 'Please fill value' });
    const bad = await post(op, { kode: 'R 1', nama: 'X', email: 'nope', saldo: 1.5, tgl_daftar: '31/12/2024' });
    expect(bad.json().errors).toMatchObject({
      kode: expect.stringContaining('letters'),
      email: 'E-mail must be valid',
      saldo: 'Must be a whole number of rupiah',
      tgl_daftar: expect.stringContaining('ISO-8601'),
    });
    const id = await app.inject({
      method: 'POST',
      url: '/api/reseller/',
      headers: { ...op.headers, 'accept-language': 'id' },
      payload: { kode: '', nama: 'X' },
    });
    expect(id.json().msg).toBe('Mohon isi nilai');
  });

  it('keeps upline chains sound: upline must exist, not be itself, and not loop', async () => {
    await post(op, { kode: 'U1', nama: 'Upline Satu' });
    await post(op, { kode: 'U2', nama: 'Upline Dua', kode_upline: 'U1' });
    const missing = await post(op, { kode: 'U3', nama: 'Tiga', kode_upline: 'NOPE' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.kode_upline).toBe('The upline is not a reseller of this server');
    const self = await post(op, { kode: 'U3', nama: 'Tiga', kode_upline: 'U3' });
    expect(self.json().errors.kode_upline).toBe('A reseller cannot be their own upline');
    const loop = await post(op, { kode: 'U1', nama: 'Upline Satu', kode_upline: 'U2' });
    expect(loop.json().errors.kode_upline).toBe('This upline would make a loop in the upline chain');
    // another server's reseller is not an upline here
    await post(other, { kode: 'FOREIGN', nama: 'Asing' });
    const foreign = await post(op, { kode: 'U3', nama: 'Tiga', kode_upline: 'FOREIGN' });
    expect(foreign.json().errors.kode_upline).toBe('The upline is not a reseller of this server');
  });

  it('renaming a kode carries its downlines along; a kode taken by another reseller is 409', async () => {
    await post(op, { kode: 'K1', nama: 'Induk' });
    await post(op, { kode: 'K2', nama: 'Anak', kode_upline: 'K1' });
    const k1 = (await list(op, 'search=Induk')).json().data.content[0];
    const renamed = await post(op, { id: k1.id, kode: 'K1B', nama: 'Induk' });
    expect(renamed.json().data.kode).toBe('K1B');
    const child = (await list(op, 'search=Anak')).json().data.content[0];
    expect(child.kode_upline).toBe('K1B');
    const taken = await post(op, { id: k1.id, kode: 'K2', nama: 'Induk' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe('This kode is already used by another reseller');
  });

  it('deletes, refusing an upline that still has downlines', async () => {
    const parent = (await post(op, { kode: 'D1', nama: 'Hapus Induk' })).json().data;
    const child = (await post(op, { kode: 'D2', nama: 'Hapus Anak', kode_upline: 'D1' })).json().data;
    const refused = await app.inject({ method: 'DELETE', url: `/api/reseller/${parent.id}`, headers: op.headers });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().msg).toContain('upline of 1 reseller');
    const del = await app.inject({ method: 'DELETE', url: `/api/reseller/${child.id}`, headers: op.headers });
    expect(del.json()).toEqual({ success: true, msg: 'Delete data Successfully' });
    expect((await app.inject({ method: 'DELETE', url: `/api/reseller/${parent.id}`, headers: op.headers })).statusCode).toBe(200);
    expect((await list(op, 'search=Hapus')).json().data.totalElements).toBe(0);
    const logged = await app.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'reseller.delete').execute();
    expect(logged.map((l) => l.entity_id)).toEqual(expect.arrayContaining(['D1', 'D2']));
    expect(logged.every((l) => !String(l.before_json).includes('Hapus'))).toBe(true);
  });

  it('pages, sorts (allow-listed fields only) and searches', async () => {
    const t = await createTenant(app);
    for (let i = 1; i <= 12; i++) {
      await post(t, { kode: `P${String(i).padStart(3, '0')}`, nama: `Pedagang ${i}`, saldo: i * 1000 });
    }
    const p0 = (await list(t, 'page=0&size=5&sort=saldo,desc')).json().data;
    expect(p0.totalElements).toBe(12);
    expect(p0.content.map((r: { saldo: number }) => r.saldo)).toEqual([12000, 11000, 10000, 9000, 8000]);
    const p2 = (await list(t, 'page=2&size=5&sort=saldo,desc')).json().data;
    expect(p2.content).toHaveLength(2);
    const all = (await list(t, 'size=-1')).json().data;
    expect(all.content).toHaveLength(12);
    expect(all.size).toBe(10000);
    // a field outside the allow-list falls back to the default field (kode)
    const injected = (await list(t, 'sort=password_hash,desc&size=3')).json().data;
    expect(injected.content.map((r: { kode: string }) => r.kode)).toEqual(['P012', 'P011', 'P010']);
    const found = (await list(t, 'search=pedagang 1')).json().data;
    expect(found.content.map((r: { kode: string }) => r.kode).sort()).toEqual(['P001', 'P010', 'P011', 'P012']);
    const wild = (await list(t, 'search=%25')).json().data;
    expect(wild.totalElements).toBe(0);
  });

  it('never shows or touches another server’s resellers', async () => {
    const mine = (await post(op, { kode: 'X1', nama: 'Milik Saya' })).json().data;
    const theirs = (await post(other, { kode: 'X1', nama: 'Milik Lain' })).json().data;
    expect(theirs.id).not.toBe(mine.id);
    const listed = (await list(op, 'size=-1')).json().data.content as { id: number; nama: string }[];
    expect(listed.some((r) => r.id === theirs.id || r.nama === 'Milik Lain' || r.nama === 'Asing')).toBe(false);
    const del = await app.inject({ method: 'DELETE', url: `/api/reseller/${theirs.id}`, headers: op.headers });
    expect(del.statusCode).toBe(404);
    const edit = await post(op, { id: theirs.id, kode: 'X1', nama: 'Diambil' });
    expect(edit.statusCode).toBe(404);
    const still = (await list(other, 'search=X1')).json().data.content[0];
    expect(still.nama).toBe('Milik Lain');
  });

  it('needs a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/reseller/' })).statusCode).toBe(401);
  });

  describe('CSV import', () => {
    it('imports quoted, semicolon-separated rows with uplines from the same file (created and updated)', async () => {
      const t = await createTenant(app);
      await post(t, { kode: 'C0', nama: 'Sudah Ada', saldo: 5 });
      const csv = [
        '\uFEFFKode;Nama;Alamat;Email;Kode_Upline;Saldo;Tgl_Daftar',
        'C1;"Sari; Toko ""Maju""";"Jl. Pahlawan 3,\nSemarang";sari@example.com;;250000;2024-02-01',
        'C2;Dewi;Jl. Kenanga;;C1;0;',
        'C0;Sudah Ada Baru;;;C2;7;',
        '',
      ].join('\r\n');
      const res = await importCsv(t, csv);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        msg: '3 rows imported (2 new, 1 updated)',
        data: { total: 3, created: 2, updated: 1 },
      });
      const rows = (await list(t, 'size=-1')).json().data.content as Record<string, unknown>[];
      const c1 = rows.find((r) => r.kode === 'C1')!;
      expect(c1).toMatchObject({
        nama: 'Sari; Toko "Maju"',
        alamat: 'Jl. Pahlawan 3,\nSemarang',
        saldo: 250000,
        tgl_daftar: '2024-01-31T17:00:00.000Z',
      });
      expect(rows.find((r) => r.kode === 'C0')).toMatchObject({ nama: 'Sudah Ada Baru', kode_upline: 'C2', saldo: 7 });
      // an empty cell keeps the stored value of an existing reseller
      await post(t, { kode: 'C2', nama: 'Dewi', alamat: 'Jl. Kenanga', email: 'dewi@example.com', kode_upline: 'C1', saldo: 900 });
      const again = await importCsv(t, 'kode,nama,email,kode_upline,saldo\nC2,Dewi Lestari,,,\n');
      expect(again.json().data).toEqual({ total: 1, created: 0, updated: 1 });
      const c2 = ((await list(t, 'search=C2')).json().data.content as Record<string, unknown>[]).find((r) => r.kode === 'C2');
      expect(c2).toMatchObject({ nama: 'Dewi Lestari', alamat: 'Jl. Kenanga', email: 'dewi@example.com', kode_upline: 'C1', saldo: 900 });
    });

    it('imports nothing when any row is bad, and names every bad row by its line', async () => {
      const t = await createTenant(app);
      const csv = [
        'kode,nama,email,kode_upline,saldo',
        'G1,Good One,,,100',
        ',No Kode,,,1', // line 3
        'G2,Bad Mail,not-mail,,1', // line 4
        '"G3","Multi',
        'line name",,,1', // G3 spans lines 5-6 and is fine
        'G1,Twice,,,1', // line 7: duplicate
        'G4,Orphan,,ZZZ,1', // line 8: unknown upline
        'G5,Money,,,12.5', // line 9
      ].join('\n');
      const res = await importCsv(t, csv);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.msg).toBe('Nothing imported: 5 invalid row(s), the first at line 3');
      expect(body.errors).toEqual({
        '3.kode': 'Please fill value',
        '4.email': 'E-mail must be valid',
        '7.kode': 'Duplicate kode: first at line 2',
        '8.kode_upline': 'The upline is not a reseller of this server',
        '9.saldo': 'Must be a whole number of rupiah',
      });
      expect((await list(t)).json().data.totalElements).toBe(0);
    });

    it('refuses a file without the required columns, an unclosed quote, or no rows', async () => {
      const t = await createTenant(app);
      const noNama = await importCsv(t, 'kode,alamat\nA1,Jl\n');
      expect(noNama.json()).toMatchObject({
        msg: 'Nothing imported: 1 invalid row(s), the first at line 1',
        errors: { '1.nama': 'Missing column nama' },
      });
      const unclosed = await importCsv(t, 'kode,nama\nA1,ok\nA2,"broken\nA3,x\n');
      expect(unclosed.json()).toMatchObject({ errors: { '3._': 'A quoted value is not closed' } });
      const empty = await importCsv(t, 'kode,nama\n');
      expect(empty.json().msg).toBe('The file has no data rows');
      const none = await app.inject({ method: 'POST', url: '/api/reseller/import', headers: op.headers, payload: {} });
      expect(none.statusCode).toBe(400);
      expect((await list(t)).json().data.totalElements).toBe(0);
    });

    it('takes a multipart upload', async () => {
      const t = await createTenant(app);
      const boundary = '----konsol';
      const payload = [
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="agen.csv"',
        'Content-Type: text/csv',
        '',
        'kode,nama\nM1,Multi Part\n',
        `--${boundary}--`,
        '',
      ].join('\r\n');
      const res = await app.inject({
        method: 'POST',
        url: '/api/reseller/import',
        headers: { ...t.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ total: 1, created: 1, updated: 0 });
    });
  });

  it('reads an upline’s downline page in the list’s order from an index, without sorting every downline', async () => {
    if (testDialect === 'postgres') {
      // An empty table plans a sequential scan whatever the indexes: the index itself is checked.
      const def = await sql<{ d: string }>`select indexdef as d from pg_indexes
        where schemaname = current_schema() and indexname = 'resellers_upline_kode_idx'`.execute(app.ctx.db);
      expect(def.rows[0]?.d).toMatch(/\(server_id, kode_upline, kode, id\)/);
      return;
    }
    const plan = async (where: string, order: string) =>
      (
        await sql
          .raw<{ detail: string }>(`explain query plan select id from resellers where server_id = 1 ${where} order by ${order} limit 10`)
          .execute(app.ctx.db)
      ).rows
        .map((r) => r.detail)
        .join(' | ');
    const downline = await plan(`and kode_upline = 'U1'`, 'kode asc, id asc');
    expect(downline).toContain('resellers_upline_kode_idx');
    expect(downline).not.toContain('TEMP B-TREE');
    // The other orders keep their own indexes (the new one must not be taken for them and sort every row).
    expect(await plan('', 'kode asc, id asc')).not.toContain('TEMP B-TREE');
    expect(await plan('', 'kode_upline desc, id desc')).not.toContain('TEMP B-TREE');
  });
});
