import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken } from '../../lib/crypto.js';
import { checkLedgers } from '../../modules/wallet/ledger-check.js';
import { clientBasic } from '../factories.js';
import { multipartBody, png } from '../images.js';
import { type S3Peer, startS3Peer } from '../s3-peer.js';
import { type CapturedMail, type SmtpPeer, startSmtpPeer } from '../smtp-peer.js';
import {
  call,
  createStore,
  ensureBuilt,
  freePort,
  fundWallet,
  type Party,
  type Running,
  type Store,
  seedParties,
  startServer,
  verifiedBank,
} from './faults-server.js';

/**
 * Several instances for real (issue #27, item 3): two BUILT servers on one PostgreSQL and one S3 bucket (s3rver)
 * behind HAProxy (round robin, health checks on /api/health/ready). Mixed traffic goes through the balancer while one instance is killed with
 * SIGKILL and started again: every acknowledged write is there exactly once, every mail arrives (twice only when a kill cut its record), uploads are
 * readable through both instances, the ledgers agree, and the only error answers are requests that were in flight
 * when the kill came. PostgreSQL only (vitest.config.ts): SQLite is one process in production.
 */
const HAPROXY = process.env.HAPROXY_PATH ?? ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((f) => existsSync(f)) ?? 'haproxy';
const ADMIN_EMAIL = 'admin@konsol.local';
const ADMIN_PASSWORD = 'balancer-admin-pass';
const TENANTS = 3;
/** Rounds of traffic, and the rounds where an instance is killed with SIGKILL or started again on its port. */
const ROUNDS = 24;
const SCHEDULE = new Map([
  [8, { kill: 0 }],
  [12, { start: 0 }],
  [16, { kill: 1 }],
  [20, { start: 1 }],
]);
const CLIENTS = 6;

