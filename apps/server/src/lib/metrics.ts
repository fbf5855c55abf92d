import type { Kysely } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';

/**
 * What `GET /metrics` shows (DESIGN §12), in Prometheus' text format: request durations by route and status, the
 * database pool, the job queue's depth and its oldest job's age, job runs and failures, sign-ins and failed ones,
 * money actions, and the process itself. One registry per application.
 */
export function createMetrics(db: Kysely<DB>, pool: Database['pool'], opts: { process: boolean }) {
  const registry = new Registry();
  // The process' own figures (memory, event loop, GC) observe all the time: only when someone reads them.
  if (opts.process) collectDefaultMetrics({ register: registry, prefix: 'konsol_' });
  const metrics = {
    registry,
    requests: new Histogram({
      name: 'konsol_http_request_duration_seconds',
      help: 'Time to answer a request, by route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    jobRuns: new Counter({
      name: 'konsol_job_runs_total',
      help: 'Job attempts, by kind and outcome (done, retry, failed)',
      labelNames: ['kind', 'outcome'] as const,
      registers: [registry],
    }),
    logins: new Counter({
      name: 'konsol_logins_total',
      help: 'Sign-in attempts, by outcome (ok, failed, second_step)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    money: new Counter({
      name: 'konsol_money_actions_total',
      help: 'Money actions done, by kind',
      labelNames: ['action'] as const,
      registers: [registry],
    }),
  };
  new Gauge({
    name: 'konsol_jobs_queued',
    help: 'Jobs waiting to run, by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db
        .selectFrom('jobs')
        .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
        .where('status', '=', 'queued')
        .groupBy('kind')
        .execute();
      for (const r of rows) this.set({ kind: r.kind }, Number(r.n));
    },
  });
  new Gauge({
    name: 'konsol_jobs_oldest_age_seconds',
    help: 'Age of the oldest job waiting to run (0 when none waits)',
    registers: [registry],
    async collect() {
      const row = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.min('created_at').as('oldest'))
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst();
      this.set(row?.oldest ? Math.max(0, (Date.now() - Date.parse(String(row.oldest))) / 1000) : 0);
    },
  });
  if (pool) {
    new Gauge({
      name: 'konsol_db_pool_connections',
      help: 'PostgreSQL pool connections, by state (total, idle, waiting requests)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  return metrics;
}
export type Metrics = ReturnType<typeof createMetrics>;
