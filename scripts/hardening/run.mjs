#!/usr/bin/env node
// `npm run hardening`: every hardening suite of issue #8 with its FULL counts, then docs/hardening-results.md.
//
//   1. build          npm run build (the fault and instance suites run the built server, the browser specs the
//                     built web app); skip with --no-build
//   2. server suites  vitest on apps/server/src/test/hardening, SQLite and (with TEST_DATABASE_URL) PostgreSQL:
//                     money model 1,000 runs (KONSOL_MODEL_RUNS), kill -9 100 loops (KONSOL_FAULT_LOOPS),
//                     SIGTERM, lost database, two instances; the security suites (access, mass assignment,
//                     tokens, abuse, XSS, uploads, headers, fuzzing) through scripts/hardening/security.mjs when
//                     it exists, else here with their own full-count variables
//   3. browser specs  Playwright: e2e/specs/hardening-a11y.spec.ts and hardening-xss.spec.ts
//   4. results        docs/hardening-results.md: per suite and database the figures each suite printed, passed or
//                     failed, and the time it took
//
// CI (.ci/run → npm test) runs the same files with smaller counts. Options: --no-build, --only=<substring>,
// --no-browser, --no-write (print the results instead of writing the file).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = new Set(process.argv.slice(2));
const only = [...args].find((a) => a.startsWith('--only='))?.slice(7);
const databaseUrl = process.env.TEST_DATABASE_URL || '';
const scratch = mkdtempSync(path.join(tmpdir(), 'konsol-hardening-'));
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Full counts (the CI defaults are in each suite). */
const FULL = {
  KONSOL_MODEL_RUNS: '1000',
  KONSOL_FAULT_LOOPS: '100',
  KONSOL_XSS_PER_ROUTE: 'all',
  KONSOL_FUZZ_REQUESTS: '10000',
  KONSOL_HARDENING_FULL: '1',
};

const MINE = ['money-model.test.ts', 'faults.test.ts', 'instances.test.ts'];
const hardeningDir = 'apps/server/src/test/hardening';
const securityScript = path.join(root, 'scripts/hardening/security.mjs');
const others = readdirSync(path.join(root, hardeningDir)).filter((f) => f.endsWith('.test.ts') && !MINE.includes(f));

let current;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // The child runs in a process group of its own (npx → vitest → workers): stop all of it.
    if (current?.pid) {
      try {
        process.kill(-current.pid, signal);
      } catch {
        current.kill(signal);
      }
    }
    process.exit(130);
  });
}

