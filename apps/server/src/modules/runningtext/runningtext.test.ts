import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('running texts /api/backoffice/runningtext', () => {
  let app: TestApp;
  let a: TestTenant;
  let b: TestTenant;

  const post = (t: TestTenant, payload: object) =>
    app.inject({ method: 'POST', url: '/api/backoffice/runningtext', headers: t.headers, payload });

  beforeAll(async () => {
    app = await createTestApp();
    a = await createTenant(app);
    b = await createTenant(app);
  });
  afterAll(() => app.close());

  it('adds a running text (aktif defaults to 1; Masa Aktif to the end of the WIB day)', async () => {
    const res = await post(a, { msg: 'Selamat datang di Pulsa Nusantara', expired: '2031-12-31' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      msg: 'Add data Successfully',
      data: { msg: 'Selamat datang di Pulsa Nusantara', aktif: 1, expired: '2031-12-31T16:59:59.999Z' },
    });
    const off = await post(a, { msg: 'Nonaktif', aktif: 0 });
    expect(off.json().data).toMatchObject({ aktif: 0, expired: null });
  });

  it('requires the text (Pesan) and checks aktif and expiry', async () => {
    const res = await post(a, { msg: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: 'Please fill input', errors: { msg: 'Please fill input' } });
    expect((await post(a, { msg: 'x', aktif: 2 })).json().errors.aktif).toBe('Invalid value');
    expect((await post(a, { msg: 'x', expired: 'kapan-kapan' })).json().errors.expired).toBe(
      'Expiry must be a date (YYYY-MM-DD) or a date and time',
    );
    expect((await post(a, { msg: 'x'.repeat(501) })).json().errors.msg).toBe('Text is too long');
  });

  it('lists paged, searchable and filtered by aktif; edits by path or body; deletes', async () => {
    const t = await createTenant(app);
    for (const [msg, aktif] of [
      ['Promo pulsa murah', 1],
      ['Gangguan bank BRI', 0],
      ['Promo token PLN', 1],
    ] as const) {
      await post(t, { msg, aktif });
    }
    const msgs = async (q = '') =>
      (await app.inject({ method: 'GET', url: `/api/backoffice/runningtext${q}`, headers: t.headers }))
        .json()
        .data.content.map((x: { msg: string }) => x.msg);
    expect(await msgs()).toEqual(['Promo token PLN', 'Gangguan bank BRI', 'Promo pulsa murah']);
    expect(await msgs('?search=promo')).toEqual(['Promo token PLN', 'Promo pulsa murah']);
    expect(await msgs('?filterstatus=0')).toEqual(['Gangguan bank BRI']);
    expect(await msgs('?page=1&size=2')).toEqual(['Promo pulsa murah']);

    const first = (await app.inject({ method: 'GET', url: '/api/backoffice/runningtext', headers: t.headers })).json().data.content[0];
    const r1 = await app.inject({
      method: 'PATCH',
      url: `/api/backoffice/runningtext/${first.id}`,
      headers: t.headers,
      payload: { msg: 'Promo token PLN 20%', aktif: 0 },
    });
    expect(r1.json()).toMatchObject({ msg: 'Edit data Successfully', data: { msg: 'Promo token PLN 20%', aktif: 0 } });
    const r2 = await app.inject({
      method: 'PATCH',
      url: '/api/backoffice/runningtext',
      headers: t.headers,
      payload: { id: first.id, msg: 'Promo token PLN 20%', expired: '2032-01-01' },
    });
    expect(r2.json().data).toMatchObject({ aktif: 0, expired: '2032-01-01T16:59:59.999Z' });
    const del = await app.inject({ method: 'DELETE', url: `/api/backoffice/runningtext/${first.id}`, headers: t.headers });
    expect(del.json().msg).toBe('Delete data Successfully');
    expect(await msgs()).toHaveLength(2);
  });

  it("gives another server's operator 404 for every id-bearing call and never shows foreign rows", async () => {
    const mine = (await post(a, { msg: 'Teks A' })).json().data;
    for (const c of [
      { method: 'GET' as const, url: `/api/backoffice/runningtext/${mine.id}` },
      { method: 'PATCH' as const, url: `/api/backoffice/runningtext/${mine.id}`, payload: { msg: 'x' } },
      { method: 'PATCH' as const, url: '/api/backoffice/runningtext', payload: { id: mine.id, msg: 'x' } },
      { method: 'DELETE' as const, url: `/api/backoffice/runningtext/${mine.id}` },
    ]) {
      expect((await app.inject({ ...c, headers: b.headers })).statusCode, `${c.method} ${c.url}`).toBe(404);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/backoffice/runningtext?size=-1', headers: b.headers })).json().data.totalElements,
    ).toBe(0);
    expect((await app.inject({ method: 'GET', url: `/api/backoffice/runningtext/${mine.id}`, headers: a.headers })).json().data.msg).toBe(
      'Teks A',
    );
  });
});
