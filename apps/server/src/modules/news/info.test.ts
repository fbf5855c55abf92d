import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('info list /api/backoffice/irmainfo', () => {
  let app: TestApp;
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    app = await createTestApp();
    a = await createTenant(app);
    b = await createTenant(app);
  });
  afterAll(() => app.close());

  it('follows the news pattern (sanitised HTML, paged list) and stays apart from news', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/backoffice/irmainfo',
      headers: a.headers,
      payload: { title: 'Info Deposit', breaf: 'Jam layanan', content: '<p>Buka 24 jam</p><script>x()</script>' },
    });
    expect(res.statusCode).toBe(200);
    const info = res.json().data;
    expect(info.content).toBe('<p>Buka 24 jam</p>');
    const items = (await app.inject({ method: 'GET', url: '/api/backoffice/irmainfo', headers: a.headers })).json().data;
    expect(items.content.map((i: { id: number }) => i.id)).toEqual([info.id]);
    expect((await app.inject({ method: 'GET', url: '/api/backoffice/news', headers: a.headers })).json().data.totalElements).toBe(0);
    expect((await app.inject({ method: 'GET', url: `/api/backoffice/news/${info.id}`, headers: a.headers })).statusCode).toBe(404);

    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/backoffice/irmainfo/${info.id}`,
      headers: a.headers,
      payload: { title: 'Info Deposit Baru' },
    });
    expect(edit.json()).toMatchObject({
      msg: 'Edit data Successfully',
      data: { title: 'Info Deposit Baru', content: '<p>Buka 24 jam</p>' },
    });

    for (const c of [
      { method: 'GET' as const, url: `/api/backoffice/irmainfo/${info.id}` },
      { method: 'PATCH' as const, url: `/api/backoffice/irmainfo/${info.id}`, payload: { title: 'x' } },
      { method: 'PATCH' as const, url: '/api/backoffice/irmainfo', payload: { id: info.id, title: 'x' } },
      { method: 'DELETE' as const, url: `/api/backoffice/irmainfo/${info.id}` },
    ]) {
      expect((await app.inject({ ...c, headers: b.headers })).statusCode, `${c.method} ${c.url}`).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/api/backoffice/irmainfo', headers: b.headers })).json().data.totalElements).toBe(0);

    const del = await app.inject({ method: 'DELETE', url: `/api/backoffice/irmainfo/${info.id}`, headers: a.headers });
    expect(del.json().msg).toBe('Delete data Successfully');
  });
});
