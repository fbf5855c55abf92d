import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_EVENTS, type WebhookPayload } from '@konsol/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook } from '../../adapters/webhook-http.js';
import { hmacSha256Hex } from '../../lib/crypto.js';
import { isoIn } from '../../lib/time.js';
import { createAdmin, createTenant, type TestTenant } from '../../test/factories.js';
import { approvedLoan } from '../../test/loan-fixtures.js';
import { fundWallet, otpFor } from '../../test/money-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { purgeExpired } from '../housekeeping/housekeeping.js';
import { webhooksRepository } from './webhooks.repository.js';
import { webhookEvents } from './webhooks.service.js';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  body: WebhookPayload;
}

/** A receiver on loopback: records every request; the first `failures[path]` answers of a path are 500. */
async function startReceiver() {
  const received: Received[] = [];
  const failures = new Map<string, number>();
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, raw, body: JSON.parse(raw) });
      const left = failures.get(req.url ?? '') ?? 0;
      if (left > 0) {
        failures.set(req.url ?? '', left - 1);
        res.writeHead(500).end('receiver is down');
      } else res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, received, failures, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** What a receiver does to trust a delivery: the HMAC of "<t>.<raw body>" under its secret. */
function verifies(secret: string, r: Received) {
  const header = String(r.headers['konsol-signature'] ?? '');
  const t = /t=(\d+)/.exec(header)?.[1];
  const v1 = /v1=([0-9a-f]{64})/.exec(header)?.[1];
  return !!t && v1 === hmacSha256Hex(secret, `${t}.${r.raw}`) && Math.abs(Date.now() / 1000 - Number(t)) < 300;
}

