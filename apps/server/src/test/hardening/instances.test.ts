import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken } from '../../lib/crypto.js';
import { checkLedgers } from '../../modules/wallet/ledger-check.js';
import { clientBasic } from '../factories.js';
import { type SmtpPeer, startSmtpPeer } from '../smtp-peer.js';
import { testDialect } from '../test-app.js';
import {
  call,
  createStore,
  ensureBuilt,
  fundWallet,
  type Party,
  type Running,
  type Store,
  seedParties,
  startServer,
  verifiedBank,
} from './faults-server.js';

/**
 * Several instances (issue #8, item 7): two BUILT servers on one database, every step alternating between them
 * (a load balancer without sticky sessions). Sessions, rate limits, one-time codes, idempotency and the mail and
 * push records must hold across them: nothing may live only in one process's memory.
 *
 * On PostgreSQL this is the supported deployment (docs/operations.md). SQLite is one process only in production
 * (one server, one DATA_DIR); in the sqlite project the same checks run with two processes on one database file
 * on one machine, which SQLite's WAL allows, to prove the state is in the database there too.
 */
const ADMIN_EMAIL = 'admin@konsol.local';
const ADMIN_PASSWORD = 'instances-admin-pass';

/** Every request of the suite goes through here (counted for the results). */
let requests = 0;
const req: typeof call = (...args) => {
  requests++;
  return call(...args);
};

