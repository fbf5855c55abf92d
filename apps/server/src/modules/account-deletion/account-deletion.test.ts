import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTenant, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.js';

const PERSON = {
  kode: 'R7001',
  nama: 'Wulandari Kusumawati',
  alamat: 'Jl. Rahasia Nomor 77, Malang',
  email: 'wulan.rahasia@example.com',
  phone: '081299887766',
};

describe('account deletion', () => {
  let app: TestApp;
  let admin: TestTenant;
  let op: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    op = await createTenant(app);
    other = await createTenant(app);
    await app.inject({ method: 'POST', url: '/api/reseller/', headers: op.headers, payload: { ...PERSON, saldo: 325000 } });
    await app.inject({
      method: 'POST',
      url: '/api/reseller/',
      headers: op.headers,
      payload: { kode: 'R7002', nama: 'Tetap Ada', kode_upline: 'R7001' },
    });
  });
  afterAll(() => app.close());

  const file = (t: TestTenant, payload: object, key: string | null = t.appkey, appcode = t.serverCode) =>
    app.inject({
      method: 'POST',
      url: `/api/public/apps/${appcode}/account-deletion`,
      headers: key === null ? {} : { 'x-app-key': key },
      payload,
    });
  const listDel = (t: TestTenant, query = '') =>
    app.inject({ method: 'GET', url: `/api/apps/account/list-delete?${query}`, headers: t.headers });
  const count = async (t: TestTenant) =>
    (await app.inject({ method: 'GET', url: '/api/apps/account/delete-count', headers: t.headers })).json().data.count as number;
  const approve = (t: TestTenant, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/apps/account/delete', headers: t.headers, payload });

  /** Every row of every table, as text. */
  async function everyRow(): Promise<string> {
    // On SQLite not FTS5's index pages (`*_search_data`): binary, keyed by ids past 2^53, which node:sqlite does not
    // round; the text they index is read in its own table.
    const tables =
      testDialect === 'postgres'
        ? (
            await sql<{
              name: string;
            }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(app.ctx.db)
          ).rows
        : (
            await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like '%_search_data'`.execute(
              app.ctx.db,
            )
          ).rows;
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['resellers', 'account_deletion_requests', 'audit_log', 'topups']));
    const parts: string[] = [];
    for (const { name } of tables) {
      const rows = await sql`select * from ${sql.table(name)}`.execute(app.ctx.db);
      parts.push(`${name}: ${JSON.stringify(rows.rows)}`);
    }
    return parts.join('\n');
  }

  it('the app needs its key: missing or wrong 401, deactivated server 403', async () => {
    const body = { id_reseller: PERSON.kode, uuid: 'dev-1' };
    const none = await file(op, body, null);
    expect(none.statusCode).toBe(401);
    expect(none.json().msg).toBe('Missing or wrong app key');
    expect((await file(op, body, 'wrong-key')).statusCode).toBe(401);
    expect((await file(op, body, other.appkey)).statusCode).toBe(401);
    expect((await file(op, body, op.appkey, 'NOSUCHAPP')).statusCode).toBe(401);
    // the key is checked before the body
    expect((await file(op, {}, null)).statusCode).toBe(401);

    const t = await createTenant(app);
    await app.inject({ method: 'PATCH', url: `/api/admin/mitra/${t.serverPk}`, headers: admin.headers, payload: { status: 0 } });
    expect((await file(t, body)).statusCode).toBe(403);
  });

  it('files a request for a known reseller once per installation; the operator sees it pending', async () => {
    const unknown = await file(op, { id_reseller: 'NOPE', uuid: 'dev-1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('Reseller not found');
    // another server's reseller is not found through this app
    await app.inject({ method: 'POST', url: '/api/reseller/', headers: other.headers, payload: { kode: 'O1', nama: 'Orang Lain' } });
    expect((await file(op, { id_reseller: 'O1', uuid: 'dev-1' })).statusCode).toBe(404);

    const first = await file(op, { id_reseller: PERSON.kode, uuid: 'dev-1' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      msg: 'Your account deletion request was received',
      data: { id_reseller: PERSON.kode, name_reseller: PERSON.nama, uuid: 'dev-1', status: 0 },
    });
    const again = await file(op, { id_reseller: PERSON.kode, uuid: 'dev-1' });
    expect(again.json().data.id).toBe(first.json().data.id);
    await file(op, { id_reseller: PERSON.kode, uuid: 'dev-2' });
    await file(op, { id_reseller: 'R7002', uuid: 'dev-3' });

    expect(await count(op)).toBe(3);
    const page = (await listDel(op, 'page=0&size=10')).json().data;
    expect(page.totalElements).toBe(3);
    expect(page.content[0]).toMatchObject({ id_reseller: 'R7002', status: 0 });
    expect(page.content[0].createdat).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // another server's operator sees none of them
    expect((await listDel(other)).json().data.totalElements).toBe(0);
    expect(await count(other)).toBe(0);
  });

  it('approval accepts only status 1, only the caller’s own pending requests', async () => {
    const zero = await approve(op, { id_reseller: PERSON.kode, uuid: 'dev-1', status: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors.status).toBe('Only status 1 (approve) can be set');
    expect((await approve(op, { id_reseller: PERSON.kode, uuid: 'nope', status: 1 })).statusCode).toBe(404);
    const foreign = await approve(other, { id_reseller: PERSON.kode, uuid: 'dev-1', status: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(await count(op)).toBe(3);
  });

  it("approving removes the reseller's personal data from every table, keeps the financial records, and is audited", async () => {
    // a top-up the engine recorded under the reseller's name
    const now = new Date().toISOString();
    await app.ctx.db
      .insertInto('topups')
      .values({
        server_id: op.serverPk,
        reff: 'TRX-7001',
        channelname: 'VA-BCA',
        amount: 100000,
        status: 1,
        reseller: PERSON.nama,
        source: 'engine',
        waktu: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const before = await everyRow();
    for (const v of [PERSON.nama, PERSON.alamat, PERSON.email, PERSON.phone]) expect(before).toContain(v);

    const res = await approve(op, { id_reseller: PERSON.kode, uuid: 'dev-1', status: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ msg: 'update OK', data: { id_reseller: PERSON.kode, uuid: 'dev-1', status: 1, name_reseller: '' } });

    const after = await everyRow();
    for (const v of [PERSON.nama, PERSON.alamat, PERSON.email, PERSON.phone, 'Wulandari', 'wulan.rahasia']) {
      expect(after).not.toContain(v);
    }
    // financial records stay, anonymised
    const reseller = await app.ctx.db
      .selectFrom('resellers')
      .selectAll()
      .where('server_id', '=', op.serverPk)
      .where('kode', '=', PERSON.kode)
      .executeTakeFirstOrThrow();
    expect(reseller).toMatchObject({ nama: '', alamat: '', email: '', phone: '', saldo: 325000 });
    expect(reseller.anonymized_at).toBeTruthy();
    const topup = await app.ctx.db.selectFrom('topups').selectAll().where('reff', '=', 'TRX-7001').executeTakeFirstOrThrow();
    expect(topup).toMatchObject({ amount: 100000, reseller: PERSON.kode });
    // the downline keeps its upline kode
    const downline = await app.ctx.db.selectFrom('resellers').select('kode_upline').where('kode', '=', 'R7002').executeTakeFirstOrThrow();
    expect(downline.kode_upline).toBe(PERSON.kode);

    const entry = await app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'account.delete.approve')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_email: op.email, entity: 'reseller', entity_id: PERSON.kode, server_id: op.serverPk });

    const rows = (await listDel(op)).json().data.content as { uuid: string; status: number; name_reseller: string }[];
    expect(rows.find((r) => r.uuid === 'dev-1')).toMatchObject({ status: 1, name_reseller: '' });
    expect(rows.find((r) => r.uuid === 'dev-2')).toMatchObject({ status: 0, name_reseller: '' });
    expect(await count(op)).toBe(2);

    const twice = await approve(op, { id_reseller: PERSON.kode, uuid: 'dev-1', status: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('This request is already approved');
  });

  it('an engine push after the approval does not bring the personal data back', async () => {
    const key = (await app.inject({ method: 'POST', url: `/api/admin/mitra/${op.serverPk}/rotate-key`, headers: admin.headers })).json()
      .data.server_key as string;
    const push = await app.inject({
      method: 'PUT',
      url: '/api/engine/resellers',
      headers: { 'x-server-key': key },
      payload: { items: [{ ...PERSON, saldo: 300000 }] },
    });
    expect(push.statusCode).toBe(200);
    const row = await app.ctx.db
      .selectFrom('resellers')
      .selectAll()
      .where('server_id', '=', op.serverPk)
      .where('kode', '=', PERSON.kode)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ nama: '', alamat: '', email: '', phone: '', saldo: 300000 });
    const csv = await app.inject({
      method: 'POST',
      url: '/api/reseller/import',
      headers: { ...op.headers, 'content-type': 'text/csv' },
      payload: `kode,nama,alamat\n${PERSON.kode},${PERSON.nama},${PERSON.alamat}\n`,
    });
    expect(csv.statusCode).toBe(200);
    expect(await everyRow()).not.toContain(PERSON.nama);
  });
});