function run(command, argv, env = {}, cwd = root) {
  console.log(`\n\x1b[1m> ${[command, ...argv].join(' ')}\x1b[0m`);
  return new Promise((resolve) => {
    const child = spawn(command, argv, {
      cwd,
      env: { ...process.env, ...FULL, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    current = child;
    let output = '';
    const take = (stream) => (c) => {
      stream.write(c);
      output += c;
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.on('error', (err) => resolve({ code: 127, output: output + String(err) }));
    child.on('close', (code, signal) => {
      current = undefined;
      resolve({ code: code ?? (signal ? 1 : 0), output: output.replace(ANSI, '') });
    });
  });
}

/** Lines the suites print with their figures: `[money-model sqlite] …`, `[faults postgres] …`, `[hardening …] …`. */
const figures = (output) => [
  ...new Set(
    output
      .split('\n')
      .filter((l) => /^\[[a-z-]+( [a-z-]+)?\] /.test(l.trim()))
      .map((l) => l.trim()),
  ),
];

const results = [];

async function vitest(label, project, files, env = {}) {
  const report = path.join(scratch, `vitest-${project}-${results.length}.json`);
  const started = Date.now();
  const { code, output } = await run(
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...files],
    env,
  );
  let json;
  try {
    json = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    json = { testResults: [] };
  }
  const byFile = new Map();
  for (const f of json.testResults ?? []) {
    const name = path.basename(f.name);
    const tests = f.assertionResults ?? [];
    byFile.set(name, {
      passed: tests.filter((t) => t.status === 'passed').length,
      failed: tests.filter((t) => t.status === 'failed').map((t) => `${t.title}: ${String(t.failureMessages?.[0] ?? '').split('\n')[0]}`),
      skipped: tests.filter((t) => t.status !== 'passed' && t.status !== 'failed').length,
      seconds: Math.round(((f.endTime ?? 0) - (f.startTime ?? 0)) / 1000),
      broken: f.status === 'failed' && !tests.some((t) => t.status === 'failed') ? String(f.message ?? '').slice(0, 500) : '',
    });
  }
  const lines = figures(output);
  for (const file of files) {
    const name = path.basename(file);
    const r = byFile.get(name);
    const mine = lines.filter((l) => l.includes(project) || !/\b(sqlite|postgres)\b/.test(l));
    const tag = name.replace('.test.ts', '');
    results.push({
      suite: `${label}: ${tag}`,
      database: project,
      ok: !!r && r.failed.length === 0 && !r.broken && r.passed > 0 && code === 0,
      detail: r ? `${r.passed} passed, ${r.failed.length} failed, ${r.skipped} skipped` : `did not run (vitest exited ${code})`,
      failures: r ? [...r.failed, ...(r.broken ? [r.broken] : [])] : [],
      figures: mine.filter((l) => l.startsWith(`[${tag.split('.')[0]}`) || l.startsWith('[hardening')),
      seconds: r?.seconds ?? Math.round((Date.now() - started) / 1000),
    });
  }
}

// ---- 1. build ----------------------------------------------------------------------------------------------
if (!args.has('--no-build')) {
  const { code } = await run('npm', ['run', 'build']);
  if (code !== 0) {
    console.error('npm run build failed: the hardening suites need the built server and web app');
    process.exit(1);
  }
}

// ---- 2. server suites ----------------------------------------------------------------------------------------
const pick = (list) => list.filter((f) => !only || f.includes(only));
const projects = [['sqlite', {}], ...(databaseUrl ? [['postgres', { TEST_DATABASE_URL: databaseUrl }]] : [])];
for (const [project, env] of projects) {
  const files = pick(MINE).map((f) => `${hardeningDir}/${f}`);
  if (files.length) await vitest('reliability', project, files, env);
}
if (existsSync(securityScript)) {
  if (!only || 'security'.includes(only)) {
    const started = Date.now();
    const { code, output } = await run(process.execPath, [securityScript]);
    results.push({
      suite: 'security (scripts/hardening/security.mjs)',
      database: databaseUrl ? 'sqlite + postgres' : 'sqlite',
      ok: code === 0,
      detail: `exited ${code}`,
      failures:
        code === 0
          ? []
          : output
              .split('\n')
              .filter((l) => /FAIL|×|failed/.test(l))
              .slice(0, 20),
      figures: figures(output),
      seconds: Math.round((Date.now() - started) / 1000),
    });
  }
} else {
  for (const [project, env] of projects) {
    const files = pick(others).map((f) => `${hardeningDir}/${f}`);
    if (files.length) await vitest('security', project, files, env);
  }
}

// ---- 3. browser specs ----------------------------------------------------------------------------------------
if (!args.has('--no-browser')) {
  for (const spec of pick(['hardening-a11y.spec.ts', 'hardening-xss.spec.ts'])) {
    if (!existsSync(path.join(root, 'e2e/specs', spec))) continue;
    const started = Date.now();
    const { code, output } = await run(
      'npx',
      ['playwright', 'test', `specs/${spec}`, '--workers=1', '--reporter=list'],
      {},
      path.join(root, 'e2e'),
    );
    const count = (word) => Number(output.match(new RegExp(`^\\s*(\\d+) ${word}\\b`, 'm'))?.[1] ?? 0);
    results.push({
      suite: `browser: ${spec.replace('.spec.ts', '')}`,
      database: 'sqlite (e2e server)',
      ok: code === 0 && count('failed') === 0 && count('passed') > 0,
      detail: `${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`,
      failures: output
        .split('\n')
        .filter((l) => /^\s+\d+\) /.test(l))
        .slice(0, 20),
      figures: figures(output),
      seconds: Math.round((Date.now() - started) / 1000),
    });
  }
}

// ---- 4. results ----------------------------------------------------------------------------------------------
rmSync(scratch, { recursive: true, force: true });
const when = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
const commit = await run('git', ['rev-parse', '--short', 'HEAD']).then((r) => r.output.trim().split('\n').pop());
const md = [
  '# Hardening results',
  '',
  `Full counts from \`npm run hardening\` (scripts/hardening/run.mjs), ${when}, commit ${commit}, Node ${process.version}.`,
  'CI (`.ci/run`) runs the same suites with smaller counts on every change; this file is the record of the full run.',
  '',
  '| Suite | Database | Result | Tests | Time |',
  '| --- | --- | --- | --- | --- |',
  ...results.map((r) => `| ${r.suite} | ${r.database} | ${r.ok ? 'pass' : '**FAIL**'} | ${r.detail} | ${r.seconds} s |`),
  '',
  '## Figures',
  '',
  ...results.flatMap((r) => [
    `### ${r.suite} (${r.database})`,
    '',
    ...(r.figures.length ? r.figures.map((f) => `- ${f}`) : ['- (no figures printed)']),
    ...(r.failures.length ? ['', 'Failures:', '', ...r.failures.map((f) => `- ${f.replace(/\|/g, '\\|')}`)] : []),
    '',
  ]),
].join('\n');
if (args.has('--no-write')) console.log(`\n${md}`);
else {
  writeFileSync(path.join(root, 'docs/hardening-results.md'), md);
  console.log('\nwrote docs/hardening-results.md');
}
const failed = results.filter((r) => !r.ok);
console.log(failed.length ? `HARDENING: FAILED (${failed.map((r) => `${r.suite} ${r.database}`).join('; ')})` : 'HARDENING: PASSED');
process.exit(failed.length ? 1 : 0);
