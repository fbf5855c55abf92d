import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../lib/audit.js';
import { createAdmin, createTenant, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Every administrator call of the platform modules, with a body that would pass validation. */
const adminCalls = (code: string, id: number) =>
  [
    { method: 'GET', url: '/api/admin/mitra' },
    { method: 'POST', url: '/api/admin/mitra', payload: { name: 'Nope', email: 'nope@example.com', server_id: 'NOPE01' } },
    { method: 'PATCH', url: `/api/admin/mitra/${id}`, payload: { status: 0 } },
    { method: 'POST', url: `/api/admin/mitra/${id}/rotate-key` },
    { method: 'GET', url: '/api/admin/agenkaspro' },
    { method: 'POST', url: '/api/admin/agenkaspro/export', payload: { ids: [1] } },
    { method: 'POST', url: '/api/admin/agenkaspro/import', payload: 'accountnumber,msisdn,fullname\n1,6281200000001,A\n', csv: true },
    { method: 'GET', url: '/api/admin/agenkaspro/applications' },
    { method: 'POST', url: '/api/admin/agenkaspro/applications', payload: { appname: 'Nope' } },
    { method: 'GET', url: '/api/admin/modules/digipos' },
    { method: 'POST', url: `/api/admin/modules/digipos/${code}/status`, payload: { status: 1 } },
    { method: 'PUT', url: '/api/admin/modules/sidompul/soon', payload: { soon: true } },
    { method: 'GET', url: '/api/admin/audit' },
  ] as const;

describe('administrator calls and the audit log', () => {
  let app: TestApp;
  let admin: TestTenant;
  let op: TestTenant;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    op = await createTenant(app);
  });
  afterAll(() => app.close());

  const inject = (t: TestTenant | null, c: ReturnType<typeof adminCalls>[number]) =>
    app.inject({
      method: c.method,
      url: c.url,
      headers: { ...(t ? t.headers : {}), ...('csv' in c ? { 'content-type': 'text/csv' } : {}) },
      ...('payload' in c ? { payload: c.payload } : {}),
    });

  it('refuses an operator every administrator call (403) and changes nothing', async () => {
    const before = await app.ctx.db.selectFrom('audit_log').select('id').execute();
    for (const c of adminCalls(op.serverCode, op.serverPk)) {
      const res = await inject(op, c);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
      expect(res.json()).toMatchObject({ success: false, msg: 'Access denied' });
    }
    for (const c of adminCalls(op.serverCode, op.serverPk)) {
      expect((await inject(null, c)).statusCode, `${c.method} ${c.url}`).toBe(401);
    }
    // the role is checked before the body: an invalid body still gets 403, not a hint about the fields
    const invalid = await app.inject({ method: 'POST', url: '/api/admin/mitra', headers: op.headers, payload: {} });
    expect(invalid.statusCode).toBe(403);
    expect(await app.ctx.db.selectFrom('audit_log').select('id').execute()).toHaveLength(before.length);
    const server = await app.ctx.db
      .selectFrom('servers')
      .select(['status', 'server_key_hash'])
      .where('id', '=', op.serverPk)
      .executeTakeFirstOrThrow();
    expect(server).toEqual({ status: 1, server_key_hash: null });
    expect(await app.ctx.db.selectFrom('kaspro_agents').select('id').execute()).toHaveLength(0);
  });

  it('every administrator call succeeds for the administrator and writes an audit entry for each change', async () => {
    const t = await createTenant(app);
    for (const c of adminCalls(t.serverCode, t.serverPk)) {
      const res = await inject(admin, c);
      expect(res.statusCode, `${c.method} ${c.url}: ${res.body}`).toBe(200);
    }
    const actions = (await app.ctx.db.selectFrom('audit_log').select('action').where('actor_email', '=', admin.email).execute()).map(
      (r) => r.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'mitra.create',
        'mitra.update',
        'mitra.rotate-key',
        'kaspro.export',
        'kaspro.import',
        'kaspro.application.create',
        'module.status',
        'module.soon',
      ]),
    );
  });

  it('pages the log, newest first, filtered by actor, action, entity and WIB days', async () => {
    const db = app.ctx.db;
    const actor = { userId: admin.userId, email: 'auditor@konsol.test' };
    await audit(db, actor, '10.0.0.1', {
      action: 'mitra.update',
      entity: 'server',
      entityId: 7,
      before: { name: 'Lama' },
      after: { name: 'Baru' },
    });
    await audit(db, actor, '10.0.0.1', { action: 'mitra.create', entity: 'server', entityId: 8, after: { name: 'Baru' } });
    await audit(db, actor, '10.0.0.1', { action: 'kaspro.import', entity: 'kaspro_agent', entityId: 'csv', after: { total: 1 } });
    // one entry at 2024-05-31 23:30 WIB (16:30 UTC) and one at 2024-06-01 00:30 WIB (2024-05-31 17:30 UTC)
    await db
      .insertInto('audit_log')
      .values([
        {
          actor_user_id: null,
          actor_email: 'auditor@konsol.test',
          server_id: null,
          action: 'old.one',
          entity: 'x',
          entity_id: '1',
          before_json: null,
          after_json: null,
          ip: '',
          created_at: '2024-05-31T16:30:00.000Z',
        },
        {
          actor_user_id: null,
          actor_email: 'auditor@konsol.test',
          server_id: null,
          action: 'old.two',
          entity: 'x',
          entity_id: '2',
          before_json: null,
          after_json: null,
          ip: '',
          created_at: '2024-05-31T17:30:00.000Z',
        },
      ])
      .execute();
    const get = async (query: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };

    const byActor = await get('actor=AUDITOR@konsol&size=3');
    expect(byActor.totalElements).toBe(5);
    expect(byActor.content.map((e: { action: string }) => e.action)).toEqual(['kaspro.import', 'mitra.create', 'mitra.update']);
    expect(byActor.content[2]).toMatchObject({
      actor: 'auditor@konsol.test',
      entity: 'server',
      entity_id: '7',
      before: { name: 'Lama' },
      after: { name: 'Baru' },
      ip: '10.0.0.1',
    });

    expect((await get('actor=auditor&action=mitra.')).totalElements).toBe(2);
    expect((await get('actor=auditor&action=mitra.create')).totalElements).toBe(1);
    expect((await get('actor=auditor&entity=kaspro_agent')).totalElements).toBe(1);
    expect((await get('awal=2024-06-01&akhir=2024-06-01')).content.map((e: { action: string }) => e.action)).toEqual(['old.two']);
    expect((await get('awal=2024-05-31&akhir=2024-05-31')).content.map((e: { action: string }) => e.action)).toEqual(['old.one']);
    expect((await get('actor=auditor&sort=created_at,asc&size=1')).content[0].action).toBe('old.one');

    const bad = await app.inject({ method: 'GET', url: '/api/admin/audit?awal=2024-13-01', headers: admin.headers });
    expect(bad.json().errors.awal).toBe('Use a date as YYYY-MM-DD');
    const reversed = await app.inject({ method: 'GET', url: '/api/admin/audit?awal=2024-06-02&akhir=2024-06-01', headers: admin.headers });
    expect(reversed.statusCode).toBe(400);
  });
});
