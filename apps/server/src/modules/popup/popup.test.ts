import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('popups /api/backoffice/popup', () => {
  let app: TestApp;
  let a: TestTenant;
  let b: TestTenant;

  const post = (t: TestTenant, payload: object, lang?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/backoffice/popup',
      headers: { ...t.headers, ...(lang ? { 'accept-language': lang } : {}) },
      payload,
    });

  beforeAll(async () => {
    app = await createTestApp();
    a = await createTenant(app);
    b = await createTenant(app);
  });
  afterAll(() => app.close());

  it('adds a popup; "Masa Aktif" YYYY-MM-DD lasts to the end of that day in WIB, stored as ISO UTC', async () => {
    const res = await post(a, {
      name: 'Promo Lebaran',
      url: 'https://pulsanusa.co.id/promo',
      image: '/uploads/popup/a.png',
      expired: '2030-04-10',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Add data Successfully');
    expect(res.json().data).toMatchObject({
      name: 'Promo Lebaran',
      url: 'https://pulsanusa.co.id/promo',
      status: 1,
      expired: '2030-04-10T16:59:59.999Z',
    });
  });

  it('reads the form field "label" as the name, takes ISO times and WIB times, and no expiry', async () => {
    const label = await post(a, { label: 'Info Deposit', expired: '2030-01-01T10:00:00Z' });
    expect(label.json().data).toMatchObject({ name: 'Info Deposit', expired: '2030-01-01T10:00:00.000Z', url: '', image: '' });
    const wib = await post(a, { name: 'Jam WIB', expired: '2030-01-01 10:00:00' });
    expect(wib.json().data.expired).toBe('2030-01-01T03:00:00.000Z');
    const none = await post(a, { name: 'Tanpa batas', expired: '' });
    expect(none.json().data.expired).toBeNull();
  });

  it('requires the name ("Mohon diisi") and checks url and expiry', async () => {
    const res = await post(a, { url: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: 'Mohon diisi', errors: { name: 'Mohon diisi' } });
    expect((await post(a, { name: ' ' }, 'en')).json().msg).toBe('Please fill');
    const url = await post(a, { name: 'X', url: 'javascript:alert(1)' });
    expect(url.json().errors.url).toBe('The URL must start with http:// or https://');
    for (const expired of ['besok', '2030-02-30', '2030-13-01', '31/12/2030']) {
      const r = await post(a, { name: 'X', expired });
      expect(r.statusCode, expired).toBe(400);
      expect(r.json().errors.expired).toBe('Expiry must be a date (YYYY-MM-DD) or a date and time');
    }
  });

  it('edits by body or path id; left-out fields keep their value; an empty expiry clears it', async () => {
    const created = (await post(a, { name: 'Edit saya', url: 'https://a.co.id', expired: '2030-05-01' })).json().data;
    const r1 = await app.inject({
      method: 'PATCH',
      url: '/api/backoffice/popup',
      headers: a.headers,
      payload: { id: created.id, name: 'Diubah', status: 0 },
    });
    expect(r1.json()).toMatchObject({
      msg: 'Edit data Successfully',
      data: { name: 'Diubah', status: 0, url: 'https://a.co.id', expired: created.expired },
    });
    const r2 = await app.inject({
      method: 'PATCH',
      url: `/api/backoffice/popup/${created.id}`,
      headers: a.headers,
      payload: { name: 'Diubah', expired: null },
    });
    expect(r2.json().data.expired).toBeNull();
  });

  it('lists paged and searchable; deletes', async () => {
    const t = await createTenant(app);
    for (const name of ['Promo A', 'Promo B', 'Info C']) await post(t, { name });
    const all = (await app.inject({ method: 'GET', url: '/api/backoffice/popup', headers: t.headers })).json().data;
    expect(all.totalElements).toBe(3);
    expect(all.content.map((p: { name: string }) => p.name)).toEqual(['Info C', 'Promo B', 'Promo A']);
    const found = (await app.inject({ method: 'GET', url: '/api/backoffice/popup?search=promo&size=1', headers: t.headers })).json().data;
    expect(found.totalElements).toBe(2);
    expect(found.content).toHaveLength(1);
    const del = await app.inject({ method: 'DELETE', url: `/api/backoffice/popup/${all.content[0].id}`, headers: t.headers });
    expect(del.json().msg).toBe('Delete data Successfully');
    expect((await app.inject({ method: 'GET', url: '/api/backoffice/popup', headers: t.headers })).json().data.totalElements).toBe(2);
  });

  it("gives another server's operator 404 for every id-bearing call and never shows foreign rows", async () => {
    const mine = (await post(a, { name: 'Popup A' })).json().data;
    for (const c of [
      { method: 'GET' as const, url: `/api/backoffice/popup/${mine.id}` },
      { method: 'PATCH' as const, url: `/api/backoffice/popup/${mine.id}`, payload: { name: 'x' } },
      { method: 'PATCH' as const, url: '/api/backoffice/popup', payload: { id: mine.id, name: 'x' } },
      { method: 'DELETE' as const, url: `/api/backoffice/popup/${mine.id}` },
    ]) {
      expect((await app.inject({ ...c, headers: b.headers })).statusCode, `${c.method} ${c.url}`).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/api/backoffice/popup?size=-1', headers: b.headers })).json().data.totalElements).toBe(
      0,
    );
    expect((await app.inject({ method: 'GET', url: `/api/backoffice/popup/${mine.id}`, headers: a.headers })).json().data.name).toBe(
      'Popup A',
    );
  });
});
