import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('Kaspro agents and applications (administrator)', () => {
  let app: TestApp;
  let admin: TestTenant;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  const importCsv = (csv: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/agenkaspro/import',
      headers: { ...admin.headers, 'content-type': 'text/csv' },
      payload: csv,
    });
  const list = (query = '') => app.inject({ method: 'GET', url: `/api/admin/agenkaspro?${query}`, headers: admin.headers });

  it('imports agents from CSV, then updates known account numbers', async () => {
    const first = await importCsv(
      'accountnumber,msisdn,fullname\n1001,6281211110001,Ahmad Fauzi\n1002,6281211110002,"Nur, Aini"\n1003,+6281211110003,Yusuf\n',
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ msg: '3 rows imported (3 new, 0 updated)', data: { total: 3, created: 3, updated: 0 } });
    const second = await importCsv('accountnumber;msisdn;fullname\r\n1003;6281211110099;Yusuf Maulana\r\n1004;6281211110004;Lestari\r\n');
    expect(second.json().data).toEqual({ total: 2, created: 1, updated: 1 });
    const rows = (await list('size=-1&sort=accountnumber,asc')).json().data;
    expect(rows.totalElements).toBe(4);
    expect(rows.content.map((a: { accountnumber: string; fullname: string }) => [a.accountnumber, a.fullname])).toEqual([
      ['1001', 'Ahmad Fauzi'],
      ['1002', 'Nur, Aini'],
      ['1003', 'Yusuf Maulana'],
      ['1004', 'Lestari'],
    ]);
    expect(rows.content[2].msisdn).toBe('6281211110099');
    const entry = await app.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'kaspro.import').execute();
    expect(entry).toHaveLength(2);
  });

  it('imports nothing when a row is bad, naming each by its line', async () => {
    const res = await importCsv(
      [
        'accountnumber,msisdn,fullname',
        '2001,6281200000001,Baik',
        '2002,08xx,Salah Nomor',
        '2003,6281200000003,',
        '2001,6281200000009,Dobel',
      ].join('\n'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      msg: 'Nothing imported: 3 invalid row(s), the first at line 3',
      errors: {
        '3.msisdn': 'MSISDN must be a phone number such as 6281234567890',
        '4.fullname': 'Please fill value',
        '5.accountnumber': 'Duplicate accountnumber: first at line 2',
      },
    });
    const idLang = await app.inject({
      method: 'POST',
      url: '/api/admin/agenkaspro/import',
      headers: { ...admin.headers, 'content-type': 'text/csv', 'accept-language': 'id' },
      payload: 'accountnumber,msisdn\n1,6281200000001\n',
    });
    expect(idLang.json()).toMatchObject({ errors: { '1.fullname': 'Kolom fullname tidak ada' } });
    expect((await list('search=2001')).json().data.totalElements).toBe(0);
  });

  it('searches and pages with the spec page sizes', async () => {
    const p = (await list('search=aini')).json().data;
    expect(p.content.map((a: { fullname: string }) => a.fullname)).toEqual(['Nur, Aini']);
    const page1 = (await list('size=2&page=1&sort=accountnumber,asc')).json().data;
    expect(page1.content.map((a: { accountnumber: string }) => a.accountnumber)).toEqual(['1003', '1004']);
    expect(page1.totalElements).toBe(4);
  });

  it('exports the selected agents as CSV (quoted, formula-safe)', async () => {
    await importCsv('accountnumber,msisdn,fullname\n3001,6281200003001,"=HYPERLINK(""http://x"")"\n');
    const all = (await list('size=-1')).json().data.content as { id: number; accountnumber: string }[];
    const ids = all.filter((a) => ['1002', '3001'].includes(a.accountnumber)).map((a) => a.id);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/agenkaspro/export',
      headers: admin.headers,
      payload: { ids: [...ids, 999999] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="agenkaspro-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('accountnumber,msisdn,fullname,updated_at');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^1002,6281211110002,"Nur, Aini",\d{4}-/);
    expect(lines[2]).toMatch(/^3001,6281200003001,"'=HYPERLINK\(""http:\/\/x""\)",/);
    const empty = await app.inject({ method: 'POST', url: '/api/admin/agenkaspro/export', headers: admin.headers, payload: { ids: [] } });
    expect(empty.json().msg).toBe('Select at least one agent');
    const entry = await app.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'kaspro.export').executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after_json!)).toMatchObject({ count: 2 });
    expect(entry.after_json).not.toContain('Aini');
  });

  it('registers Kaspro applications with the dialog defaults', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/agenkaspro/applications',
      headers: admin.headers,
      payload: { appname: 'Kaspro Mart' },
    });
    expect(res.json()).toMatchObject({
      msg: 'Add data Successfully',
      data: { appname: 'Kaspro Mart', version: '1.0', primary_color: '#3F51B5', primary_color_dark: '#3949AB' },
    });
    const custom = await app.inject({
      method: 'POST',
      url: '/api/admin/agenkaspro/applications',
      headers: admin.headers,
      payload: { appname: 'Kaspro Tani', version: '2.1', primary_color: '#00897B', primary_color_dark: '' },
    });
    expect(custom.json().data).toMatchObject({ version: '2.1', primary_color: '#00897B', primary_color_dark: '#3949AB' });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/agenkaspro/applications',
      headers: admin.headers,
      payload: { appname: '', primary_color: 'blue' },
    });
    expect(bad.json().errors).toEqual({ appname: 'Please fill value', primary_color: 'The colour must be a hex colour such as #3F51B5' });
    const listed = (await app.inject({ method: 'GET', url: '/api/admin/agenkaspro/applications', headers: admin.headers })).json().data;
    expect(listed.content.map((a: { appname: string }) => a.appname)).toEqual(['Kaspro Tani', 'Kaspro Mart']);
    const logged = await app.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'kaspro.application.create').execute();
    expect(logged).toHaveLength(2);
  });
});
