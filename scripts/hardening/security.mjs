#!/usr/bin/env node
// The security suites of issue #8 with their FULL counts (docs/security.md), on SQLite and, when TEST_DATABASE_URL
// is set, PostgreSQL. `npm run hardening` (scripts/hardening/run.mjs) runs this and records the figures in
// docs/hardening-results.md; `npm run hardening:security` runs it alone.
//
//   access           the access matrix from the route table (anonymous 401, operator 403 on admin routes,
//                    another server's operator 404 on every id-bearing route, no foreign row in any list)
//   mass-assignment  undeclared fields and __proto__/constructor.prototype in every write body
//   tokens           25 forged and 6 kinds of stale JWTs on a read and a write of every module
//   abuse            malformed bodies, link reuse/expiry, Host poisoning, known/unknown e-mail timing, brute force
//   xss              267 payloads: every payload in every text field of every content and platform write route
//                    (KONSOL_XSS_PER_ROUTE=all; CI sends 25 per route, news/info bodies always get all)
//   uploads          upload attacks on every image route, CSV imports, /uploads probes
//   headers          security headers on every route and error
//   fuzz             10,000 generated requests from the OpenAPI document (KONSOL_FUZZ_RUNS; CI 2,400)
//
// Options: --only=<substring of a suite>, --sqlite (skip PostgreSQL). Each suite prints `[suite database] …` figures.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice(7);
const SUITES = ['access', 'mass-assignment', 'tokens', 'abuse', 'xss', 'uploads', 'headers', 'fuzz'];
const files = SUITES.filter((s) => !only || s.includes(only)).map((s) => `apps/server/src/test/hardening/${s}.test.ts`);
const FULL = {
  KONSOL_FUZZ_RUNS: process.env.KONSOL_FUZZ_RUNS || '10000',
  KONSOL_XSS_PER_ROUTE: process.env.KONSOL_XSS_PER_ROUTE || 'all',
};
const databaseUrl = process.env.TEST_DATABASE_URL || '';
const projects = ['sqlite', ...(databaseUrl && !args.includes('--sqlite') ? ['postgres'] : [])];

let failed = 0;
for (const project of projects) {
  console.log(
    `\n\x1b[1m> security suites on ${project} (${Object.entries(FULL)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')})\x1b[0m`,
  );
  const started = Date.now();
  // One file at a time: each builds its own app and data; together they would fight over the two cores.
  const res = spawnSync('npx', ['vitest', 'run', '--project', project, '--no-file-parallelism', '--testTimeout=1800000', ...files], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...FULL },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`[security ${project}] ${res.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s (${files.length} suites)`);
  if (res.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
