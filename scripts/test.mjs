#!/usr/bin/env node
// `npm test`: every test of the project, in order, with one summary at the end.
//
//   1. build          npm run build (contract, server, web): the browser specs run against the built app;
//                     then npm run typecheck (tests included) and npm run lint
//   2. unit           vitest, unit project (pure rules, services on fake repositories, the contract): seconds
//   3. API            vitest, SQLite project, then the PostgreSQL project when TEST_DATABASE_URL is set
//   4. web unit       the web app's own vitest suite (npm run test -w apps/web), when it has one
//   5. browser        Playwright in Chromium (npm run test -w e2e)
//
// `--api` runs steps 2 and 3 only (.ci/run, again on a second Node.js line, on what the first run built).
//
// Strict mode (CI set, or KONSOL_REQUIRE_ALL=1) is what .ci/run uses: PostgreSQL and Chromium are required and a
// skipped or unrun test is a failure. Outside it, a machine without PostgreSQL runs SQLite only, and one without a
// working Chromium skips the browser specs; the summary says so.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, appendFileSync, constants, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const truthy = (v) => !!v && !['0', 'false', 'no', 'off'].includes(String(v).toLowerCase());
const strict = truthy(process.env.CI) || truthy(process.env.KONSOL_REQUIRE_ALL);
const databaseUrl = process.env.TEST_DATABASE_URL || '';
const apiOnly = process.argv.includes('--api');
const scratch = mkdtempSync(path.join(tmpdir(), 'konsol-test-run-'));

/** One line per step for the summary: { name, status: 'pass'|'fail'|'skip', detail, seconds, tests }. */
const results = [];
const record = (name, status, detail, started, tests = []) =>
  results.push({ name, status, detail, seconds: started ? Math.round((Date.now() - started) / 1000) : undefined, tests });

let current;
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    current?.kill(signal);
    process.exit(130);
  });
}

/** Runs a command with the output shown as it comes, and returns its exit code and (ANSI-free) output. */
function run(command, args, { env = {}, capture = false } = {}) {
  console.log(`\n\x1b[1m> ${[command, ...args].join(' ')}\x1b[0m`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    current = child;
    let output = '';
    if (capture) {
      child.stdout.on('data', (c) => {
        process.stdout.write(c);
        output += c;
      });
      child.stderr.on('data', (c) => {
        process.stderr.write(c);
        output += c;
      });
    }
    child.on('error', (err) => {
      output += String(err);
      resolve({ code: 127, output });
    });
    child.on('close', (code, signal) => {
      current = undefined;
      resolve({ code: code ?? (signal ? 1 : 0), output: output.replace(ANSI, '') });
    });
  });
}

// ---- 1. build ----------------------------------------------------------------------------------------------
let built = false;
if (!apiOnly) {
  const started = Date.now();
  const { code } = await run('npm', ['run', 'build']);
  built = code === 0;
  record('build (contract, server, web)', built ? 'pass' : 'fail', built ? 'ok' : `npm run build exited ${code}`, started);
  // Vitest and esbuild strip types without checking them: a test calling something that no longer exists otherwise
  // shows up only as a runtime error.
  for (const [label, script] of [
    ['types (tsc, tests included)', 'typecheck'],
    ['lint (Biome)', 'lint'],
  ]) {
    const begun = Date.now();
    const { code: exit } = await run('npm', ['run', script]);
    record(label, exit === 0 ? 'pass' : 'fail', exit === 0 ? 'ok' : `npm run ${script} exited ${exit}`, begun);
  }
}

