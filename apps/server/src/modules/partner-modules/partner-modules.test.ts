import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTenant, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('partner modules (digipos, isimple, sidompul)', () => {
  let app: TestApp;
  let admin: TestTenant;
  let op: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    op = await createTenant(app);
    other = await createTenant(app);
  });
  afterAll(() => app.close());

  const get = (t: TestTenant, module: string, query = '') =>
    app.inject({ method: 'GET', url: `/api/api/v1/${module}?${query}`, headers: t.headers });
  const put = (t: TestTenant, module: string, payload: object, lang?: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/api/v1/${module}`,
      headers: { ...t.headers, ...(lang ? { 'accept-language': lang } : {}) },
      payload,
    });
  const setStatus = (t: TestTenant, module: string, code: string, status: number) =>
    app.inject({ method: 'POST', url: `/api/admin/modules/${module}/${code}/status`, headers: t.headers, payload: { status } });

  it("answers the caller's record as a page of 10, inactive and empty before any URL is saved", async () => {
    const res = await get(op, 'digipos');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      content: [{ app_code: op.serverCode, url_module: '', status: 0, updated_at: null }],
      totalElements: 1,
      totalExact: true,
      page: 0,
      size: 10,
      soon: false,
    });
  });

  it('checks the URL with the spec message, then saves it ("update OK")', async () => {
    const empty = await put(op, 'digipos', { url_module: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ msg: 'Url module tidak boleh kosong', errors: { url_module: 'Url module tidak boleh kosong' } });
    expect((await put(op, 'digipos', {})).json().msg).toBe('Url module tidak boleh kosong');
    expect((await put(op, 'digipos', { url_module: '' }, 'en')).json().msg).toBe('Module URL must not be empty');
    for (const bad of ['javascript:alert(1)', 'ftp://files.example.com', 'portal.example.com', 'http://exa mple.com']) {
      const r = await put(op, 'digipos', { url_module: bad });
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().errors.url_module).toBe('The module URL must be a valid http(s) address');
    }
    const ok = await put(op, 'digipos', { url_module: 'https://digipos.pulsanusa.co.id/portal' });
    expect(ok.json()).toMatchObject({
      success: true,
      msg: 'update OK',
      data: { app_code: op.serverCode, url_module: 'https://digipos.pulsanusa.co.id/portal', status: 0 },
    });
    // each module keeps its own record
    expect((await get(op, 'isimple')).json().data.content[0].url_module).toBe('');
  });

  it('only the administrator activates a module, audited; the operator then sees it Active', async () => {
    expect((await setStatus(op, 'digipos', op.serverCode, 1)).statusCode).toBe(403);
    const res = await setStatus(admin, 'digipos', op.serverCode, 1);
    expect(res.json()).toMatchObject({ msg: 'update OK', data: { status: 1, url_module: 'https://digipos.pulsanusa.co.id/portal' } });
    expect((await get(op, 'digipos')).json().data.content[0].status).toBe(1);
    // changing the URL keeps the activation
    await put(op, 'digipos', { url_module: 'https://digipos2.pulsanusa.co.id' });
    expect((await get(op, 'digipos')).json().data.content[0]).toMatchObject({ status: 1, url_module: 'https://digipos2.pulsanusa.co.id' });
    // activating a module a server never configured creates its record
    expect((await setStatus(admin, 'sidompul', other.serverCode, 1)).json().data).toMatchObject({
      app_code: other.serverCode,
      url_module: '',
      status: 1,
    });
    expect((await setStatus(admin, 'digipos', 'NOSUCHSERVER', 1)).statusCode).toBe(404);
    expect((await setStatus(admin, 'nomodule', op.serverCode, 1)).statusCode).toBe(400);
    expect((await setStatus(admin, 'digipos', op.serverCode, 2)).statusCode).toBe(400);
    const entry = await app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'module.status')
      .where('entity_id', '=', op.serverCode)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_email: admin.email, entity: 'module.digipos', server_id: op.serverPk });
    expect(JSON.parse(entry.after_json!).status).toBe(1);
  });

  it("never shows another server's record", async () => {
    await put(other, 'digipos', { url_module: 'https://other.example.com' });
    const mine = (await get(op, 'digipos', 'page=0&size=50')).json().data;
    expect(mine.content).toHaveLength(1);
    expect(mine.content[0].app_code).toBe(op.serverCode);
    expect(mine.size).toBe(10);
    const theirs = (await get(other, 'digipos')).json().data.content[0];
    expect(theirs).toMatchObject({ app_code: other.serverCode, url_module: 'https://other.example.com', status: 0 });
  });

  it('lists every server’s records for the administrator', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/modules/digipos?status=1', headers: admin.headers });
    expect(res.json().data.content.map((r: { app_code: string }) => r.app_code)).toEqual([op.serverCode]);
    const all = await app.inject({ method: 'GET', url: '/api/admin/modules/digipos?sort=app_code,asc', headers: admin.headers });
    // every server: the two that saved a URL and the administrator's own, which never did
    expect(all.json().data.totalElements).toBe(3);
  });

  it('lists a server that never saved a URL as empty and Inactive, so the administrator can activate it', async () => {
    const fresh = await createTenant(app);
    const list = (query: string) => app.inject({ method: 'GET', url: `/api/admin/modules/isimple?${query}`, headers: admin.headers });
    const row = (await list(`search=${fresh.serverCode}`)).json().data;
    expect(row).toMatchObject({ totalElements: 1, soon: false });
    expect(row.content).toEqual([{ app_code: fresh.serverCode, url_module: '', status: 0, updated_at: null }]);
    expect((await list('status=0&size=100')).json().data.content.map((r: { app_code: string }) => r.app_code)).toContain(fresh.serverCode);
    expect((await list('status=1&size=100')).json().data.content.map((r: { app_code: string }) => r.app_code)).not.toContain(
      fresh.serverCode,
    );

    // newest change first on both databases; never-saved records come last
    await put(op, 'isimple', { url_module: 'https://isimple.pulsanusa.co.id' });
    const byUpdate = (await list('size=100')).json().data.content as { app_code: string; updated_at: string | null }[];
    expect(byUpdate[0]!.app_code).toBe(op.serverCode);
    const firstNull = byUpdate.findIndex((r) => r.updated_at === null);
    expect(firstNull).toBeGreaterThan(0);
    expect(byUpdate.slice(firstNull).every((r) => r.updated_at === null)).toBe(true);

    // activating it creates the record; the list and the server's own page follow
    expect((await setStatus(admin, 'isimple', fresh.serverCode, 1)).statusCode).toBe(200);
    expect((await list(`search=${fresh.serverCode}`)).json().data.content[0]).toMatchObject({ status: 1, url_module: '' });
    expect((await get(fresh, 'isimple')).json().data.content[0]).toMatchObject({ app_code: fresh.serverCode, status: 1 });

    // paging over every server, and the operator is refused
    const page0 = (await list('size=2&page=0&sort=app_code,asc')).json().data;
    const page1 = (await list('size=2&page=1&sort=app_code,asc')).json().data;
    expect(page0.content).toHaveLength(2);
    expect(page0.totalElements).toBe(4);
    expect(page1.content.map((r: { app_code: string }) => r.app_code)).not.toContain(page0.content[0].app_code);
    expect((await app.inject({ method: 'GET', url: '/api/admin/modules/isimple', headers: op.headers })).statusCode).toBe(403);
  });

  it('the administrator flags a module "soon" for everyone', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admin/modules/isimple/soon',
      headers: admin.headers,
      payload: { soon: true },
    });
    expect(res.json().data).toEqual({ digipos: false, isimple: true, sidompul: false });
    expect((await get(op, 'isimple')).json().data.soon).toBe(true);
    expect((await get(other, 'isimple')).json().data.soon).toBe(true);
    expect((await get(op, 'digipos')).json().data.soon).toBe(false);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/admin/modules/isimple/soon', headers: op.headers, payload: { soon: false } }))
        .statusCode,
    ).toBe(403);
    const entry = await app.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'module.soon').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ entity: 'module.isimple', before_json: 'false', after_json: 'true' });
  });
});
