import { HIDDEN_SECRET } from '@konsol/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushSender } from '../../adapters/push.js';
import { createTenant, type TestTenant } from '../../test/factories.js';
import { multipartBody, png, svg } from '../../test/images.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { appsRepository } from './apps.repository.js';
import { PUSH_ATTEMPTS } from './apps.service.js';

const settings = (t: TestTenant, over: Record<string, unknown> = {}) => ({
  appname: 'Pulsa Nusantara',
  appcode: t.serverCode,
  tagline: 'Isi pulsa dan bayar tagihan',
  regonline: 1,
  regmethod: 0,
  zopimkey: 'zopim-123',
  apiurl: 'https://api.pulsanusa.co.id',
  appkey: 'app-key-0123456789',
  primary_color: '#1E88E5',
  primary_color_dark: '#1565C0',
  ...over,
});

describe('app settings /api/backoffice/apps', () => {
  let app: TestApp;
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    app = await createTestApp();
    a = await createTenant(app);
    b = await createTenant(app);
  });
  afterAll(() => app.close());

  it("answers the caller's settings with the spec's fields (api_url and primarycolordark mirror their twins)", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/backoffice/apps', headers: a.headers });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      appcode: a.serverCode,
      appkey: a.appkey,
      version: '1.0',
      primary_color: '#3F51B5',
      primary_color_dark: '#3949AB',
      primarycolordark: '#3949AB',
      regonline: 1,
      regmethod: 0,
      maintenance: 0,
      maxotp: 2,
    });
    expect(data.serverkey).toEqual(expect.any(String));
    expect(data.api_url).toBe(data.apiurl);
  });

  it('gives the server key to the roles that may change the settings; a viewer reads the rest, the key hidden (DESIGN §10)', async () => {
    const read = (t: TestTenant) => app.inject({ method: 'GET', url: '/api/backoffice/apps', headers: t.headers });
    const key = async (t: TestTenant) => (await appsRepository(app.ctx.db).get(t.serverPk))!.serverkey;
    expect((await read(a)).json().data.serverkey).toBe(await key(a));
    const content = await createTenant(app, { role: 'content', login: false });
    expect((await read(content)).json().data.serverkey).toBe(await key(content));

    const viewer = await createTenant(app, { role: 'viewer', login: false });
    const res = await read(viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ appcode: viewer.serverCode, appkey: viewer.appkey, serverkey: HIDDEN_SECRET });
    expect(res.body).not.toContain(await key(viewer));
  });

  it('saves the General tab (POST and PATCH: "Save Successfully"); api_url is read as apiurl; unknown fields are ignored', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/backoffice/apps', headers: a.headers })).json().data;
    const { apiurl: _ignored, ...rest } = settings(a);
    const res = await app.inject({
      method: 'POST',
      url: '/api/backoffice/apps',
      headers: a.headers,
      payload: {
        ...rest,
        api_url: 'https://api.nusa.co.id',
        serverkey: 'stolen',
        maintenance: 1,
        maxotp: 99,
        server_id: b.serverPk,
        id: 1,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Save Successfully');
    expect(res.json().data).toMatchObject({
      appname: 'Pulsa Nusantara',
      apiurl: 'https://api.nusa.co.id',
      api_url: 'https://api.nusa.co.id',
      zopimkey: 'zopim-123',
      primary_color: '#1E88E5',
      serverkey: before.serverkey,
      maintenance: 0,
      maxotp: 2,
      id: before.id,
    });
    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/backoffice/apps',
      headers: a.headers,
      payload: settings(a, { tagline: 'Baru', regonline: 0, regmethod: 1 }),
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().data).toMatchObject({ tagline: 'Baru', regonline: 0, regmethod: 1, zopimkey: 'zopim-123' });
    const other = (await app.inject({ method: 'GET', url: '/api/backoffice/apps', headers: b.headers })).json().data;
    expect(other.appname).not.toBe('Pulsa Nusantara');
    const audit = await app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'app.settings.save')
      .where('server_id', '=', a.serverPk)
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(audit[0]?.after_json).not.toContain(a.appkey);
  });

  it('requires App Name, Server ID, API URL and API KEY ("Please fill value"); an empty API URL or API KEY blocks the save', async () => {
    const res = await app.inject({ method: 'PATCH', url: '/api/backoffice/apps', headers: a.headers, payload: { tagline: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      msg: 'Please fill value',
      errors: { appname: 'Please fill value', appcode: 'Please fill value', apiurl: 'Please fill value', appkey: 'Please fill value' },
    });
    for (const field of ['apiurl', 'appkey']) {
      const r = await app.inject({
        method: 'PATCH',
        url: '/api/backoffice/apps',
        headers: a.headers,
        payload: settings(a, { [field]: '' }),
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors[field]).toBe('Please fill value');
    }
    const row = await app.ctx.db
      .selectFrom('apps')
      .select(['apiurl', 'appkey'])
      .where('server_id', '=', a.serverPk)
      .executeTakeFirstOrThrow();
    expect(row.apiurl).not.toBe('');
    expect(row.appkey).not.toBe('');
    const url = await app.inject({
      method: 'PATCH',
      url: '/api/backoffice/apps',
      headers: a.headers,
      payload: settings(a, { apiurl: 'ftp://x' }),
    });
    expect(url.json().errors.apiurl).toBe('API URL must start with http:// or https://');
    const colour = await app.inject({
      method: 'PATCH',
      url: '/api/backoffice/apps',
      headers: a.headers,
      payload: settings(a, { primary_color: 'red' }),
    });
    expect(colour.json().errors.primary_color).toBe('The colour must be a hex colour such as #3F51B5');
  });

  it("changes the Server ID together with the server's id, and refuses one another server uses (409)", async () => {
    const t = await createTenant(app);
    const code = `${t.serverCode}X`.slice(0, 30);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/backoffice/apps',
      headers: t.headers,
      payload: settings(t, { appcode: code }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.appcode).toBe(code);
    const server = await app.ctx.db.selectFrom('servers').select('server_id').where('id', '=', t.serverPk).executeTakeFirstOrThrow();
    expect(server.server_id).toBe(code);
    const taken = await app.inject({
      method: 'PATCH',
      url: '/api/backoffice/apps',
      headers: t.headers,
      payload: settings(t, { appcode: b.serverCode }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe('This Server ID is already used');
    const invalid = await app.inject({
      method: 'PATCH',
      url: '/api/backoffice/apps',
      headers: t.headers,
      payload: settings(t, { appcode: 'A B' }),
    });
    expect(invalid.json().errors.appcode).toBe('Server ID may contain only letters, digits, - and _');
  });

  it('saves with a logo in a multipart form (item + image); a refused image saves nothing', async () => {
    const form = multipartBody([
      { name: 'item', data: JSON.stringify(settings(a, { appname: 'Nusa Logo' })) },
      { name: 'image', filename: 'logo.png', contentType: 'image/png', data: await png(300, 300) },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/backoffice/apps',
      headers: { ...a.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.appname).toBe('Nusa Logo');
    expect(res.json().data.logo).toMatch(/^\/uploads\/logo\/[0-9a-f]{32}\.png$/);
    const media = await app.ctx.db.selectFrom('media').selectAll().where('url', '=', res.json().data.logo).executeTakeFirstOrThrow();
    expect(media).toMatchObject({ server_id: a.serverPk, purpose: 'logo' });

    const bad = multipartBody([
      { name: 'item', data: JSON.stringify(settings(a, { appname: 'Should not save' })) },
      { name: 'image', filename: 'logo.svg', contentType: 'image/svg+xml', data: svg() },
    ]);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/backoffice/apps',
      headers: { ...a.headers, ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('SVG images are not accepted: upload PNG, JPEG or WebP');
    const now = (await app.inject({ method: 'GET', url: '/api/backoffice/apps', headers: a.headers })).json().data;
    expect(now.appname).toBe('Nusa Logo');

    const noItem = multipartBody([{ name: 'item', data: '{not json' }]);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/backoffice/apps',
      headers: { ...a.headers, ...noItem.headers },
      payload: noItem.payload,
    });
    expect(broken.statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'POST', url: '/api/backoffice/apps', headers: form.headers, payload: form.payload });
    expect(anonymous.statusCode).toBe(401);
  });

  it('switches maintenance on (1) and off (0); other values are refused', async () => {
    const on = await app.inject({ method: 'PATCH', url: '/api/backoffice/apps/maintenance/1', headers: a.headers });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ success: true, data: { maintenance: 1 } });
    expect((await app.inject({ method: 'GET', url: '/api/backoffice/apps', headers: a.headers })).json().data.maintenance).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/api/backoffice/apps', headers: b.headers })).json().data.maintenance).toBe(0);
    const off = await app.inject({ method: 'PATCH', url: '/api/backoffice/apps/maintenance/0', headers: a.headers });
    expect(off.json().data.maintenance).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/backoffice/apps', headers: a.headers })).json().data.maintenance).toBe(0);
    for (const v of ['2', 'on', '-1']) {
      expect((await app.inject({ method: 'PATCH', url: `/api/backoffice/apps/maintenance/${v}`, headers: a.headers })).statusCode).toBe(
        400,
      );
    }
    expect((await app.inject({ method: 'PATCH', url: '/api/backoffice/apps/maintenance/1' })).statusCode).toBe(401);
  });

  it('sets the maximum OTP per day ("Update OTP OK!"), numbers only', async () => {
    const res = await app.inject({ method: 'PATCH', url: '/api/backoffice/apps/maxotp/5', headers: a.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: 'Update OTP OK!', data: { maxotp: 5 } });
    expect((await app.inject({ method: 'GET', url: '/api/backoffice/apps', headers: a.headers })).json().data.maxotp).toBe(5);
    for (const v of ['abc', '-1', '101', '2.5']) {
      const r = await app.inject({ method: 'PATCH', url: `/api/backoffice/apps/maxotp/${v}`, headers: a.headers });
      expect(r.statusCode, v).toBe(400);
      expect(r.json().msg).toBe('Maximum OTP must be a whole number from 0 to 100');
    }
  });

  it('sends a push ("pesan terkirim") to the app-code topic and records it (no FCM configured)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/backoffice/apps/push',
      headers: a.headers,
      payload: { judul: 'Promo Pulsa', isi: 'Diskon 10% semua operator hari ini', server_id: b.serverPk },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      msg: 'pesan terkirim',
      data: { judul: 'Promo Pulsa', topic: a.serverCode, provider: 'log', status: 'sending' },
    });
    await app.ctx.jobs.drain();
    const row = await app.ctx.db.selectFrom('push_messages').selectAll().where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ server_id: a.serverPk, user_id: a.userId, status: 'recorded' });
    expect(row.sent_at).toEqual(expect.any(String));

    const history = (await app.inject({ method: 'GET', url: '/api/backoffice/apps/push', headers: a.headers })).json().data;
    expect(history.content[0]).toMatchObject({ id: row.id, status: 'recorded' });
    const foreign = (await app.inject({ method: 'GET', url: '/api/backoffice/apps/push', headers: b.headers })).json().data;
    expect(foreign.totalElements).toBe(0);
  });

  it('requires a title and a text', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/backoffice/apps/push',
      headers: a.headers,
      payload: { judul: '', isi: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: 'Please fill input', errors: { judul: 'Please fill input', isi: 'Please fill input' } });
  });

  /** Pushes for `b` through a fake FCM that refuses its first `refusals` sends; answers what it was handed. */
  async function pushThrough(judul: string, refusals: number) {
    const original = app.ctx.push;
    const handed: { key?: string; topic: string }[] = [];
    app.ctx.push = {
      provider: 'fcm',
      send: async (n) => {
        handed.push({ key: n.data?.key, topic: n.topic });
        if (handed.length <= refusals) throw new Error('FCM send failed: 503 UNAVAILABLE');
        return { status: 'sent', messageId: `projects/demo/messages/${handed.length}` };
      },
    } satisfies PushSender;
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/backoffice/apps/push',
        headers: b.headers,
        payload: { judul, isi: 'Tes' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ provider: 'fcm', status: 'sending', topic: b.serverCode });
      // Retries wait 50 ms, doubling: poll until the worker has given its answer.
      const id = res.json().data.id as number;
      for (let i = 0; i < 200; i++) {
        const row = await app.ctx.db.selectFrom('push_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        if (row.status !== 'sending') return { row, handed };
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('the push job never finished');
    } finally {
      app.ctx.push = original;
    }
  }

  it('delivers through a refusing provider once it takes the message, with one key on every attempt', async () => {
    const { row, handed } = await pushThrough('Halo', 2);
    expect(row).toMatchObject({ status: 'sent', provider_message_id: 'projects/demo/messages/3', server_id: b.serverPk, error: null });
    expect(handed).toEqual(Array(3).fill({ key: `push-${row.id}`, topic: b.serverCode }));
  });

  it('marks a push failed after its last attempt', async () => {
    const { row, handed } = await pushThrough('Gagal', Number.POSITIVE_INFINITY);
    expect(handed).toHaveLength(PUSH_ATTEMPTS);
    expect(row).toMatchObject({ status: 'failed', server_id: b.serverPk, sent_at: null });
    expect(row.error).toContain('UNAVAILABLE');
  });

  it('never sends a push whose transaction rolled back', async () => {
    const original = app.ctx.push;
    let sends = 0;
    app.ctx.push = { provider: 'fcm', send: async () => ({ status: 'sent', messageId: String(++sends) }) };
    try {
      const rollback = new Error('rolled back');
      await expect(
        app.ctx.db.transaction().execute(async (trx) => {
          const id = await appsRepository(app.ctx.db).insertPush(trx, b.serverPk, {
            user_id: null,
            judul: 'Batal',
            isi: 'Tes',
            topic: 't',
            provider: 'fcm',
          });
          await app.ctx.jobs.enqueue(trx, 'push', { serverId: b.serverPk, id, appcode: b.serverCode });
          throw rollback;
        }),
      ).rejects.toBe(rollback);
      await app.ctx.jobs.drain();
      expect(sends).toBe(0);
      expect(await app.ctx.db.selectFrom('push_messages').select('id').where('judul', '=', 'Batal').execute()).toEqual([]);
    } finally {
      app.ctx.push = original;
    }
  });
});