// ---- 2-3. vitest, one project at a time --------------------------------------------------------------------
async function vitestProject(label, project) {
  const started = Date.now();
  const report = path.join(scratch, `vitest-${project}.json`);
  const { code } = await run('npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  let json;
  try {
    json = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    record(label, 'fail', `vitest exited ${code} without a report`, started);
    return;
  }
  const skipped = [];
  const failedTests = [];
  let passed = 0;
  for (const file of json.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      const name = `${path.relative(root, file.name)} › ${t.fullName}`;
      if (t.status === 'passed') passed++;
      else if (t.status === 'failed') failedTests.push(`failed: ${name}`);
      else skipped.push(name);
    }
  }
  const failed = failedTests.length;
  const brokenFiles = (json.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((t) => t.status === 'failed'),
  );
  const files = (json.testResults ?? []).length;
  let detail = `${passed} passed, ${failed} failed, ${skipped.length} skipped in ${files} files`;
  // Named in the summary too: a CI log is often read from its tail only.
  for (const f of brokenFiles) {
    const why =
      String(f.message)
        .split('\n')
        .find((l) => l.trim()) ?? 'no message';
    detail += `; failed to run: ${path.relative(root, f.name)} (${why.trim().slice(0, 200)})`;
  }
  let ok = code === 0 && failed === 0 && brokenFiles.length === 0 && passed > 0;
  if (strict && skipped.length) {
    ok = false;
    detail += ' — skipped tests are failures here';
  }
  record(label, ok ? 'pass' : 'fail', detail, started, failedTests);
  if (skipped.length) {
    console.log(`\n${skipped.length} skipped in ${label}:`);
    for (const s of skipped.slice(0, 50)) console.log(`  - ${s}`);
  }
  for (const f of brokenFiles) console.log(`\nfailed to run: ${path.relative(root, f.name)}\n${String(f.message).slice(0, 2000)}`);
}

await vitestProject('unit', 'unit');
await vitestProject('API, SQLite', 'sqlite');
if (databaseUrl) {
  await vitestProject('API, PostgreSQL', 'postgres');
} else if (strict) {
  record('API, PostgreSQL', 'fail', 'TEST_DATABASE_URL is not set (required when CI or KONSOL_REQUIRE_ALL is set)');
} else {
  record('API, PostgreSQL', 'skip', 'not run: TEST_DATABASE_URL is not set, SQLite only');
}

// ---- 4. the web app's unit tests ---------------------------------------------------------------------------
if (!apiOnly) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'apps/web/package.json'), 'utf8'));
  if (pkg.scripts?.test) {
    const started = Date.now();
    const { code, output } = await run('npm', ['run', 'test', '-w', 'apps/web'], { capture: true });
    const count = (word) => Number(output.match(new RegExp(`Tests\\s+.*?(\\d+) ${word}`))?.[1] ?? 0);
    const detail = `${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`;
    const ok = code === 0 && !(strict && count('skipped') > 0);
    const failedTests = [...new Set(output.match(/^\s*FAIL\s+.+$/gm) ?? [])].map((l) => `failed: ${l.trim().replace(/^FAIL\s+/, '')}`);
    record('web unit (Vitest)', ok ? 'pass' : 'fail', code === 0 ? detail : `${detail}; exited ${code}`, started, failedTests);
  }
}

