import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { purgeExpired } from '../modules/housekeeping/housekeeping.js';
import { createTenant } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { RetryLater } from './errors.js';
import { jobQueue } from './jobs.js';
import { isoIn } from './time.js';

describe('durable jobs and mail (DESIGN §12)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());
  afterEach(() => app.smtp.refuseNext(0));

  const mail = (to: string, purpose = 'test') => ({ to, subject: `Hello ${to}`, text: 'Hi', purpose });
  const jobsOf = (kind: string) => app.ctx.db.selectFrom('jobs').selectAll().where('kind', '=', kind).execute();

  it('a mail queued in a transaction that rolls back is never written nor sent', async () => {
    const to = `rollback${Date.now()}@example.com`;
    await expect(
      app.ctx.db.transaction().execute(async (trx) => {
        await app.ctx.mail.enqueue(mail(to), trx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await app.ctx.mail.drain();
    expect(await app.ctx.db.selectFrom('mails').select('id').where('to_address', '=', to).execute()).toHaveLength(0);
    expect(app.smtp.mails.some((m) => m.to.includes(to))).toBe(false);
  });

  it('an SMTP peer that refuses the first attempts still receives the mail once, with one Message-ID', async () => {
    const to = `retry${Date.now()}@example.com`;
    app.smtp.refuseNext(2);
    await app.ctx.mail.enqueue(mail(to, 'retry-test'));
    await app.smtp.waitFor(to, /(Hi)/);
    await new Promise((r) => setTimeout(r, 300));
    const got = app.smtp.mails.filter((m) => m.to.includes(to));
    expect(got).toHaveLength(1);
    expect(got[0]!.raw).toMatch(/Message-ID: <mail-\d+@konsol\.test>/i);
    const row = await app.ctx.db.selectFrom('mails').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    const job = (await jobsOf('mail')).find((j) => JSON.parse(j.payload).mailId === row.id)!;
    expect(job).toMatchObject({ status: 'done', attempts: 3 });
  });

  it('a job with a key is written once however often it is queued', async () => {
    for (let i = 0; i < 3; i++) await app.ctx.jobs.enqueue(app.ctx.db, 'noop', {}, { key: 'once-only' });
    expect((await jobsOf('noop')).filter((j) => j.key === 'once-only')).toHaveLength(1);
  });

  it('what was accepted before a crash is delivered after the restart', async () => {
    // A second instance on the same database that dies before its worker ran: its mails wait in the table.
    const doomed = await buildApp({
      config: { ...app.ctx.config, JOBS_POLL_MS: 60_000 },
      database: { db: app.ctx.db, dialect: app.ctx.dialect, close: async () => {} },
      logger: false,
    });
    const to = Array.from({ length: 20 }, (_, i) => `crash${i}-${Date.now()}@example.com`);
    for (const address of to) await doomed.ctx.mail.enqueue(mail(address, 'crash-test'));
    const queued = await app.ctx.db.selectFrom('mails').select('status').where('purpose', '=', 'crash-test').execute();
    expect(queued.map((r) => r.status)).toEqual(Array(20).fill('queued'));
    // the surviving instance's worker delivers every one, once
    for (const address of to) await app.smtp.waitFor(address, /(Hi)/);
    for (const address of to) expect(app.smtp.mails.filter((m) => m.to.includes(address))).toHaveLength(1);
  });

  it('a mail whose instance died while sending it is taken over soon after, with the default lease', async () => {
    // The instance claimed the mail 32 s ago (as its worker's claim writes it), then was killed mid-send.
    const to = `inflight${Date.now()}@example.com`;
    const claimedAgo = 32_000;
    await app.ctx.db.transaction().execute(async (trx) => {
      await app.ctx.mail.enqueue(mail(to, 'inflight-test'), trx);
      await trx
        .updateTable('jobs')
        .set((eb) => ({
          status: 'running',
          attempts: eb('attempts', '+', 1),
          locked_until: isoIn(app.ctx.config.JOBS_LEASE_MS - claimedAgo),
        }))
        .where('kind', '=', 'mail')
        .where('status', '=', 'queued')
        .where('payload', 'like', `%${to}%`)
        .execute();
    });
    await app.smtp.waitFor(to, /(Hi)/);
    const row = await app.ctx.db.selectFrom('mails').select('id').where('to_address', '=', to).executeTakeFirstOrThrow();
    await vi.waitFor(
      async () => {
        const job = (await jobsOf('mail')).find((j) => JSON.parse(j.payload).mailId === row.id);
        expect(job).toMatchObject({ status: 'done', attempts: 2 });
      },
      { timeout: 2000, interval: 25 },
    );
    expect(app.smtp.mails.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it('housekeeping removes what expired long ago and keeps what is live', async () => {
    const long = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await app.ctx.db
      .insertInto('rate_limits')
      .values([
        { key: 'old-window', window_start: Date.now() - 2 * 86_400_000, count: 3 },
        { key: 'live-window', window_start: Date.now(), count: 1 },
      ])
      .execute();
    // Due tomorrow, so the running worker cannot take it and finish it now before it is marked done long ago.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await app.ctx.jobs.enqueue(app.ctx.db, 'noop', {}, { key: 'old-done', runAt: tomorrow });
    await app.ctx.db.updateTable('jobs').set({ status: 'done', done_at: long }).where('key', '=', 'old-done').execute();
    const t = await createTenant(app);
    await app.ctx.db
      .insertInto('sessions')
      .values({
        id: 'old-session',
        user_id: t.userId,
        token_version: 0,
        created_at: long,
        expires_at: long,
        revoked_at: null,
        last_seen_at: long,
      })
      .execute();

    const purged = await purgeExpired(app.ctx.db);
    expect(purged.rate_limits).toBeGreaterThanOrEqual(1);
    expect(purged.jobs).toBeGreaterThanOrEqual(1);
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    const keys = (await app.ctx.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key);
    expect(keys).toContain('live-window');
    expect(keys).not.toContain('old-window');
    expect(await app.ctx.db.selectFrom('sessions').select('id').where('id', '=', 'old-session').execute()).toHaveLength(0);
    // the user's live session (their last sign-in) stays
    expect((await app.inject({ method: 'GET', url: '/api/getme', headers: t.headers })).statusCode).toBe(200);
  });

  it('housekeeping is one job per hour, however many instances write it', async () => {
    const slot = Math.floor(Date.now() / 3_600_000);
    await app.ctx.jobs.enqueue(app.ctx.db, 'housekeeping', {}, { key: `housekeeping:${slot}` });
    const hourly = (await jobsOf('housekeeping')).map((j) => j.key);
    expect(hourly.filter((k) => k === `housekeeping:${slot}`)).toHaveLength(1);
  });
});

describe('what the worker logs', () => {
  it('an expected failure (RetryLater) writes no line while retried, and one line without a stack when it gives up', async () => {
    const app = await createTestApp();
    await app.ctx.jobs.stop();
    const lines: { level: number; msg: string; kind?: string; err?: unknown; reason?: string }[] = [];
    const log = {
      error: (o: object, msg: string) => lines.push({ level: 50, msg, ...o }),
      warn: (o: object, msg: string) => lines.push({ level: 40, msg, ...o }),
    } as unknown as TestApp['ctx']['log'];
    const w = jobQueue(app.ctx.db, { pollMs: 20, retryMs: 1, leaseMs: 5000, log });
    w.define('down', {
      attempts: 2,
      run: async () => {
        throw new RetryLater('HTTP 503');
      },
    });
    w.define('broken', {
      attempts: 1,
      run: async () => {
        throw new Error('a bug');
      },
    });
    await app.ctx.jobs.enqueue(app.ctx.db, 'down', {});
    await app.ctx.jobs.enqueue(app.ctx.db, 'broken', {});
    await w.drain();
    await vi.waitFor(
      async () => {
        await w.drain();
        expect(lines.filter((l) => l.msg === 'job gave up')).toHaveLength(1);
      },
      { timeout: 3000, interval: 20 },
    );
    // The app's own periodic jobs (no handler on this worker) leave lines of their own: only these two kinds count.
    const down = lines.filter((l) => l.kind === 'down');
    expect(down).toEqual([expect.objectContaining({ level: 50, msg: 'job gave up', reason: 'HTTP 503' })]);
    expect(down[0]).not.toHaveProperty('err');
    // Anything else is a bug: logged with its error.
    expect(lines.filter((l) => l.kind === 'broken')).toEqual([expect.objectContaining({ msg: 'job failed', err: expect.any(Error) })]);
    await app.close();
  });
});

describe('job leases: renewed while the job runs, taken over when they are not', () => {
  let app: TestApp;
  const workers: ReturnType<typeof jobQueue>[] = [];
  beforeAll(async () => {
    app = await createTestApp();
    // Only this file's workers run here: the app's own would take these kinds and fail them (no handler).
    await app.ctx.jobs.stop();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });
  afterAll(() => app?.close());

  const LEASE = 600;
  /** An instance's worker on the shared database, with a short lease. */
  const worker = (kind: string, run: (job: { attempts: number }) => Promise<void>) => {
    const w = jobQueue(app.ctx.db, { pollMs: 20, retryMs: 50, leaseMs: LEASE, log: app.ctx.log });
    w.define(kind, { attempts: 5, run: (_payload, job) => run(job) });
    workers.push(w);
    return w;
  };
  const jobWithKey = (key: string) => app.ctx.db.selectFrom('jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();

  it('a job whose instance died holding it is taken over by another soon after its lease ends', async () => {
    await app.ctx.jobs.enqueue(app.ctx.db, 'orphan', {}, { key: 'orphan' });
    // Claimed as a worker claims it, by an instance killed right after: nobody renews the lease.
    const lockedUntil = isoIn(LEASE);
    await app.ctx.db
      .updateTable('jobs')
      .set((eb) => ({ status: 'running', attempts: eb('attempts', '+', 1), locked_until: lockedUntil }))
      .where('key', '=', 'orphan')
      .execute();
    const ranAt: number[] = [];
    worker('orphan', async () => {
      ranAt.push(Date.now());
    }).start();
    await vi.waitFor(async () => expect(await jobWithKey('orphan')).toMatchObject({ status: 'done', attempts: 2 }), {
      timeout: 5000,
      interval: 20,
    });
    expect(ranAt).toHaveLength(1);
    expect(ranAt[0]).toBeGreaterThanOrEqual(Date.parse(lockedUntil));
  });

  it('a job running longer than its lease is renewed and never taken twice', async () => {
    let runs = 0;
    const long = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 3 * LEASE));
    };
    await app.ctx.jobs.enqueue(app.ctx.db, 'long', {}, { key: 'long' });
    // Two live instances look for due jobs all the while.
    worker('long', long).start();
    worker('long', long).start();
    await vi.waitFor(async () => expect((await jobWithKey('long')).status).toBe('done'), { timeout: 10 * LEASE, interval: 20 });
    expect(runs).toBe(1);
    expect((await jobWithKey('long')).attempts).toBe(1);
  });

  it.each(['succeeds', 'fails'])('a worker that lost its lease leaves the job to its new owner when its run %s', async (outcome) => {
    const key = `lost-${outcome}`;
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let started = false;
    const w = worker(key, async () => {
      started = true;
      await gate;
      if (outcome === 'fails') throw new Error('the SMTP peer went away');
    });
    await app.ctx.jobs.enqueue(app.ctx.db, key, {}, { key });
    const draining = w.drain();
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 2000, interval: 10 });
    // Its renewals stalled past the lease (a paused process) and another instance took the job meanwhile.
    const taken = isoIn(60_000);
    await app.ctx.db
      .updateTable('jobs')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), locked_until: taken }))
      .where('key', '=', key)
      .execute();
    release();
    await draining;
    expect(await jobWithKey(key)).toMatchObject({ status: 'running', attempts: 2, locked_until: taken, last_error: null });
  });
});