/** HAProxy in the foreground on a config of its own: round robin over `ports`, checked on /api/health/ready. */
async function startBalancer(ports: number[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'konsol-haproxy-'));
  const port = await freePort();
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 512',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      // A refused connection (the killed instance, before its check fails) is tried again on the other one; a
      // request the instance had already taken is not, as it may have been done.
      '  retries 3',
      '  option redispatch 1',
      // A kept connection to an instance that died would fail the next request sent on it, without a retry.
      '  http-reuse never',
      'frontend konsol',
      `  bind 127.0.0.1:${port}`,
      '  http-request set-header X-Forwarded-For %[src]',
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      '  option httpchk GET /api/health/ready',
      '  http-check expect status 200',
      '  default-server inter 250ms fall 2 rise 2',
      ...ports.map((p, i) => `  server i${i} 127.0.0.1:${p} check`),
      '',
    ].join('\n'),
  );
  let out = '';
  const proc: ChildProcess = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stdout?.on('data', (c) => {
    out += c;
  });
  proc.stderr?.on('data', (c) => {
    out += c;
  });
  const spawned = new Promise<void>((resolve, reject) => {
    proc.once('spawn', resolve);
    proc.once('error', (err) => reject(new Error(`HAProxy (${HAPROXY}) did not start: ${err.message}; set HAPROXY_PATH`)));
  });
  await spawned;
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  while ((await call(`${url}/api/health/ready`)).status !== 200) {
    if (Date.now() > deadline || proc.exitCode !== null) throw new Error(`HAProxy did not answer on ${url}:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    output: () => out,
    async stop() {
      proc.kill('SIGTERM');
      if (proc.exitCode === null) await new Promise((r) => proc.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Init = NonNullable<Parameters<typeof call>[1]>;

/** One request through the balancer: what was asked, when, and what came back. */
interface Sent {
  what: string;
  started: number;
  ended: number;
  status: number;
  /** The network error of a request without an answer. */
  error?: string;
}

describe('two instances behind HAProxy on one PostgreSQL and one bucket, each killed and started again mid-run', () => {
  let store: Store;
  let tenants: Party[];
  let admin: Party;
  let smtp: SmtpPeer;
  let s3: S3Peer;
  const instances: Running[] = [];
  let balancer: Awaited<ReturnType<typeof startBalancer>>;
  let env: Record<string, string>;

  beforeAll(async () => {
    ensureBuilt();
    store = await createStore();
    const seeded = [];
    for (let i = 0; i < TENANTS; i++) seeded.push(await seedParties(store));
    tenants = seeded.map((s) => s.tenant);
    admin = seeded[0]?.admin as Party;
    smtp = await startSmtpPeer();
    s3 = await startS3Peer();
    // A job the killed instance held goes to the other once its lease (15 s here) is no longer renewed.
    const jobs = { JOBS_POLL_MS: '200', JOBS_RETRY_MS: '500', JOBS_LEASE_MS: '15000' };
    env = { ...s3.env, ...jobs, SMTP_URL: smtp.url, ADMIN_EMAIL, ADMIN_PASSWORD, TRUST_PROXY: 'true' };
    instances.push(await startServer(store, env), await startServer(store, env));
    balancer = await startBalancer(instances.map((r) => r.port));
  }, 300_000);

  afterAll(async () => {
    await balancer?.stop();
    for (const r of instances) if (r.proc.exitCode === null && r.proc.signalCode === null) r.kill('SIGTERM');
    await Promise.all(instances.map((r) => r.exited));
    await smtp?.close();
    await s3?.close();
    await store?.drop();
    if (store) rmSync(store.dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged write, doubles none, delivers every mail, answers errors only for requests in flight', {
    timeout: 10 * 60_000,
  }, async () => {
    const lb = balancer.url;
    const sent: Sent[] = [];
    /** Every request of the run goes through here and is recorded with its timing. */
    const send = async (what: string, route: string, init: Init = {}) => {
      const started = Date.now();
      const res = await call(`${lb}${route}`, init);
      sent.push({ what, started, ended: Date.now(), status: res.status, error: res.error });
      return res;
    };

    // What the run is made of: a token package to order, each tenant's money, bank account and engine key.
    const pkg = await call(`${instances[0]?.url}/api/admin/tokensms/denom`, {
      headers: admin.headers,
      body: { name: 'Paket 100', jmltoken: 100, price: 25_000 },
    });
    expect(pkg.status, pkg.text).toBe(200);
    const serverKeys = new Map<number, string>();
    for (const t of tenants) {
      const key = await call(`${instances[0]?.url}/api/admin/mitra/${t.serverPk}/rotate-key`, { method: 'POST', headers: admin.headers });
      expect(key.status, key.text).toBe(200);
      serverKeys.set(t.serverPk, key.json.data.server_key);
    }
    const banks = new Map<number, number>();
    for (const t of tenants) {
      await fundWallet(lb, t, 1_000_000);
      banks.set(t.serverPk, await verifiedBank(store, t.serverPk));
    }
    const image = await png(32, 24, '#00897B');
    const upload = multipartBody([{ name: 'file', filename: 'logo.png', contentType: 'image/png', data: image }]);

    /** Writes made with an Idempotency-Key (or an idempotent body): retried after the run when unanswered. */
    const writes: { what: string; route: string; init: Init; acked: boolean; answer?: unknown }[] = [];
    const keyed = async (what: string, route: string, init: Init) => {
      const w = { what, route, init, acked: false as boolean, answer: undefined as unknown };
      writes.push(w);
      const res = await send(what, route, init);
      if (res.status === 200) {
        w.acked = true;
        w.answer = res.json;
      }
      return res;
    };
    const uploads: string[] = [];
    const forgot: { email: string; acked: boolean }[] = [];
    const otps: { email: string; acked: boolean }[] = [];
    let amount = 10_000;

    /** One round of one client: a mix of what the console, the apps and the engines do. */
    const round = async (r: number, c: number) => {
      const tenant = tenants[(r + c) % TENANTS] as Party;
      switch (c) {
        case 0: {
          const res = await send('sign-in', '/api/auth/authenticate', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
          if (res.status === 200) await send('wallet', '/api/wallet', { headers: { authorization: `Bearer ${res.json.token}` } });
          return;
        }
        case 1: {
          const res = await send('upload', '/api/media/upload?purpose=logo', {
            method: 'POST',
            headers: { ...tenant.headers, ...upload.headers },
            body: upload.payload,
          });
          if (res.status === 200) uploads.push(res.json.imageurl);
          return;
        }
        case 2:
          await keyed('cash-in', '/api/wallet/cashin', {
            headers: { ...tenant.headers, 'idempotency-key': `cashin-${randomToken(10)}` },
            body: { channel: 'VA-BRI', amount: amount++ },
          });
          return;
        case 3:
          await keyed('token order', '/api/backoffice/tokensms/order', {
            headers: { ...tenant.headers, 'idempotency-key': `order-${randomToken(10)}` },
            body: { paketid: pkg.json.data.id, amount: 1 },
          });
          return;
        case 4:
          await keyed('engine push', '/api/engine/products', {
            method: 'PUT',
            headers: { 'x-server-key': serverKeys.get(tenant.serverPk) as string },
            body: {
              items: [
                {
                  kode: `P${r}X${randomToken(4)
                    .toUpperCase()
                    .replace(/[^A-Z0-9]/g, 'Q')}`,
                  nama: `Produk ${r}`,
                },
              ],
            },
          });
          return;
        default: {
          // Cash-outs need an OTP by mail, one a minute per user: each tenant's in its own round; the other
          // rounds ask for a password reset (a mail sent by the job worker), 10 an hour per address at most.
          if (r < TENANTS) {
            const who = tenants[r] as Party;
            const asked = await send('otp', '/api/wallet/otp?detail=cash_out', { headers: who.headers });
            otps.push({ email: who.email, acked: asked.status === 200 });
            if (asked.status !== 200) return;
            const code = await smtp.waitFor(who.email, /Kode OTP Konsol: (\d{6})/, 15_000);
            await keyed('cash-out', '/api/wallet/cashout', {
              headers: { ...who.headers, 'idempotency-key': `cashout-${randomToken(10)}` },
              body: { id: banks.get(who.serverPk), amount: 50_000, otp: code },
            });
          } else if (r % 3 === 0) {
            const who = tenants[Math.floor(r / 3) % TENANTS] as Party;
            const res = await send('forgot password', '/api/forgotpassword', { body: { email: who.email }, headers: clientBasic });
            forgot.push({ email: who.email, acked: res.status === 200 });
          }
          return;
        }
      }
    };

    // The run: rounds of CLIENTS requests at once, each instance killed and started again in turn (SCHEDULE).
    const live = [...instances];
    /** From the signal to the moment the process was seen gone: the requests sent meanwhile may be lost with it. */
    const kills: { from: number; to: number }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const together = Promise.all(Array.from({ length: CLIENTS }, (_, c) => round(r, c)));
      const step = SCHEDULE.get(r);
      if (step?.kill !== undefined) {
        await new Promise((res) => setTimeout(res, 30));
        const victim = live[step.kill] as Running;
        const from = Date.now();
        victim.kill('SIGKILL');
        void victim.exited.then(({ at }) => kills.push({ from, to: at }));
      }
      if (step?.start !== undefined) {
        const again = await startServer(store, env, live[step.start]?.port);
        instances.push(again);
        live[step.start] = again;
      }
      await together;
    }
    // Requests in flight on a killed instance: started before it was gone, answered after the signal.
    const inFlight = (s: Sent) => kills.some((k) => s.started <= k.to && s.ended >= k.from);
    const errors = sent.filter((s) => s.status === 0 || s.status >= 500);
    expect(
      errors.filter((s) => !inFlight(s)),
      `error answers other than the requests in flight on the killed instance (killed ${JSON.stringify(kills)})`,
    ).toEqual([]);
    // Anything that did not answer 200 and was not in flight is a refusal the run did not expect.
    expect(sent.filter((s) => s.status !== 200 && !inFlight(s)).map((s) => `${s.what} ${s.status}`)).toEqual([]);

    // The writes left without an answer are asked again with their key: done once, whichever way. A key whose
    // first request died with its instance stays claimed for 60 s (lib/idempotency.ts), answering 409 until then.
    const gone = Math.max(...kills.map((k) => k.to));
    const unanswered = writes.filter((x) => !x.acked);
    for (const w of unanswered) {
      let res = await call(`${lb}${w.route}`, w.init);
      if (res.status === 409) {
        await new Promise((r) => setTimeout(r, Math.max(0, gone + 61_000 - Date.now())));
        res = await call(`${lb}${w.route}`, w.init);
      }
      expect(res.status, `${w.what} again: ${res.text}`).toBe(200);
      w.acked = true;
      w.answer = res.json;
    }

    const serverPks = tenants.map((t) => t.serverPk);
    const db = store.open();
    try {
      const cashins = writes.filter((w) => w.what === 'cash-in');
      const amounts = cashins.map((w) => (w.init.body as { amount: number }).amount);
      const cashinRows = await db.db.selectFrom('wallet_cashins').select('amount').where('amount', 'in', amounts).execute();
      expect(cashinRows.map((x) => x.amount).sort()).toEqual([...amounts].sort());

      const orders = writes.filter((w) => w.what === 'token order');
      const orderIds = orders.map((w) => (w.answer as { data: { id: number } }).data.id);
      expect(new Set(orderIds).size).toBe(orders.length);
      const orderRows = await db.db.selectFrom('tokensms_orders').select('id').where('server_id', 'in', serverPks).execute();
      expect(orderRows.map((x) => x.id).sort()).toEqual([...orderIds].sort());

      const pushes = writes.filter((w) => w.what === 'engine push');
      const codes = pushes.map((w) => (w.init.body as { items: { kode: string }[] }).items[0]?.kode as string);
      const products = await db.db.selectFrom('products').select('kode').where('kode', 'in', codes).execute();
      expect(products.map((p) => p.kode).sort()).toEqual([...codes].sort());

      const cashouts = writes.filter((w) => w.what === 'cash-out');
      const cashoutRows = await db.db.selectFrom('wallet_cashouts').select('id').where('server_id', 'in', serverPks).execute();
      expect(cashoutRows).toHaveLength(cashouts.length);
      expect((await checkLedgers(db.db)).differences).toEqual([]);
    } finally {
      await db.close();
    }

    // Uploads: in the one bucket, and the same bytes through either instance.
    const keys = await s3.keys();
    for (const u of uploads) {
      const path = new URL(u, lb).pathname;
      expect(keys, path).toContain(path.slice(1));
      const [x, y] = await Promise.all(live.map((r) => fetch(`${r.url}${path}`)));
      expect([x?.status, y?.status], path).toEqual([200, 200]);
      expect(Buffer.from(await (x as Response).arrayBuffer()).equals(Buffer.from(await (y as Response).arrayBuffer()))).toBe(true);
    }

    // Mail: each acknowledged OTP and reset arrives (a reset job the killed instance held is sent by another
    // after its lease). A request lost in flight may or may not have made its mail.
    const asked = [...otps, ...forgot];
    const acked = asked.filter((m) => m.acked).length;
    const messageId = (m: CapturedMail) => m.raw.match(/^Message-ID:\s*(\S+)/im)?.[1];
    const messageIds = () => new Set(smtp.mails.map(messageId));
    const deadline = Date.now() + 6 * 60_000;
    while (messageIds().size < acked && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 1000));
    expect(messageIds().size, 'mails delivered').toBeGreaterThanOrEqual(acked);
    expect(messageIds().size, 'mails delivered').toBeLessThanOrEqual(asked.length);
    // No mail twice, but for the one case at-least-once delivery cannot avoid (DESIGN §12): the peer took the mail
    // just before the kill, and its instance died before recording that. Another sends it after the lease, with
    // the same Message-ID so the receiver can tell the repeat.
    const copies = new Map<string | undefined, CapturedMail[]>();
    for (const m of smtp.mails) copies.set(messageId(m), [...(copies.get(messageId(m)) ?? []), m]);
    for (const [id, sent] of copies) {
      if (sent.length === 1) continue;
      const [first, again] = sent as [CapturedMail, CapturedMail];
      const cut = kills.find((k) => first.at >= k.from - 2000 && first.at <= k.to);
      expect({ id, copies: sent.length, cutByKill: !!cut }, `mail ${id} twice (kills ${JSON.stringify(kills)})`).toEqual({
        id,
        copies: 2,
        cutByKill: true,
      });
      expect(again.at, `mail ${id} sent again only after its instance was gone`).toBeGreaterThan(cut?.to ?? Number.POSITIVE_INFINITY);
    }
    const otpMails = smtp.mails.filter((m) => /Kode OTP/.test(m.raw)).length;

    console.log(
      `[balancer] ${sent.length} requests through HAProxy to 2 instances, ${kills.length} kills (SIGKILL, each started again; ` +
        `${sent.filter(inFlight).length} requests in flight, ${errors.length} error answers), ${writes.length} keyed writes (${unanswered.length} asked again), ${smtp.mails.length} mails ` +
        `(${smtp.mails.length - copies.size} sent again after a kill) ` +
        `(${otpMails} OTP, ${smtp.mails.length - otpMails} reset), ${uploads.length} uploads readable through both`,
    );
  });
});
