import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTenant, login, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('mitra servers (administrator)', () => {
  let app: TestApp;
  let admin: TestTenant;
  let op: TestTenant;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    op = await createTenant(app);
  });
  afterAll(() => app.close());

  const create = (payload: object, t: TestTenant = admin) =>
    app.inject({ method: 'POST', url: '/api/admin/mitra', headers: t.headers, payload });
  const patch = (id: number, payload: object, t: TestTenant = admin) =>
    app.inject({ method: 'PATCH', url: `/api/admin/mitra/${id}`, headers: t.headers, payload });
  const rotate = (id: number, t: TestTenant = admin) =>
    app.inject({ method: 'POST', url: `/api/admin/mitra/${id}/rotate-key`, headers: t.headers });
  const engineBalance = (key: string | undefined) =>
    app.inject({
      method: 'PUT',
      url: '/api/engine/balance',
      headers: key === undefined ? {} : { 'x-server-key': key },
      payload: { irsmarketbalance: 1000 },
    });

  it('adds a server with its app (spec defaults) and answers its engine key once, storing only the hash', async () => {
    const res = await create({
      name: 'Cahaya Pulsa',
      address: 'Jl. Diponegoro 7, Yogyakarta',
      contact: 'Rina',
      phone: '0274 555 123',
      email: 'Admin@CahayaPulsa.co.id',
      server_id: 'cahaya01',
      member_type: 1,
      engine_core: 0,
      status: 1,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.msg).toBe('Copy the server key now: it is shown only once');
    expect(body.data).toMatchObject({
      server_id: 'CAHAYA01',
      name: 'Cahaya Pulsa',
      email: 'admin@cahayapulsa.co.id',
      member_type: 1,
      engine_core: 0,
      status: 1,
      has_server_key: true,
    });
    const key: string = body.data.server_key;
    expect(key).toMatch(/^sk_[A-Za-z0-9_-]{40,}$/);
    const server = await app.ctx.db.selectFrom('servers').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(server.server_key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    const appRow = await app.ctx.db.selectFrom('apps').selectAll().where('server_id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(appRow).toMatchObject({
      appname: 'Cahaya Pulsa',
      appcode: 'CAHAYA01',
      version: '1.0',
      primary_color: '#3F51B5',
      primary_color_dark: '#3949AB',
      regonline: 1,
      regmethod: 0,
      maintenance: 0,
      maxotp: 2,
    });
    expect(appRow.appkey.length).toBeGreaterThan(20);
    // the list never shows the key or its hash
    const listed = await app.inject({ method: 'GET', url: '/api/admin/mitra?search=cahaya', headers: admin.headers });
    expect(listed.json().data.content).toHaveLength(1);
    expect(listed.body).not.toContain(key);
    expect(listed.body).not.toContain(server.server_key_hash);
    // audited, without the key
    const entry = await app.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'mitra.create').executeTakeFirstOrThrow();
    expect(entry.actor_email).toBe(admin.email);
    expect(entry.after_json).toContain('CAHAYA01');
    expect(entry.after_json).not.toContain(key);
    // the key works on the engine API
    expect((await engineBalance(key)).statusCode).toBe(200);
  });

  it('checks the add fields; a Server ID in use is 409', async () => {
    const empty = await create({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({ name: 'Please fill input', server_id: 'Please fill input', email: 'E-mail is required' });
    const bad = await create({ name: 'X', email: 'x@y', server_id: 'a b', phone: 'abc', member_type: 3 });
    expect(bad.json().errors).toMatchObject({
      email: 'E-mail must be valid',
      server_id: expect.stringContaining('Server ID'),
      phone: 'Phone number must be valid',
      member_type: 'Invalid value',
    });
    const taken = await create({ name: 'Dup', email: 'dup@example.com', server_id: op.serverCode });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe('This Server ID is already used');
  });

  it('lists with search, status filter, sort and paging', async () => {
    for (const [i, status] of [
      [1, 1],
      [2, 0],
      [3, 1],
    ] as const) {
      await create({ name: `Zeta Cell ${i}`, email: `zeta${i}@example.com`, server_id: `ZETA${i}`, status });
    }
    const res = await app.inject({ method: 'GET', url: '/api/admin/mitra?search=zeta&sort=name,desc&size=2', headers: admin.headers });
    const data = res.json().data;
    expect(data.totalElements).toBe(3);
    expect(data.content.map((m: { server_id: string }) => m.server_id)).toEqual(['ZETA3', 'ZETA2']);
    const inactive = await app.inject({ method: 'GET', url: '/api/admin/mitra?search=zeta&status=0', headers: admin.headers });
    expect(inactive.json().data.content.map((m: { server_id: string }) => m.server_id)).toEqual(['ZETA2']);
  });

  it('edits a server; a new Server ID carries the app code along', async () => {
    const created = (await create({ name: 'Edit Me', email: 'edit@example.com', server_id: 'EDITME' })).json().data;
    const res = await patch(created.id, { name: 'Edited', server_id: 'EDITED', member_type: 1, engine_core: 1 });
    expect(res.json()).toMatchObject({
      msg: 'Edit data Successfully',
      data: { name: 'Edited', server_id: 'EDITED', member_type: 1, engine_core: 1, email: 'edit@example.com' },
    });
    const appRow = await app.ctx.db.selectFrom('apps').select('appcode').where('server_id', '=', created.id).executeTakeFirstOrThrow();
    expect(appRow.appcode).toBe('EDITED');
    expect((await patch(created.id, { server_id: op.serverCode })).statusCode).toBe(409);
    expect((await patch(999999, { name: 'Nobody' })).statusCode).toBe(404);
    const entry = await app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'mitra.update')
      .where('entity_id', '=', String(created.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.before_json!).name).toBe('Edit Me');
    expect(JSON.parse(entry.after_json!).name).toBe('Edited');
  });

  it("deactivating a server stops its operators' logins and tokens and its engine calls; reactivating restores them", async () => {
    const t = await createTenant(app);
    const key = (await rotate(t.serverPk)).json().data.server_key as string;
    expect((await engineBalance(key)).statusCode).toBe(200);

    const off = await patch(t.serverPk, { status: 0 });
    expect(off.json().data.status).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/reseller/', headers: t.headers })).statusCode).toBe(401);
    const relogin = await app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email: t.email, password: t.password } });
    expect(relogin.statusCode).toBe(403);
    const engine = await engineBalance(key);
    expect(engine.statusCode).toBe(403);
    expect(engine.json().msg).toBe('Your server is deactivated, contact the platform administrator');

    await patch(t.serverPk, { status: 1 });
    expect((await engineBalance(key)).statusCode).toBe(200);
    expect(await login(app, t.email, t.password)).toBeTruthy();
  });

  it('the administrator cannot deactivate their own server', async () => {
    const res = await patch(admin.serverPk, { status: 0 });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('You cannot deactivate the server your own account belongs to');
  });

  it('rotating the key answers a new one; the old one stops working', async () => {
    const t = await createTenant(app);
    const first = (await rotate(t.serverPk)).json().data.server_key as string;
    const second = (await rotate(t.serverPk)).json().data.server_key as string;
    expect(second).not.toBe(first);
    expect((await engineBalance(first)).statusCode).toBe(401);
    expect((await engineBalance(second)).statusCode).toBe(200);
    expect((await engineBalance(undefined)).statusCode).toBe(401);
    expect((await rotate(999999)).statusCode).toBe(404);
    const entries = await app.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'mitra.rotate-key').execute();
    expect(entries.some((e) => (e.after_json ?? '').includes(second))).toBe(false);
  });
});