// ---- 5. browser specs --------------------------------------------------------------------------------------
/** The Chromium the specs would use (same order as e2e/playwright.config.ts), checked to actually start. */
function findChromium() {
  const tried = [];
  const works = (file) => {
    try {
      accessSync(file, constants.X_OK);
    } catch {
      tried.push(`${file} (missing)`);
      return false;
    }
    const r = spawnSync(file, ['--version'], { encoding: 'utf8', timeout: 60_000 });
    if (r.status === 0) return true;
    tried.push(`${file} (does not start: ${(r.stderr || r.error?.message || '').trim().split('\n')[0]})`);
    return false;
  };
  if (process.env.CHROMIUM_PATH) return works(process.env.CHROMIUM_PATH) ? { path: process.env.CHROMIUM_PATH, tried } : { tried };
  for (const file of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (works(file)) return { path: file, tried };
  const r = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "console.log(await (await import('@sparticuz/chromium')).default.executablePath())"],
    {
      cwd: path.join(root, 'e2e'),
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  const file = r.status === 0 ? r.stdout.trim().split('\n').pop() : '';
  if (file && works(file)) return { path: file, tried };
  if (!file) tried.push('@sparticuz/chromium (not installed or cannot unpack)');
  return { tried };
}

/** The tests listed under Playwright's closing "N failed" and "N flaky" headings, as "failed: [chromium] › …". */
function playwrightNames(output) {
  const names = [];
  let heading;
  for (const line of output.split('\n')) {
    const h = line.match(/^\s*\d+ (failed|flaky)\b/);
    if (h) heading = h[1];
    else if (heading && /^ {4}\S/.test(line)) names.push(`${heading}: ${line.trim().replace(/\s*─+$/, '')}`);
    else heading = undefined;
  }
  return names;
}

if (!apiOnly) {
  const label = 'browser (Playwright, Chromium)';
  const chromium = findChromium();
  if (!chromium.path) {
    const why = `no working Chromium: tried ${chromium.tried.join(', ')}`;
    record(label, strict ? 'fail' : 'skip', strict ? why : `not run: ${why}`);
  } else if (!built) {
    record(label, 'fail', 'not run: the build failed');
  } else {
    console.log(`\nChromium: ${chromium.path}`);
    const started = Date.now();
    const { code, output } = await run('npm', ['run', 'test', '-w', 'e2e'], { env: { CHROMIUM_PATH: chromium.path }, capture: true });
    // Playwright's summary lines: "  12 passed (1.2m)", "  1 failed", "  1 flaky", "  2 skipped", "  3 did not run".
    const count = (word) => Number(output.match(new RegExp(`^\\s*(\\d+) ${word}\\b`, 'm'))?.[1] ?? 0);
    const [passed, failed, flaky, skipped, notRun] = ['passed', 'failed', 'flaky', 'skipped', 'did not run'].map(count);
    let detail = `${passed} passed, ${failed} failed, ${flaky} flaky, ${skipped} skipped`;
    if (notRun) detail += `, ${notRun} did not run`;
    let ok = code === 0 && failed === 0 && passed > 0;
    if (strict && (skipped > 0 || notRun > 0)) {
      ok = false;
      detail += ' — skipped tests are failures here';
    }
    if (code !== 0) detail += `; exited ${code}`;
    record(label, ok ? 'pass' : 'fail', detail, started, playwrightNames(output));
  }
}

// ---- summary -----------------------------------------------------------------------------------------------
rmSync(scratch, { recursive: true, force: true });
const failedSteps = results.filter((r) => r.status === 'fail');
const mark = { pass: '\x1b[32mPASS\x1b[0m', fail: '\x1b[31mFAIL\x1b[0m', skip: '\x1b[33mSKIP\x1b[0m' };
const width = Math.max(...results.map((r) => r.name.length));
const summary = [
  `\n==== Konsol test summary, Node.js ${process.version}${strict ? ' (strict: PostgreSQL and Chromium required, nothing skipped)' : ''} ====`,
];
for (const r of results) {
  const time = r.seconds === undefined ? '' : ` (${r.seconds}s)`;
  summary.push(`${mark[r.status]}  ${r.name.padEnd(width)}  ${r.detail}${time}`);
  for (const t of r.tests.slice(0, 20)) summary.push(`      ${t}`);
}
if (!strict && results.some((r) => r.status === 'skip')) {
  summary.push('Some suites were not run on this machine (see above); CI runs them all.');
}
summary.push(failedSteps.length ? `RESULT: FAILED (${failedSteps.map((r) => r.name).join('; ')})` : 'RESULT: PASSED');
console.log(summary.join('\n'));
// .ci/run runs this twice and prints every summary again at its end, where a log cut to its tail still shows them.
if (process.env.KONSOL_TEST_SUMMARY) appendFileSync(process.env.KONSOL_TEST_SUMMARY, `${summary.join('\n')}\n`);
process.exit(failedSteps.length ? 1 : 0);