async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('webhooks (DESIGN §13)', () => {
  let app: TestApp;
  let op: TestTenant;
  let other: TestTenant;
  let admin: TestTenant;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    app = await createTestApp({ WEBHOOK_ALLOW_HOSTS: '127.0.0.1' });
    admin = await createAdmin(app);
    op = await createTenant(app);
    other = await createTenant(app);
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  const call = (t: TestTenant, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api/backoffice/webhooks${url}`, headers: t.headers, payload });
  const add = async (t: TestTenant, path: string, events: string[]) => {
    const res = await call(t, 'POST', '', { url: `${receiver.base}${path}`, events });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; secret: string };
  };
  const at = (path: string) => receiver.received.filter((r) => r.path === path);

  it('adds an endpoint and shows its secret once; edits, pauses, rotates and deletes it; another server sees none', async () => {
    const created = await call(op, 'POST', '', { url: `${receiver.base}/crud`, events: ['cashin.paid', 'cashin.paid'] });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().msg).toBe('Webhook added. Keep its secret now.');
    const hook = created.json().data;
    expect(hook.secret).toMatch(/^whsec_/);
    expect(hook.events).toEqual(['cashin.paid']);
    const list = (await call(op, 'GET', '')).json().data;
    expect(list.totalElements).toBe(1);
    expect(list.content[0]).not.toHaveProperty('secret');
    expect(JSON.stringify(list)).not.toContain(hook.secret);

    const paused = await call(op, 'PATCH', `/${hook.id}`, { status: 0, events: ['bill.paid', 'loan.decided'] });
    expect(paused.json().data).toMatchObject({ status: 0, events: ['bill.paid', 'loan.decided'] });
    const rotated = (await call(op, 'POST', `/${hook.id}/rotate`)).json().data;
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(hook.secret);

    for (const [method, url] of [
      ['GET', `/${hook.id}/deliveries`],
      ['PATCH', `/${hook.id}`],
      ['POST', `/${hook.id}/rotate`],
      ['DELETE', `/${hook.id}`],
    ] as const) {
      expect((await call(other, method, url, method === 'PATCH' ? { status: 1 } : undefined)).statusCode).toBe(404);
    }
    expect((await call(other, 'GET', '')).json().data.totalElements).toBe(0);
    const audit = await app.ctx.db.selectFrom('audit_log').select('action').where('server_id', '=', op.serverPk).execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['webhook.create', 'webhook.update', 'webhook.rotate']));
    expect(JSON.stringify(await app.ctx.db.selectFrom('audit_log').selectAll().execute())).not.toContain(rotated.secret);

    expect((await call(op, 'DELETE', `/${hook.id}`)).json().msg).toBe('Webhook deleted');
    expect((await call(op, 'GET', '')).json().data.totalElements).toBe(0);
  });

  it('refuses plain http, private, loopback and link-local destinations and empty events, writing nothing', async () => {
    const refused = [
      'http://hooks.example.com/in',
      'https://10.1.2.3/in',
      'https://192.168.1.10/in',
      'https://127.0.0.2:8443/in',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/in',
      'https://[fe80::1]/in',
      'https://[::ffff:10.0.0.1]/in',
      'https://localhost/in',
      'ftp://files.example.com/',
      'not a url',
    ];
    for (const url of refused) {
      const res = await call(op, 'POST', '', { url, events: ['cashin.paid'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors).toHaveProperty('url');
    }
    const none = await call(op, 'POST', '', { url: 'https://93.184.215.14/in', events: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('Choose at least one event');
    expect((await call(op, 'POST', '', { url: 'https://93.184.215.14/in', events: ['nope'] })).statusCode).toBe(400);
    expect((await call(op, 'GET', '')).json().data.totalElements).toBe(0);
    // a public address is fine (nothing is sent until an event comes)
    const ok = await call(op, 'POST', '', { url: 'https://93.184.215.14/in', events: ['bill.paid'] });
    expect(ok.statusCode).toBe(200);
    await call(op, 'DELETE', `/${ok.json().data.id}`);
  });

  it('delivery refuses a private address also when the name resolves to one, at the address connected to', async () => {
    for (const url of ['https://127.0.0.1:9/x', 'https://localhost:9/x', 'https://10.0.0.8/x', 'http://203.0.113.9/x']) {
      const res = await postWebhook(url, '{}', {}, []);
      expect(res.status, url).toBeNull();
      expect(res.response, url).toMatch(/blocked destination/);
    }
  });

  it('a receiver that never answers costs the timeout, no more', async () => {
    const hanging = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/slow`;
    const started = Date.now();
    const res = await postWebhook(url, '{}', {}, ['127.0.0.1'], 300);
    expect(res.status).toBeNull();
    expect(res.response).toBe('no answer within 0.3 s');
    expect(Date.now() - started).toBeLessThan(3000);
    hanging.closeAllConnections();
    await new Promise<void>((r) => hanging.close(() => r()));
  });

  it('each event reaches its subscribed endpoint once, signed; another server never reaches it', async () => {
    const hook = await add(op, '/events', ['cashin.paid', 'reseller.imported', 'topup.created']);
    const cashin = await fundWallet(app, op, 50_000);
    await fundWallet(app, other, 70_000);
    const csv = 'kode,nama\nWH1,Agen Satu\nWH2,Agen Dua\n';
    const imported = await app.inject({
      method: 'POST',
      url: '/api/reseller/import',
      headers: { ...op.headers, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    await until(() => at('/events').length >= 2);
    await app.ctx.jobs.drain();
    const got = at('/events');
    expect(got.map((r) => r.body.type).sort()).toEqual(['cashin.paid', 'reseller.imported']);
    for (const r of got) {
      expect(verifies(hook.secret, r), r.raw).toBe(true);
      expect(r.body.server).toBe(op.serverCode);
      expect(r.body.id).toMatch(/^evt_/);
      expect(r.headers['konsol-event-id']).toBe(r.body.id);
    }
    const paid = got.find((r) => r.body.type === 'cashin.paid')!.body.data as { id: number; amount: number };
    expect(paid.id).toBe(cashin.id);
    expect(paid.amount).toBe(50_000);
    expect(got.find((r) => r.body.type === 'reseller.imported')!.body.data).toMatchObject({ total: 2, created: 2, kodes: ['WH1', 'WH2'] });
    expect(new Set(got.map((r) => r.body.id)).size).toBe(2);
    // a paused endpoint gets no new events
    await call(op, 'PATCH', `/${hook.id}`, { status: 0 });
    await fundWallet(app, op, 10_000);
    await app.ctx.jobs.drain();
    expect(at('/events')).toHaveLength(2);
  });

  it('every event of DESIGN §13 arrives once, from the change that makes it, signed', async () => {
    const t = await createTenant(app);
    const hook = await add(t, '/all', [...WEBHOOK_EVENTS]);
    const as = (who: TestTenant, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
      app.inject({ method, url, headers: { ...who.headers, ...headers }, payload }).then((r) => {
        expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
        return r.json().data;
      });
    const key = (await as(admin, 'POST', `/api/admin/mitra/${t.serverPk}/rotate-key`)).server_key as string;
    const engine = await app.inject({
      method: 'POST',
      url: '/api/engine/topups',
      headers: { 'x-server-key': key },
      payload: { items: [{ reff: 'WH-TOPUP-1', channelname: 'VA-BCA', amount: 100_000, status: 1, reseller: 'R1' }] },
    });
    expect(engine.statusCode, engine.body).toBe(200);
    await fundWallet(app, t, 500_000);
    const bank = await as(t, 'POST', '/api/wallet/bank', {
      bankid: 1,
      bank: 'BCA',
      accountno: '1234509876',
      accountname: 'Budi Santoso',
      otp: await otpFor(app, t, 'add_bank'),
    });
    await as(admin, 'POST', `/api/admin/wallet/bank/${bank.id}/verify`, { approve: true });
    for (const status of [1, 2]) {
      const cashout = await as(t, 'POST', '/api/wallet/cashout', { id: bank.id, amount: 50_000, otp: await otpFor(app, t, 'cash_out') });
      await as(admin, 'POST', `/api/admin/wallet/cashout/${cashout.id}/complete`, { status });
    }
    const pkg = await as(admin, 'POST', '/api/admin/tokensms/denom', { name: `Paket ${t.serverCode}`, jmltoken: 100, price: 35_000 });
    const order = await as(t, 'POST', '/api/backoffice/tokensms/order', { paketid: pkg.id });
    await as(admin, 'POST', `/api/admin/tokensms/order/${order.id}/paid`);
    await approvedLoan(app, t, admin, 5_000_000);
    const bill = await as(admin, 'POST', '/api/admin/bayartempo/serpulbills', {
      server: t.serverCode,
      amount: 200_000,
      fee: 2500,
      expiredAt: isoIn(2 * 86_400_000),
      details: [{ idreseller: 'R1', resellername: 'Agen Satu', amount: 200_000 }],
    });
    await as(admin, 'POST', `/api/admin/bayartempo/serpulbills/${bill.id}/confirm`);
    await as(t, 'POST', '/api/reseller/import', 'kode,nama\nDEL1,Agen Hapus\n' as unknown as object, { 'content-type': 'text/csv' });
    const asked = await app.inject({
      method: 'POST',
      url: `/api/public/apps/${t.serverCode}/account-deletion`,
      headers: { 'x-app-key': t.appkey },
      payload: { id_reseller: 'DEL1', uuid: 'device-1' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await as(t, 'PUT', '/api/apps/account/delete', { id_reseller: 'DEL1', uuid: 'device-1', status: 1 });

    await until(() => at('/all').length >= WEBHOOK_EVENTS.length);
    await app.ctx.jobs.drain();
    const got = at('/all');
    expect(got.map((r) => r.body.type).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    for (const r of got) {
      expect(verifies(hook.secret, r), r.body.type).toBe(true);
      expect(r.body.server).toBe(t.serverCode);
    }
    const data = (type: string) => got.find((r) => r.body.type === type)!.body.data as Record<string, unknown>;
    expect(data('topup.created')).toMatchObject({ reff: 'WH-TOPUP-1', amount: 100_000 });
    expect(data('bank.verified')).toMatchObject({ id: bank.id });
    expect(data('loan.decided')).toMatchObject({ approved: true, creditlimit: 5_000_000 });
    expect(data('bill.paid')).toMatchObject({ id: bill.id });
    expect(data('account_deletion.approved')).toMatchObject({ id_reseller: 'DEL1', uuid: 'device-1' });
  });

  it('a receiver answering 500 twice gets the event on the third attempt; the log shows each; redelivery keeps the id', async () => {
    receiver.failures.set('/flaky', 2);
    const hook = await add(op, '/flaky', ['cashin.paid']);
    await fundWallet(app, op, 20_000);
    await until(() => at('/flaky').length === 3);
    const ids = new Set(at('/flaky').map((r) => r.body.id));
    expect(ids.size).toBe(1);
    for (const r of at('/flaky')) expect(verifies(hook.secret, r)).toBe(true);

    const list = (await call(op, 'GET', `/${hook.id}/deliveries`)).json().data;
    expect(list.totalElements).toBe(1);
    const delivery = list.content[0];
    // the third answer came; its attempt is written right after
    let detail = (await call(op, 'GET', `/${hook.id}/deliveries/${delivery.id}`)).json().data;
    for (let i = 0; i < 100 && detail.status !== 'delivered'; i++) {
      await new Promise((r) => setTimeout(r, 25));
      detail = (await call(op, 'GET', `/${hook.id}/deliveries/${delivery.id}`)).json().data;
    }
    expect(detail).toMatchObject({ status: 'delivered', attempts: 3, last_status_code: 200, event: 'cashin.paid' });
    expect(detail.log.map((a: { status_code: number }) => a.status_code)).toEqual([500, 500, 200]);
    expect(detail.log[0].response).toBe('receiver is down');
    expect(JSON.parse(detail.payload).id).toBe([...ids][0]);

    const again = await call(op, 'POST', `/${hook.id}/deliveries/${delivery.id}/redeliver`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().msg).toBe('The event is being sent again');
    await until(() => at('/flaky').length === 4);
    expect(at('/flaky')[3]!.body.id).toBe([...ids][0]);
    expect((await call(other, 'POST', `/${hook.id}/deliveries/${delivery.id}/redeliver`)).statusCode).toBe(404);
  });

  it('an event emitted in a transaction that rolls back is never delivered', async () => {
    await add(op, '/rollback', ['bill.paid']);
    const { webhookEvents } = await import('./webhooks.service.js');
    await app.ctx.db
      .transaction()
      .execute(async (trx) => {
        await webhookEvents(app.ctx).emit(trx, op.serverPk, 'bill.paid', { id: 1 });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await app.ctx.jobs.drain();
    expect(at('/rollback')).toHaveLength(0);
  });

  it('housekeeping drops finished deliveries and their attempts after 30 days, and keeps the rest', async () => {
    const hook = await add(op, '/old', ['bill.paid']);
    const repo = webhooksRepository(app.ctx.db);
    const long = new Date(Date.now() - 40 * 86_400_000).toISOString();
    const made = [];
    for (const status of ['delivered', 'failed', 'pending'] as const) {
      const id = await repo.insertDelivery(app.ctx.db, {
        server_id: op.serverPk,
        webhook_id: hook.id,
        event_id: `evt_old_${status}`,
        event: 'bill.paid',
        payload: '{}',
        retry_until: long,
      });
      await repo.insertAttempt(app.ctx.db, { delivery_id: id, at: long, status_code: 500, duration_ms: 5, response: '' });
      await app.ctx.db.updateTable('webhook_deliveries').set({ status, updated_at: long }).where('id', '=', id).execute();
      made.push(id);
    }
    const fresh = (await call(op, 'GET', `/${hook.id}/deliveries`)).json().data.totalElements;
    expect(fresh).toBe(3);
    await purgeExpired(app.ctx.db);
    const left = await app.ctx.db.selectFrom('webhook_deliveries').select('event_id').where('webhook_id', '=', hook.id).execute();
    expect(left.map((d) => d.event_id)).toEqual(['evt_old_pending']);
    expect(await app.ctx.db.selectFrom('webhook_attempts').select('id').where('delivery_id', 'in', made).execute()).toHaveLength(1);
  });

  it('engine keys bound to addresses: outside allowedIps 403 (audited), inside works; IPv6 ranges too', async () => {
    const key = (await app.inject({ method: 'POST', url: `/api/admin/mitra/${op.serverPk}/rotate-key`, headers: admin.headers })).json()
      .data.server_key as string;
    const push = (remoteAddress: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/engine/resellers',
        headers: { 'x-server-key': key },
        payload: { items: [{ kode: 'IP1', nama: 'Agen' }] },
        remoteAddress,
      });
    const bind = (allowedIps: unknown) =>
      app.inject({ method: 'PATCH', url: `/api/admin/mitra/${op.serverPk}`, headers: admin.headers, payload: { allowedIps } });

    expect((await push('198.51.100.7')).statusCode).toBe(200);
    const bad = await bind(['300.1.1.1/8']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('allowedIps');

    const bound = await bind(['203.0.113.0/24', '2001:db8:aa::/48']);
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().data.allowedIps).toEqual(['203.0.113.0/24', '2001:db8:aa::/48']);
    const refused = await push('198.51.100.7');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('This address may not use the server key');
    expect((await push('203.0.113.50')).statusCode).toBe(200);
    expect((await push('::ffff:203.0.113.51')).statusCode).toBe(200);
    expect((await push('2001:db8:aa:1::9')).statusCode).toBe(200);
    expect((await push('2001:db8:ab::9')).statusCode).toBe(403);
    const audited = await app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'ip'])
      .where('server_id', '=', op.serverPk)
      .where('action', '=', 'engine.refused')
      .execute();
    expect(audited.map((a) => a.ip).sort()).toEqual(['198.51.100.7', '2001:db8:ab::9']);

    expect((await bind([])).json().data.allowedIps).toEqual([]);
    expect((await push('198.51.100.7')).statusCode).toBe(200);
  });
});

describe("a partner's endpoint being down is a warning, not an error (issue #42)", () => {
  const lines: Record<string, unknown>[] = [];
  let app: TestApp;
  let op: TestTenant;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let deliveryId: number;

  beforeAll(async () => {
    receiver = await startReceiver();
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    app = await createTestApp({ WEBHOOK_ALLOW_HOSTS: '127.0.0.1' }, { logger: { level: 'warn', stream } });
    op = await createTenant(app);
    const hook = await app.inject({
      method: 'POST',
      url: '/api/backoffice/webhooks',
      headers: op.headers,
      payload: { url: `${receiver.base}/down`, events: ['bill.paid'] },
    });
    expect(hook.statusCode, hook.body).toBe(200);
    // the first attempt meets a 500, the retry a 200
    receiver.failures.set('/down', 1);
    await app.ctx.db.transaction().execute((trx) => webhookEvents(app.ctx).emit(trx, op.serverPk, 'bill.paid', { id: 7 }));
    app.ctx.jobs.kick();
    const delivered = async () =>
      app.ctx.db.selectFrom('webhook_deliveries').select(['id', 'status']).where('server_id', '=', op.serverPk).executeTakeFirst();
    let row = await delivered();
    for (let i = 0; i < 400 && row?.status !== 'delivered'; i++) {
      await new Promise((r) => setTimeout(r, 25));
      row = await delivered();
    }
    expect(row?.status).toBe('delivered');
    deliveryId = row!.id;
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  it('logs the failed attempt as one warning line with the delivery id, status and next retry', () => {
    const warnings = lines.filter((l) => String(l.msg).startsWith('webhook delivery failed'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, deliveryId, status: 500, attempt: 1, event: 'bill.paid' });
    expect(warnings[0]?.nextRetryAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(warnings[0]).not.toHaveProperty('err');
  });

  it('logs no error line and no stack for it', () => {
    expect(lines.filter((l) => Number(l.level) >= 50)).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('"stack"');
  });
});
