import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const dirty = [
  '<p onclick="alert(1)">Halo <strong>dunia</strong> <em>PPOB</em></p>',
  "<script>alert('x')</script>",
  '<a href="javascript:alert(1)">klik</a>',
  '<a href="JaVaScRiPt:alert(2)">besar</a>',
  '<a href="java&#x09;script:alert(3)">tab</a>',
  '<a href="https://irs.co.id/promo" target="_top" onmouseover="steal()">situs</a>',
  '<a href="mailto:cs@pulsanusa.co.id">email</a>',
  '<img src="x.png" onerror="alert(4)">',
  '<img src="https://cdn.pulsanusa.co.id/a.png" alt="promo">',
  '<img src="/uploads/news/abc.png">',
  '<img src="data:image/png;base64,AAAA">',
  '<img src="http://insecure.example.com/b.png">',
  '<iframe src="https://evil.example.com"></iframe>',
  '<p style="text-align:center; position:fixed; background-image:url(javascript:alert(5))">tengah</p>',
  '<svg onload="alert(6)"><circle r="1"/></svg>',
  '<style>body{display:none}</style>',
  '<form action="https://evil.example.com"><input name="pin"></form>',
  '<ul><li>Satu</li><li>Dua</li></ul>',
].join('');

describe('news /api/backoffice/news', () => {
  let app: TestApp;
  let a: TestTenant;
  let b: TestTenant;

  const post = (t: TestTenant, payload: object) => app.inject({ method: 'POST', url: '/api/backoffice/news', headers: t.headers, payload });
  const list = (t: TestTenant, query = '') => app.inject({ method: 'GET', url: `/api/backoffice/news${query}`, headers: t.headers });

  beforeAll(async () => {
    app = await createTestApp();
    a = await createTenant(app);
    b = await createTenant(app);
  });
  afterAll(() => app.close());

  it('stores the HTML clean: no scripts, event handlers, javascript: links, frames, forms or unsafe images', async () => {
    const res = await post(a, { title: 'Promo Ramadhan', breaf: 'Diskon pulsa', content: dirty, image: '/uploads/news/cover.png' });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Add data Successfully');
    const stored = (
      await app.ctx.db.selectFrom('articles').select('content').where('id', '=', res.json().data.id).executeTakeFirstOrThrow()
    ).content;
    expect(stored).toBe(res.json().data.content);
    for (const bad of [
      '<script',
      'alert(',
      'onclick',
      'onerror',
      'onmouseover',
      'onload',
      'javascript:',
      '<iframe',
      '<svg',
      '<style',
      '<form',
      '<input',
      'data:',
      'position',
      'http://insecure',
    ]) {
      expect(stored.toLowerCase(), bad).not.toContain(bad.toLowerCase());
    }
    expect(stored).toContain('<p>Halo <strong>dunia</strong> <em>PPOB</em></p>');
    expect(stored).toContain('<a href="https://irs.co.id/promo" target="_blank" rel="noopener noreferrer nofollow">situs</a>');
    expect(stored).toContain('<a href="mailto:cs@pulsanusa.co.id" rel="noopener noreferrer nofollow">email</a>');
    expect(stored).toContain('<img src="https://cdn.pulsanusa.co.id/a.png" alt="promo" />');
    expect(stored).toContain('<img src="/uploads/news/abc.png" />');
    expect(stored).toContain('<p style="text-align:center">tengah</p>');
    expect(stored).toContain('<ul><li>Satu</li><li>Dua</li></ul>');
    expect(stored).toContain('>klik</a>');
  });

  it('sanitises on edit too; left-out fields keep their value', async () => {
    const created = (await post(a, { title: 'Info Gangguan', breaf: 'PLN', content: '<p>ok</p>', status: 1 })).json().data;
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/backoffice/news',
      headers: a.headers,
      payload: { id: created.id, title: 'Info Gangguan PLN', content: '<p>Perbaikan</p><img src=x onerror=alert(1)><script>x()</script>' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Edit data Successfully');
    expect(res.json().data).toMatchObject({
      title: 'Info Gangguan PLN',
      breaf: 'PLN',
      status: 1,
      content: '<p>Perbaikan</p><img src="x" />',
    });
    expect(res.json().data.update_at >= created.update_at).toBe(true);
    const byPath = await app.inject({
      method: 'PATCH',
      url: `/api/backoffice/news/${created.id}`,
      headers: a.headers,
      payload: { title: 'Info Gangguan PLN', status: 0 },
    });
    expect(byPath.json().data).toMatchObject({ status: 0, content: '<p>Perbaikan</p><img src="x" />' });
  });

  it('requires a title; refuses an image that is not an upload or http(s)', async () => {
    const res = await post(a, { title: ' ', content: '<p>x</p>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.title).toBe('Please fill input');
    const image = await post(a, { title: 'X', image: 'javascript:alert(1)' });
    expect(image.json().errors.image).toBe('The image must be an uploaded image or an http(s) address');
  });

  it('lists newest first, paged and searchable (title and breaf)', async () => {
    const t = await createTenant(app);
    for (const [title, breaf] of [
      ['Promo Pulsa', 'Diskon 10%'],
      ['Jadwal Maintenance', 'Bank BRI'],
      ['Token PLN', 'Bonus'],
    ]) {
      await post(t, { title, breaf, content: '<p>x</p>' });
    }
    const all = (await list(t)).json().data;
    expect(all.totalElements).toBe(3);
    expect(all.content.map((n: { title: string }) => n.title)).toEqual(['Token PLN', 'Jadwal Maintenance', 'Promo Pulsa']);
    expect(all.content[0]).toMatchObject({ appid: expect.any(Number), update_at: expect.any(String), status: 1 });
    expect((await list(t, '?search=bri')).json().data.content.map((n: { title: string }) => n.title)).toEqual(['Jadwal Maintenance']);
    expect((await list(t, '?cari=promo')).json().data.totalElements).toBe(1);
    expect((await list(t, '?page=1&size=2')).json().data.content.map((n: { title: string }) => n.title)).toEqual(['Promo Pulsa']);
    expect((await list(t, '?sort=title,asc')).json().data.content.map((n: { title: string }) => n.title)).toEqual([
      'Jadwal Maintenance',
      'Promo Pulsa',
      'Token PLN',
    ]);
  });

  it('deletes', async () => {
    const created = (await post(a, { title: 'Sementara' })).json().data;
    const res = await app.inject({ method: 'DELETE', url: `/api/backoffice/news/${created.id}`, headers: a.headers });
    expect(res.json()).toMatchObject({ success: true, msg: 'Delete data Successfully' });
    expect((await app.inject({ method: 'GET', url: `/api/backoffice/news/${created.id}`, headers: a.headers })).statusCode).toBe(404);
  });

  it("gives another server's operator 404 for every id-bearing call and never shows foreign rows", async () => {
    const mine = (await post(a, { title: 'Berita A' })).json().data;
    const calls = [
      { method: 'GET' as const, url: `/api/backoffice/news/${mine.id}` },
      { method: 'PATCH' as const, url: `/api/backoffice/news/${mine.id}`, payload: { title: 'x' } },
      { method: 'PATCH' as const, url: '/api/backoffice/news', payload: { id: mine.id, title: 'x' } },
      { method: 'DELETE' as const, url: `/api/backoffice/news/${mine.id}` },
    ];
    for (const c of calls) {
      const res = await app.inject({ ...c, headers: b.headers });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(404);
    }
    expect((await list(b, '?size=-1')).json().data.totalElements).toBe(0);
    expect((await app.inject({ method: 'GET', url: `/api/backoffice/news/${mine.id}`, headers: a.headers })).json().data.title).toBe(
      'Berita A',
    );
  });
});