describe(`two instances on one ${testDialect === 'postgres' ? 'PostgreSQL' : 'SQLite file (one machine; production: one process)'}`, () => {
  let store: Store;
  let tenant: Party;
  let smtp: SmtpPeer;
  let a: Running;
  let b: Running;
  /** Alternates between the two instances, like a round-robin load balancer. */
  let turn = 0;
  const next = () => (turn++ % 2 === 0 ? a : b).url;

  beforeAll(async () => {
    ensureBuilt();
    store = await createStore();
    ({ tenant } = await seedParties(store));
    smtp = await startSmtpPeer();
    const env = { SMTP_URL: smtp.url, ADMIN_EMAIL, ADMIN_PASSWORD };
    a = await startServer(store, env);
    b = await startServer(store, env);
  }, 300_000);
  afterAll(async () => {
    console.log(`[instances ${testDialect}] two built servers on one database: ${requests} requests alternating between them`);
    for (const r of [a, b]) if (r && r.proc.exitCode === null) r.kill('SIGTERM');
    await Promise.all([a, b].filter(Boolean).map((r) => r.exited));
    await smtp?.close();
    await store?.drop();
    if (store) rmSync(store.dataDir, { recursive: true, force: true });
  });

  it('sessions: a login on one instance works on the other; a logout on one ends it on both', async () => {
    const login = await req(`${a.url}/api/auth/authenticate`, { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.status, login.text).toBe(200);
    const headers = { authorization: `Bearer ${login.json.token}` };
    expect((await req(`${b.url}/api/wallet`, { headers })).status).toBe(200);
    expect((await req(`${a.url}/api/wallet`, { headers })).status).toBe(200);
    expect((await req(`${b.url}/api/auth/logout`, { method: 'POST', headers })).status).toBe(200);
    expect((await req(`${a.url}/api/wallet`, { headers })).status).toBe(401);
    expect((await req(`${b.url}/api/wallet`, { headers })).status).toBe(401);
  });

  it('rate limits: wrong passwords spread over both instances are counted together (10 per account)', async () => {
    const email = `nobody-${randomToken(6).toLowerCase()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await req(`${next()}/api/auth/authenticate`, { body: { email, password: 'wrong-password' } })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401 || s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('OTP: asked on one instance, used on the other, single use and one cooldown for both', async () => {
    // Money to cash out (cash-in on A, paid callback on B) and a verified bank account.
    await fundWallet(a.url, tenant, 200_000, b.url);
    const bank = { id: await verifiedBank(store, tenant.serverPk) };

    const asked = await req(`${a.url}/api/wallet/otp?detail=cash_out`, { headers: tenant.headers });
    expect(asked.status, asked.text).toBe(200);
    const code = await smtp.waitFor(tenant.email, /(\d{6})/, 15_000);
    // The cooldown is shared: asking again on the other instance is refused.
    expect((await req(`${b.url}/api/wallet/otp?detail=cash_out`, { headers: tenant.headers })).status).toBe(429);
    const out = await req(`${b.url}/api/wallet/cashout`, { headers: tenant.headers, body: { id: bank.id, amount: 50_000, otp: code } });
    expect(out.status, out.text).toBe(200);
    const again = await req(`${a.url}/api/wallet/cashout`, { headers: tenant.headers, body: { id: bank.id, amount: 50_000, otp: code } });
    expect(again.status, again.text).toBe(422);
    const wallet = await req(`${a.url}/api/wallet`, { headers: tenant.headers });
    expect(wallet.json.data).toMatchObject({ balance: 150_000, pendingcashout: 50_000 });
  });

  it('idempotency: one key over both instances, in sequence and at once, is one cash-in', async () => {
    const key = `inst-${randomToken(10)}`;
    const headers = { ...tenant.headers, 'idempotency-key': key };
    const body = { channel: 'VA-BRI', amount: 123_456 };
    const first = await req(`${a.url}/api/wallet/cashin`, { headers, body });
    expect(first.status, first.text).toBe(200);
    const replay = await req(`${b.url}/api/wallet/cashin`, { headers, body });
    expect(replay.text).toBe(first.text);
    expect(replay.headers?.get('idempotent-replayed')).toBe('true');
    expect((await req(`${b.url}/api/wallet/cashin`, { headers, body: { ...body, amount: 123_457 } })).status).toBe(422);
    const key2 = { ...tenant.headers, 'idempotency-key': `inst-${randomToken(10)}` };
    const together = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        req(`${i % 2 ? a.url : b.url}/api/wallet/cashin`, { headers: key2, body: { ...body, amount: 222_222 } }),
      ),
    );
    expect(new Set(together.map((r) => r.text)).size, together.map((r) => `${r.status} ${r.text}`).join('\n')).toBe(1);
    const database = store.open();
    try {
      const rows = await database.db
        .selectFrom('wallet_cashins')
        .select('id')
        .where('server_id', '=', tenant.serverPk)
        .where('amount', 'in', [123_456, 123_457, 222_222])
        .execute();
      expect(rows).toHaveLength(2);
      expect((await checkLedgers(database.db)).differences).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('mail and push records: both instances write one shared log; the per-server push limit counts both', async () => {
    const forgot = await Promise.all(
      [a, b].map((r) => req(`${r.url}/api/forgotpassword`, { body: { email: ADMIN_EMAIL }, headers: clientBasic })),
    );
    for (const f of forgot) expect(f.status, f.text).toBe(200);
    const pushes: number[] = [];
    for (let i = 0; i < 32; i++) {
      pushes.push(
        (await req(`${next()}/api/backoffice/apps/push`, { headers: tenant.headers, body: { judul: `Halo ${i}`, isi: 'Tes' } })).status,
      );
    }
    // 30 per server per hour, wherever they were sent.
    expect(pushes.filter((s) => s === 200)).toHaveLength(30);
    expect(pushes.slice(30)).toEqual([429, 429]);
    const history = await req(`${a.url}/api/backoffice/apps/push?size=100`, { headers: tenant.headers });
    expect(history.json.data.totalElements).toBe(30);
    // The reset mails: both sent, both in the one mail log.
    const deadline = Date.now() + 15_000;
    for (;;) {
      const database = store.open();
      const mails = await database.db.selectFrom('mails').select(['status', 'to_address']).where('purpose', 'like', '%reset%').execute();
      await database.close();
      if (mails.filter((m) => m.status === 'sent').length >= 2 || Date.now() > deadline) {
        expect(mails.filter((m) => m.to_address === ADMIN_EMAIL && m.status === 'sent')).toHaveLength(2);
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(smtp.mails.filter((m) => m.to.includes(ADMIN_EMAIL)).length).toBeGreaterThanOrEqual(2);
    // Both processes still running: nothing above needed a restart or sticky routing.
    expect([a.proc.exitCode, b.proc.exitCode]).toEqual([null, null]);
  });
});
