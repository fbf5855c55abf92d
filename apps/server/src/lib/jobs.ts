import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import { isPostgres } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { RetryLater } from './errors.js';
import { isoIn, nowIso } from './time.js';

type Q = Kysely<DB> | Transaction<DB>;

export interface Job {
  id: number;
  kind: string;
  key: string | null;
  /** Counts claims, so it also tells this claim from a later one by another worker (which holds the job then). */
  attempts: number;
}

export interface JobKind {
  /** Does the work; a throw is a failed attempt, tried again later (a `RetryLater` without an error line: its job logged it). */
  run: (payload: unknown, job: Job) => Promise<void>;
  /** Attempts before the job is marked failed. */
  attempts: number;
}

export interface JobOptions {
  /** Idle wait between two looks for due jobs. */
  pollMs: number;
  /** The first retry's delay; each next one doubles, up to an hour. */
  retryMs: number;
  /**
   * How long a claimed job is held without renewal: its worker renews it every third of this while the job runs,
   * so a live worker keeps a long job and a dead one's job is taken over soon after this.
   */
  leaseMs: number;
  log: Logger;
  /** Told of every attempt's outcome (the metrics). */
  onRun?: (kind: string, outcome: 'done' | 'retry' | 'failed') => void;
}

/** The wait after a job's `attempt`-th failed attempt: `retryMs`, doubling each time, at most an hour. */
export const retryDelayMs = (retryMs: number, attempt: number) => Math.min(retryMs * 2 ** (attempt - 1), 3_600_000);

const BATCH = 20;

/**
 * Durable jobs (DESIGN §12): an effect outside the database is a row written in the transaction of the change that
 * causes it (`enqueue`), and a worker in every instance delivers it: at least once, with retries and backoff, and
 * never twice at a time (PostgreSQL's `FOR UPDATE SKIP LOCKED` shares the rows among instances; SQLite has one
 * writer). A claim is a short lease that the worker renews while the job runs; a worker that lost it (another
 * took the job) writes nothing more to the job. No queue library serves both databases, hence this table
 * (docs/decisions.md).
 */
export function jobQueue(db: Kysely<DB>, opts: JobOptions) {
  const kinds = new Map<string, JobKind>();
  const periodic = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let clock: NodeJS.Timeout | undefined;
  let started = false;
  let pass: Promise<number> | undefined;

  /** Claims due jobs (queued and due, or held past their lease) in one statement. */
  async function claim(): Promise<(Job & { payload: string })[]> {
    const now = nowIso();
    const due = db
      .selectFrom('jobs')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
          eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
        ]),
      )
      .orderBy('run_at')
      .limit(BATCH);
    return db
      .updateTable('jobs')
      .set((eb) => ({ status: 'running', locked_until: isoIn(opts.leaseMs), attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', isPostgres(db) ? due.forUpdate().skipLocked() : due)
      .returning(['id', 'kind', 'key', 'attempts', 'payload'])
      .execute();
  }

  async function runOne(job: Job & { payload: string }) {
    const kind = kinds.get(job.kind);
    // This claim's row: once another worker claimed the job, its attempts moved on and nothing here matches.
    const ours = { id: job.id, attempts: job.attempts, status: 'running' } as const;
    let settled = false;
    const renew = async () => {
      try {
        const r = await db
          .updateTable('jobs')
          .set({ locked_until: isoIn(opts.leaseMs) })
          .where((eb) => eb.and(ours))
          .executeTakeFirst();
        // A renewal that lands after the outcome (another connection) finds the job ended: not a loss.
        if (Number(r.numUpdatedRows) === 0 && !settled) {
          clearInterval(heartbeat);
          opts.log.warn({ job: job.id, kind: job.kind, attempt: job.attempts }, 'job lease lost to another worker');
        }
      } catch (err) {
        opts.log.error({ err, job: job.id, kind: job.kind }, 'job lease renewal failed');
      }
    };
    // A third of the lease, so one late renewal still lands in time.
    const heartbeat = setInterval(renew, opts.leaseMs / 3);
    heartbeat.unref();
    let outcome: 'done' | 'retry' | 'failed' = 'done';
    let end: { status: string; run_at?: string; locked_until: null; last_error: string | null; done_at: string | null };
    try {
      if (!kind) throw new Error(`no handler for jobs of kind ${job.kind}`);
      await kind.run(JSON.parse(job.payload), job);
      end = { status: 'done', done_at: nowIso(), locked_until: null, last_error: null };
    } catch (err) {
      const gaveUp = job.attempts >= (kind?.attempts ?? 1);
      outcome = gaveUp ? 'failed' : 'retry';
      if (!(err instanceof RetryLater)) opts.log.error({ err, job: job.id, kind: job.kind, attempt: job.attempts, gaveUp }, 'job failed');
      // Expected, and its job logged it; giving up still wants someone's attention, without a stack.
      else if (gaveUp) opts.log.error({ job: job.id, kind: job.kind, attempt: job.attempts, reason: err.message }, 'job gave up');
      end = {
        status: gaveUp ? 'failed' : 'queued',
        run_at: isoIn(retryDelayMs(opts.retryMs, job.attempts)),
        locked_until: null,
        last_error: String((err as Error).message).slice(0, 500),
        done_at: gaveUp ? nowIso() : null,
      };
    }
    settled = true;
    clearInterval(heartbeat);
    try {
      const r = await db
        .updateTable('jobs')
        .set(end)
        .where((eb) => eb.and(ours))
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 1) opts.onRun?.(job.kind, outcome);
      else
        opts.log.warn(
          { job: job.id, kind: job.kind, attempt: job.attempts, outcome },
          'job ended after its lease was lost: left to its new owner',
        );
    } catch (err) {
      // Still held: taken again once the lease runs out.
      opts.log.error({ err, job: job.id, kind: job.kind }, 'job outcome not written');
    }
  }

  /** One look for due jobs, run side by side; answers how many ran. Looks never overlap. */
  function runDue(): Promise<number> {
    pass ??= (async () => {
      try {
        const jobs = await claim();
        await Promise.all(jobs.map(runOne));
        return jobs.length;
      } finally {
        pass = undefined;
      }
    })();
    return pass;
  }

  function schedule(ms: number) {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      runDue().then(
        (n) => schedule(n === BATCH ? 0 : opts.pollMs),
        (err) => {
          opts.log.error({ err }, 'job worker error');
          schedule(opts.pollMs);
        },
      );
    }, ms);
    timer.unref();
  }

  return {
    /** What a kind of job does and how often it is tried. */
    define(kind: string, handler: JobKind) {
      kinds.set(kind, handler);
    },

    /**
     * Writes a job; inside the caller's transaction, it exists exactly when the change does. A job whose `key` was
     * enqueued before is not written again.
     */
    async enqueue(q: Q, kind: string, payload: unknown, opts: { key?: string; runAt?: string } = {}) {
      const now = nowIso();
      await q
        .insertInto('jobs')
        .values({
          kind,
          key: opts.key ?? null,
          payload: JSON.stringify(payload),
          status: 'queued',
          run_at: opts.runAt ?? now,
          locked_until: null,
          last_error: null,
          created_at: now,
          done_at: null,
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    },

    /**
     * A job of `kind` once every `periodMs`, whichever instance writes it first: its key names the period, so the
     * others' writes are no-ops.
     */
    every(kind: string, periodMs: number) {
      periodic.set(kind, periodMs);
    },

    /** Looks for due jobs soon (after a commit that wrote some). */
    kick: () => schedule(0),

    start() {
      started = true;
      const due = () => {
        for (const [kind, period] of periodic) {
          const slot = Math.floor(Date.now() / period);
          void this.enqueue(db, kind, {}, { key: `${kind}:${slot}` }).catch((err) => opts.log.error({ err, kind }, 'job schedule error'));
        }
      };
      due();
      clock = setInterval(due, 60_000);
      clock.unref();
      schedule(0);
    },

    /** Stops looking; the job being run finishes; what is left waits in the table for the next start. */
    async stop() {
      started = false;
      clearTimeout(timer);
      clearInterval(clock);
      await pass?.catch(() => 0);
    },

    /** Runs every due job now, until none is left (tests; a retry scheduled for later is not waited for). */
    async drain() {
      // A look under way may have claimed before the caller's jobs were written: the next one sees them.
      await pass?.catch(() => 0);
      while ((await runDue()) > 0);
    },
  };
}
export type JobQueue = ReturnType<typeof jobQueue>;
