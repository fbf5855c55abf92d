#!/usr/bin/env node
// `npm run bench`: Konsol's benchmarks as ratios measured side by side in one run (DESIGN §9, issue #7).
// SQLite always; PostgreSQL too when DATABASE_URL is set (the bench works in its own schema `konsol_bench` of that
// database and may drop it). BENCH_ROWS scales the lists (default 1,000,000 rows each); BENCH_FRESH=1 regenerates
// the data; BENCH_WEB=0 skips the browser metrics; BENCH_WEB_DIST serves another web build.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromiumLaunch } from './lib/chromium.mjs';
import { generatePostgres, generateSqlite, TABLES } from './lib/generate.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const tmp = path.join(here, '.tmp');
const require = createRequire(import.meta.url);
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const FRESH = process.env.BENCH_FRESH === '1';
const WEB = process.env.BENCH_WEB !== '0';
/**
 * `api` (`lists`: the lists, throughput, login and upload; and `export`, `dashboards`, `reference` and `soak`; each
 * runs alone too) and `web` (= `bundle`, `lighthouse`, `renders`); all by default. BENCH_SOAK_SECONDS sets the
 * soak's length.
 */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'api,web').split(','));
const PG_SCHEMA = 'konsol_bench';
const OPERATOR = { email: 'demo@konsol.local', password: 'demo12345', server: 'PULSANUSA' };
const ADMIN_ENV = { ADMIN_EMAIL: 'bench-admin@konsol.local', ADMIN_PASSWORD: 'bench-admin-12345' };
const log = (...a) => console.log(...a);
mkdirSync(tmp, { recursive: true });

// ---- build what is missing or stale ------------------------------------------------------------------------
function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let latest = 0;
  for (const e of readdirSync(p, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    latest = Math.max(latest, newest(path.join(p, e.name)));
  }
  return latest;
}
const stale = (out, ...src) => !existsSync(out) || statSync(out).mtimeMs < Math.max(...src.map((s) => newest(path.join(root, s))));
function npm(label, args) {
  log(`> building ${label}…`);
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const serverMain = path.join(root, 'apps/server/dist/main.js');
if (
  stale(path.join(root, 'packages/contract/dist/index.js'), 'packages/contract/src') ||
  stale(serverMain, 'apps/server/src', 'packages/contract/src')
) {
  npm('server', ['run', 'build', '-w', 'packages/contract', '-w', 'apps/server']);
}
const webDist = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist'));
if (
  !process.env.BENCH_WEB_DIST &&
  stale(path.join(webDist, 'index.html'), 'apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts')
) {
  npm('web app', ['run', 'build', '-w', 'apps/web']);
}
const dist = (p) => import(pathToFileURL(path.join(root, 'apps/server/dist', p)).href);

// ---- small helpers ------------------------------------------------------------------------------------------
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const round = (v, d = 3) => (v === null || v === undefined || Number.isNaN(v) ? null : Math.round(v * 10 ** d) / 10 ** d);

function freePort() {
  return new Promise((resolve) => {
    const s = http.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Runs a bench script in its own process and parses the JSON it prints. */
function child(script, args, timeoutMs = 600_000) {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [path.join(here, 'lib', script), ...args.map(String)], {
      cwd: here,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    const timer = setTimeout(() => p.kill('SIGKILL'), timeoutMs);
    p.stdout.on('data', (c) => {
      out += c;
    });
    p.stderr.on('data', (c) => {
      err += c;
    });
    p.on('exit', (code) => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`${script} failed (${code}): ${err.slice(-2000) || out.slice(-2000)}`));
      }
    });
  });
}

async function latency(base, requests, rounds, { warmup = 3, samples = false, alternate = false } = {}) {
  const file = path.join(tmp, `plan-${process.pid}.json`);
  writeFileSync(file, JSON.stringify({ base, requests, rounds, warmup, samples, alternate }));
  const r = await child('latency.mjs', [file], 3_600_000);
  for (const [name, v] of Object.entries(r)) if (v.errors.length) log(`  ! ${name}: ${v.errors.join(' | ')}`);
  return r;
}

const mean = (a) => a.reduce((x, y) => x + y, 0) / a.length;
const median = (xs) =>
  pct(
    [...xs].sort((a, b) => a - b),
    50,
  );

/** Clock ticks per second of /proc's CPU times. */
const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU seconds (user + system) a process has used: /proc/<pid>/stat. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / CLK_TCK;
}

/** autocannon (10 connections) against `url` for `seconds`, with the server's CPU µs per request completed. */
async function loadRun(pid, url, headers, seconds) {
  const before = cpuSeconds(pid);
  const r = await child('throughput.mjs', [url, seconds, 10, JSON.stringify(headers)]);
  return { ...r, cpuUs: ((cpuSeconds(pid) - before) * 1e6) / r.total };
}

/** Times an in-process call: p50/p95 in ms. */
async function timeIt(fn, n, warmup = 3) {
  for (let i = 0; i < warmup; i++) await fn();
  const s = [];
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    await fn();
    s.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  s.sort((a, b) => a - b);
  return { p50: pct(s, 50), p95: pct(s, 95), n, samples: s };
}

async function startServer(env) {
  const port = await freePort();
  const p = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(p);
  p.on('exit', () => running.delete(p));
  let output = '';
  p.stdout.on('data', (c) => {
    output += c;
  });
  p.stderr.on('data', (c) => {
    output += c;
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (p.exitCode !== null) throw new Error(`server exited: ${output.slice(-3000)}`);
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) return { base, port, pid: p.pid, stop: () => stopProcess(p) };
    } catch {}
    await sleep(250);
  }
  throw new Error(`server did not start: ${output.slice(-3000)}`);
}
function stopProcess(p) {
  return new Promise((resolve) => {
    if (p.exitCode !== null) return resolve();
    p.on('exit', () => resolve());
    p.kill('SIGTERM');
    setTimeout(() => p.kill('SIGKILL'), 15_000).unref();
  });
}

// ---- databases ----------------------------------------------------------------------------------------------
function pgUrl(url) {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${PG_SCHEMA}`);
  return u.toString();
}

/** A direct connection for the bench itself: `query(sql, params)` and `close()`. */
async function directDb(kind, where) {
  if (kind === 'sqlite') {
    const Database = require('better-sqlite3');
    const db = new Database(where);
    const query = async (q, params = []) => {
      const stmt = db.prepare(q.replace(/\$\d+/g, '?'));
      if (stmt.reader) return stmt.all(...params);
      stmt.run(...params);
      return [];
    };
    return { query, close: async () => db.close() };
  }
  const pg = require('pg');
  const c = new pg.Client({ connectionString: where });
  await c.connect();
  return { query: async (q, params = []) => (await c.query(q, params)).rows, close: () => c.end() };
}

/** Started servers, killed when the bench exits however it ends (a failed step must not leave one running). */
const running = new Set();
process.on('exit', () => {
  for (const p of running) p.kill('SIGKILL');
});

async function prepareDatabase(kind) {
  const dataDir = path.join(tmp, `${kind}-data`);
  const sqliteFile = path.join(dataDir, 'konsol.sqlite');
  let url;
  if (kind === 'postgres') {
    const admin = await directDb('postgres', process.env.DATABASE_URL);
    if (FRESH) await admin.query(`drop schema if exists ${PG_SCHEMA} cascade`);
    await admin.query(`create schema if not exists ${PG_SCHEMA}`);
    await admin.close();
    url = pgUrl(process.env.DATABASE_URL);
  } else if (FRESH) {
    rmSync(dataDir, { recursive: true, force: true });
  }
  // An administrator of its own (the seeded one must change its default password first), for the platform figures.
  const env = { DATA_DIR: dataDir, SEED_DEMO: '1', ...ADMIN_ENV, ...(url ? { DATABASE_URL: url } : {}) };
  let server = await startServer(env);
  const where = kind === 'sqlite' ? sqliteFile : url;
  let db = await directDb(kind, where);
  const [{ id: serverId }] = await db.query('select id from servers where server_id = $1', [OPERATOR.server]);
  const counts = {};
  for (const t of TABLES) counts[t] = Number((await db.query(`select count(*) as n from ${t} where server_id = $1`, [serverId]))[0].n);
  await db.close();
  if (Object.values(counts).some((n) => n < ROWS)) {
    if (Object.values(counts).some((n) => n > ROWS + 1000)) {
      log(`  data of another size is there (${JSON.stringify(counts)}); starting over`);
      await server.stop();
      if (kind === 'sqlite') rmSync(dataDir, { recursive: true, force: true });
      else {
        const admin = await directDb('postgres', process.env.DATABASE_URL);
        await admin.query(`drop schema if exists ${PG_SCHEMA} cascade`);
        await admin.query(`create schema ${PG_SCHEMA}`);
        await admin.close();
      }
      return prepareDatabase(kind);
    }
    await server.stop();
    log(`  generating ${ROWS.toLocaleString('en')} rows per list…`);
    const t0 = Date.now();
    if (kind === 'sqlite') generateSqlite(sqliteFile, serverId, ROWS, log);
    else await generatePostgres(url, serverId, ROWS, log);
    log(`  generated in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    server = await startServer(env);
  } else {
    log('  reusing the generated data');
  }
  db = await directDb(kind, where);
  // Logins and uploads are rate-limited per address and server: earlier runs on this data must not count.
  await db.query(`delete from rate_limits where key like 'login:%' or key like 'media:%'`);
  return { server, serverId, db, where, url, env, dataDir };
}

// ---- web ----------------------------------------------------------------------------------------------------
function staticServer(dir) {
  const types = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };
  return new Promise((resolve) => {
    const s = http.createServer((req, res) => {
      let file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
      if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dir, 'index.html');
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    });
    s.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${s.address().port}`, close: () => s.close() }));
  });
}

/** The minimal React + MUI app the console's first load is compared with: one sign-in form, built by Vite. */
function buildBaseline() {
  const dir = path.join(tmp, `baseline-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>baseline</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  writeFileSync(
    path.join(dir, 'src/main.jsx'),
    `import { Box, Button, Container, CssBaseline, Paper, TextField, ThemeProvider, Typography, createTheme } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
const theme = createTheme();
function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Container maxWidth="xs">
        <Paper sx={{ p: 3, mt: 8 }}>
          <Typography variant="h5" component="h1">Sign in</Typography>
          <Box component="form" sx={{ display: 'grid', gap: 2, mt: 2 }}>
            <TextField label="Email" type="email" />
            <TextField label="Password" type="password" />
            <Button variant="contained" type="submit">Sign in</Button>
          </Box>
        </Paper>
      </Container>
    </ThemeProvider>
  );
}
createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>);
`,
  );
  writeFileSync(
    path.join(dir, 'vite.config.mjs'),
    `import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\nexport default defineConfig({ plugins: [react()], logLevel: 'warn', build: { outDir: 'dist' } });\n`,
  );
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: dir, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('baseline build failed');
  return path.join(dir, 'dist');
}

/** gzip bytes of every script a page loads until the network is idle (each file gzipped at level 9). */
async function scriptBytes(url) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await browser.newPage();
    const scripts = new Map();
    /** What the server actually sent (its own compression), for the detail column. */
    const wire = new Map();
    const pending = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      pending.push(
        Promise.all([res.body(), res.request().sizes()])
          .then(([body, sizes]) => {
            scripts.set(res.url(), gzipSync(body, { level: 9 }).length);
            wire.set(res.url(), sizes.responseBodySize);
          })
          .catch((err) => log(`  ! ${res.url()}: ${err.message}`)),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    await Promise.all(pending);
    const sum = (m) => [...m.values()].reduce((a, b) => a + b, 0);
    return { bytes: sum(scripts), files: scripts.size, wire: sum(wire) };
  } finally {
    await browser.close();
  }
}

function largestChunk() {
  let best = { file: '', bytes: 0 };
  const assets = path.join(webDist, 'assets');
  for (const f of readdirSync(assets)) {
    if (!f.endsWith('.js')) continue;
    const bytes = gzipSync(readFileSync(path.join(assets, f)), { level: 9 }).length;
    if (bytes > best.bytes) best = { file: f, bytes };
  }
  return best;
}

// ---- one database -------------------------------------------------------------------------------------------
async function benchDatabase(kind, web) {
  log(`\n== ${kind} (${ROWS.toLocaleString('en')} rows per list) ==`);
  const metrics = [];
  // `failed` marks a line missed whatever its value (the reference's body differs from Konsol's).
  const add = (name, value, op, target, { failed, ...detail } = {}, enforced = true) => {
    const met = failed ? false : value === null || !enforced ? null : op === '<=' ? value <= target : value >= target;
    metrics.push({ name, database: kind, value: round(value), target: `${op} ${target}`, met, ...detail });
    log(`  ${met === null ? '·' : met ? '✓' : '✗'} ${name}: ${round(value)} (target ${op} ${target})`);
  };
  const { server, serverId, db, url, where, env, dataDir } = await prepareDatabase(kind);
  const base = server.base;
  try {
    const login = await signIn(base, OPERATOR);
    const auth = { authorization: `Bearer ${login.token}` };
    const get = async (p) => (await fetch(`${base}${p}`, { headers: auth })).json();

    const benched = await benchLists(db, serverId);
    if (PARTS.has('api') || PARTS.has('export')) await exportMetrics({ kind, server, auth, serverId, where, add });
    if (PARTS.has('api') || PARTS.has('dashboards')) await dashboardMetrics({ base, auth, add });
    if (PARTS.has('api') || PARTS.has('reference')) {
      await referenceMetrics({ kind, server, auth, serverId, where, dataDir, lists: benched.lists, add });
    }
    if (PARTS.has('api') || PARTS.has('soak')) {
      await soakMetrics({ env, auth, serverId, db, lists: benched.lists, add });
    }
    if (PARTS.has('api') || PARTS.has('lists')) await apiMetrics();
    async function apiMetrics() {
      // the lists, their pages, sorts and filters
      const { lists, first, wibDay } = benched;
      const requests = [];
      const totals = {};
      for (const [name, l] of Object.entries(lists)) {
        const r = await get(l.path);
        totals[name] = r.data.totalElements;
        const last = Math.max(0, Math.ceil(r.data.totalElements / 10) - 1);
        requests.push({ name: `${name}.first`, path: l.path, headers: auth });
        requests.push({ name: `${name}.last`, path: `${l.path}&page=${last}`, headers: auth });
        for (const s of l.sorts)
          for (const dir of ['asc', 'desc'])
            requests.push({ name: `${name}.sort ${s},${dir}`, path: `${l.path}&sort=${s},${dir}`, headers: auth });
        for (const f of l.filters) {
          // a filter replaces the list's own value of the same parameter
          const u = new URL(l.path, base);
          for (const [k, v] of new URLSearchParams(f)) u.searchParams.set(k, v);
          requests.push({ name: `${name}.filter ${f}`, path: `${u.pathname}${u.search}`, headers: auth });
        }
        requests.push({ name: `${name}.search`, path: `${l.path}&${l.search}`, headers: auth });
        requests.push({ name: `${name}.search rare`, path: `${l.path}&${l.rare}`, headers: auth });
        requests.push({ name: `${name}.search sorted`, path: `${l.path}&${l.sorted}`, headers: auth });
      }
      log(`  totals: ${JSON.stringify(totals)}`);
      requests.push({ name: 'dashboard', path: '/api/backoffice/console/dashboard', headers: auth });
      const rounds = Number(process.env.BENCH_ROUNDS ?? 40);
      log(`  latency: ${requests.length} requests × ${rounds} rounds…`);
      const lat = await latency(base, requests, rounds);

      // in-process: the same page-0 queries through the server's own repositories
      const { openDatabase } = await dist('db/database.js');
      const { menuRepository } = await dist('modules/menu/menu.repository.js');
      const { resellerRepository } = await dist('modules/reseller/reseller.repository.js');
      const { walletRepository } = await dist('modules/wallet/wallet.repository.js');
      const { tokensmsRepository } = await dist('modules/tokensms/tokensms.repository.js');
      const { listArgs } = await dist('lib/list.js');
      const database = openDatabase(kind === 'sqlite' ? { dataDir: path.join(tmp, 'sqlite-data') } : { dataDir: tmp, databaseUrl: url });
      const k = database.db;
      const q0 = { page: 0, size: 10 };
      const moneyArgs = (cols, fallback) =>
        listArgs({ ...q0, awal: wibDay(first), akhir: wibDay(new Date().toISOString()) }, cols, fallback);
      const inproc = {
        menus: () => menuRepository(k).list(serverId, { ...q0, sort: undefined, search: undefined, status: undefined, type: undefined }),
        wallet: () =>
          walletRepository(k).history(serverId, 'balance', moneyArgs({ id: 'id', createdat: 'created_at' }, { field: 'id', dir: 'desc' })),
        tokensms: () =>
          tokensmsRepository(k).listHistory(
            serverId,
            moneyArgs({ id: 'id', createdat: 'created_at' }, { field: 'createdat', dir: 'desc' }),
          ),
        resellers: () => resellerRepository(k).list(serverId, { ...q0, sort: undefined, search: undefined }),
      };
      const inprocResults = {};
      for (const [name, f] of Object.entries(inproc)) inprocResults[name] = { withTotal: (await timeIt(f, rounds)).p50 };
      await database.close();

      for (const name of Object.keys(lists)) {
        const f = lat[`${name}.first`];
        const l = lat[`${name}.last`];
        add(`${name}: last page p50 ÷ page 0 p50`, l.p50 / f.p50, '<=', 1.5, { detail: `${round(l.p50)} ms vs ${round(f.p50)} ms` });
        const ip = inprocResults[name];
        const variants = Object.entries(lat).filter(([n]) => n.startsWith(`${name}.sort `) || n.startsWith(`${name}.filter `));
        const worst = variants.reduce((w, v) => (v[1].p95 > w[1].p95 ? v : w), variants[0]);
        add(`${name}: worst filter/sort p95 ÷ unfiltered p95`, worst[1].p95 / f.p95, '<=', 2, {
          detail: `${worst[0].slice(name.length + 1)}: ${round(worst[1].p95)} ms vs ${round(f.p95)} ms`,
        });
        const s = lat[`${name}.search`];
        add(`${name}: search (contains) p95 ÷ unfiltered p95`, s.p95 / f.p95, '<=', 2, {
          detail: `${lists[name].search}: ${round(s.p95)} ms vs ${round(f.p95)} ms`,
        });
        const rare = lat[`${name}.search rare`];
        add(`${name}: search for a rare term p95 ÷ unfiltered p95`, rare.p95 / f.p95, '<=', 2, {
          detail: `${decodeURIComponent(lists[name].rare)}: ${round(rare.p95)} ms vs ${round(f.p95)} ms`,
        });
        const sorted = lat[`${name}.search sorted`];
        add(`${name}: search in another order p95 ÷ unfiltered p95`, sorted.p95 / f.p95, '<=', 2, {
          detail: `${lists[name].sorted}: ${round(sorted.p95)} ms vs ${round(f.p95)} ms`,
        });
        add(
          `${name}: API p50 ÷ same query in-process p50`,
          f.p50 / ip.withTotal,
          '<=',
          3,
          { detail: `${round(f.p50)} ms vs ${round(ip.withTotal)} ms` },
          kind === 'sqlite',
        );
      }
      add('dashboard p50 ÷ list page p50 (menus)', lat.dashboard.p50 / lat['menus.first'].p50, '<=', 3, {
        detail: `${round(lat.dashboard.p50)} ms vs ${round(lat['menus.first'].p50)} ms`,
      });

      // throughput: hello world, health through the plugin stack, one list page; alternated, same connections
      const hello = spawn(process.execPath, [path.join(here, 'lib/hello.mjs'), '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
      const helloPort = await new Promise((resolve) => hello.stdout.once('data', (c) => resolve(Number(String(c).split(' ')[1]))));
      const seconds = Number(process.env.BENCH_SECONDS ?? 3);
      const rps = { hello: [], health: [], list: [] };
      const cpu = { hello: [], health: [], list: [] };
      try {
        for (let i = 0; i < Number(process.env.BENCH_RPS_ROUNDS ?? 4); i++) {
          for (const [name, pid, url, headers] of [
            ['hello', hello.pid, `http://127.0.0.1:${helloPort}/`, {}],
            ['health', server.pid, `${base}/api/health`, {}],
            ['list', server.pid, `${base}/api/backoffice/menu?size=10`, auth],
          ]) {
            const r = await loadRun(pid, url, headers, seconds);
            if (r.non2xx) log(`  ! ${name} answered ${r.non2xx} non-2xx`);
            rps[name].push(r.rps);
            cpu[name].push(r.cpuUs);
          }
        }
      } finally {
        hello.kill();
      }
      const helloUs = median(cpu.hello);
      // Informational (the performance issue): on two cores the hello world costs about what autocannon does, so
      // these compare Konsol with the load generator; the reference lines carry the question.
      for (const [name, runs, us, target] of [
        ['framework tax: /api/health req/s ÷ node:http hello req/s', rps.health, median(cpu.health), 0.8],
        ['list page req/s ÷ hello req/s (menus)', rps.list, median(cpu.list), 0.25],
      ]) {
        const detail = `${round(mean(runs), 0)} vs ${round(mean(rps.hello), 0)} req/s; server CPU ${round(us, 0)} vs ${round(helloUs, 0)} µs/request`;
        add(name, mean(runs) / mean(rps.hello), '>=', target, { detail }, false);
      }

      // login vs one argon2 verify at the configured cost
      const argon2 = require('argon2');
      const cost = { memoryCost: Number(process.env.ARGON2_MEMORY_KIB ?? 19456), timeCost: Number(process.env.ARGON2_TIME_COST ?? 2) };
      const loginReq = {
        name: 'login',
        method: 'POST',
        path: '/api/auth/authenticate',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: OPERATOR.email, password: OPERATOR.password }),
      };
      // in alternating blocks (5 × 4 of each), so both sides share the machine's slow and quiet moments
      await db.query(`delete from rate_limits where key like 'login:%'`);
      const hash = await argon2.hash(OPERATOR.password, { type: argon2.argon2id, ...cost, parallelism: 1 });
      const logins = [];
      const verifies = [];
      for (let block = 0; block < 5; block++) {
        logins.push(...(await latency(base, [loginReq], 4, { warmup: 1, samples: true })).login.samples);
        verifies.push(...(await timeIt(() => argon2.verify(hash, OPERATOR.password), 4, 1)).samples);
      }
      const [loginP50, verifyP50] = [median(logins), median(verifies)];
      add('login p50 ÷ one argon2id verify p50', loginP50 / verifyP50, '<=', 1.2, {
        detail: `${round(loginP50)} ms vs ${round(verifyP50)} ms (${logins.length} and ${verifies.length}, alternating)`,
      });

      // upload of a 2.7 MP JPEG vs the same resize by sharp alone
      const sharp = require('sharp');
      const { UPLOAD_PURPOSES } = await import(pathToFileURL(path.join(root, 'packages/contract/dist/index.js')).href);
      const jpeg = await photo(sharp);
      const boundary = '----konsolbench';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="photo.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
        ),
        jpeg,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const upReq = {
        name: 'upload',
        method: 'POST',
        path: '/api/media/upload?purpose=general',
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: body.toString('base64'),
        bodyEncoding: 'base64',
      };
      const upLat = await latency(base, [upReq], 15, { warmup: 2 });
      const side = UPLOAD_PURPOSES.general.maxSide;
      const bare = await timeIt(
        () =>
          sharp(jpeg)
            .rotate()
            .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
            .jpeg({ quality: 85, mozjpeg: true })
            .toBuffer(),
        15,
        2,
      );
      add('upload p50 (2.7 MP JPEG) ÷ bare sharp resize p50', upLat.upload.p50 / bare.p50, '<=', 1.5, {
        detail: `${round(upLat.upload.p50)} ms vs ${round(bare.p50)} ms (${(jpeg.length / 1024).toFixed(0)} KiB)`,
      });
    }

    const part = (p) => web && (PARTS.has('web') || PARTS.has(p));
    if (part('bundle')) {
      log('  web…');
      const baselineDist = buildBaseline();
      const st = await staticServer(baselineDist);
      const baseJs = await scriptBytes(st.url);
      st.close();
      rmSync(path.dirname(baselineDist), { recursive: true, force: true });
      const loginJs = await scriptBytes(`${base}/login`);
      add('web: gzip JS to reach /login ÷ minimal React+MUI build', loginJs.bytes / baseJs.bytes, '<=', 1.5, {
        detail: `${(loginJs.bytes / 1024).toFixed(1)} kB (${loginJs.files} files; ${(loginJs.wire / 1024).toFixed(1)} kB on the wire) vs ${(baseJs.bytes / 1024).toFixed(1)} kB`,
      });
      const big = largestChunk();
      add('web: largest chunk gzip ÷ minimal React+MUI build', big.bytes / baseJs.bytes, '<=', 1, {
        detail: `${big.file} ${(big.bytes / 1024).toFixed(1)} kB`,
      });
    }
    if (part('lighthouse')) {
      // The menu list carries the data table's Export button (its dialog is not a page of its own); the operator's
      // dashboard and the administrator's platform overview (its /dashboard) draw charts.
      const admin = await signIn(base, { email: ADMIN_ENV.ADMIN_EMAIL, password: ADMIN_ENV.ADMIN_PASSWORD });
      for (const [label, p, token] of [
        ['login', '/login', undefined],
        ['dashboard', '/dashboard', login.token],
        ['menu list', '/appmenu', login.token],
        ['staff', '/staff', login.token],
        ['platform overview', '/dashboard', admin.token],
      ]) {
        let lh;
        for (let attempt = 0; attempt < 2 && !lh; attempt++) {
          lh = await child('lighthouse.mjs', token ? [`${base}${p}`, token] : [`${base}${p}`]).catch((err) => {
            log(`  ! lighthouse ${label}: ${String(err.message).split('\n').slice(0, 3).join(' ')}`);
            return undefined;
          });
        }
        // A page Lighthouse could not measure (no browser, a crash) misses its targets; it is not information.
        const failed = !lh;
        lh ??= { performance: null, lcp: null, tbt: null, cls: null, finalUrl: p };
        if (!lh.finalUrl.includes(p)) log(`  ! lighthouse ${label} ended on ${lh.finalUrl}`);
        const runs = failed ? 'not measured' : lh.runs ? `median of ${lh.runs} runs` : '';
        add(`lighthouse ${label}: performance`, lh.performance, '>=', 95, { detail: runs, failed });
        add(`lighthouse ${label}: LCP ms`, lh.lcp, '<=', 1200, {
          detail: lh.runs > 1 ? `${runs} (all runs ${Math.round(lh.lcpRange[0])}–${Math.round(lh.lcpRange[1])} ms)` : runs,
          failed,
        });
        add(`lighthouse ${label}: TBT ms`, lh.tbt, '<=', 200, { failed });
        add(`lighthouse ${label}: CLS`, lh.cls, '<=', 0.05, { failed });
      }
    }
    if (part('renders')) {
      const rr = await child('renders.mjs', [`${base}/appmenu`, login.token]).catch((err) => {
        log(`  ! renders: ${String(err.message).split('\n').slice(0, 6).join(' ')}`);
        return { ratio: null, renders: null, rows: null, commits: null };
      });
      add('renders: row renders per "next page" click ÷ rows shown', rr.ratio, '<=', 1.2, {
        detail: `${rr.renders} renders, ${rr.rows} rows, ${rr.commits} commits`,
      });
    }
  } finally {
    await db.close();
    await server.stop();
  }
  return metrics;
}

/** The four big lists the bench reads: page 0 of each (the money lists over every day), its sorts, filters and searches. */
async function benchLists(db, serverId) {
  const first = (await db.query('select min(created_at) as a from wallet_ledger where server_id = $1', [serverId]))[0].a;
  const wibDay = (iso) => new Date(Date.parse(iso) + 7 * 3600_000).toISOString().slice(0, 10);
  const range = `awal=${wibDay(first)}&akhir=${wibDay(new Date().toISOString())}`;
  const upline = (
    await db.query('select kode_upline as k from resellers where server_id = $1 and kode_upline is not null limit 1', [serverId])
  )[0]?.k;
  const lists = {
    menus: {
      path: '/api/backoffice/menu?size=10',
      sorts: ['id', 'label', 'type', 'status', 'showhome', 'order', 'updated_at'],
      filters: ['filtertype=3', 'filterstatus=0', 'filtertype=3&filterstatus=1'],
      search: 'cari=token',
      rare: 'cari=ISAT%2099999',
      sorted: 'cari=token&sort=label,asc',
    },
    wallet: {
      path: `/api/wallet/history?size=10&${range}`,
      sorts: ['id', 'createdat', 'debet', 'credit', 'endbalance'],
      filters: [`awal=${wibDay(new Date(Date.now() - 30 * 86400_000).toISOString())}`],
      search: 'search=mandiri',
      rare: 'search=00123456',
      sorted: 'search=mandiri&sort=credit,desc',
    },
    tokensms: {
      path: `/api/backoffice/tokensms/history?size=10&${range}`,
      sorts: ['id', 'createdat', 'phone', 'status'],
      filters: [`awal=${wibDay(new Date(Date.now() - 30 * 86400_000).toISOString())}`],
      search: 'search=0812',
      rare: 'search=0812345',
      sorted: 'search=0812&sort=phone,asc',
    },
    resellers: {
      path: '/api/reseller/?size=10',
      sorts: ['kode', 'nama', 'saldo', 'tgl_daftar', 'updateAt', 'last_activity', 'kode_upline'],
      filters: upline ? [`kode_upline=${upline}`] : [],
      search: 'search=wijaya',
      rare: 'search=R0123456',
      sorted: 'search=wijaya&sort=nama,desc',
    },
  };
  return { lists, first, wibDay };
}

/** The sign-in answer of an account (its `token`). */
async function signIn(base, { email, password }) {
  const res = await fetch(`${base}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const login = await res.json();
  if (!login.token) throw new Error(`login of ${email} failed: ${JSON.stringify(login)}`);
  return login;
}

/** A process's resident memory now and its peak (kB), from /proc/<pid>/status. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Rows of a CSV answer (its lines but the header) and the seconds it took, read as bytes. */
function csvRows(url, headers) {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    http
      .get(url, { headers }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`export answered ${res.statusCode}`));
        let lines = 0;
        res.on('data', (c) => {
          for (let i = c.indexOf(10); i !== -1; i = c.indexOf(10, i + 1)) lines++;
        });
        res.on('end', () => resolve({ rows: lines - 1, seconds: Number(process.hrtime.bigint() - t0) / 1e9 }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * The wallet history (every entry of the balance account) as CSV through the API, against the database driver alone
 * reading the same rows with the same statement (better-sqlite3 iterating, pg one plain query); alternated, the best
 * of each. The server's peak memory during the export (its high-water mark, reset just before) against its memory
 * at rest.
 */
async function exportMetrics({ kind, server, auth, serverId, where, add }) {
  const direct = await directDb(kind, where);
  const [{ a: firstAt }] = await direct.query(
    "select min(created_at) as a from wallet_ledger where server_id = $1 and account = 'balance'",
    [serverId],
  );
  await direct.close();
  const wibDay = (ms) => new Date(ms + 7 * 3600_000).toISOString().slice(0, 10);
  const [awal, akhir] = [wibDay(Date.parse(firstAt)), wibDay(Date.now())];
  const from = new Date(Date.parse(`${awal}T00:00:00+07:00`)).toISOString();
  const to = new Date(Date.parse(`${akhir}T00:00:00+07:00`) + 86_400_000).toISOString();
  // The list's own statement: its columns, its default order (newest first) over the range.
  const statement = `select id, account, debet, credit, endbalance, ref_type, ref_id, description, created_at from wallet_ledger
    where server_id = $1 and account = 'balance' and created_at >= $2 and created_at < $3 order by id desc`;
  async function driver() {
    const t0 = process.hrtime.bigint();
    let rows = 0;
    if (kind === 'sqlite') {
      const Database = require('better-sqlite3');
      const sqlite = new Database(where, { readonly: true });
      for (const _ of sqlite.prepare(statement.replace(/\$\d+/g, '?')).iterate(serverId, from, to)) rows++;
      sqlite.close();
    } else {
      const pg = require('pg');
      const c = new pg.Client({ connectionString: where });
      await c.connect();
      rows = (await c.query(statement, [serverId, from, to])).rows.length;
      await c.end();
    }
    return { rows, seconds: Number(process.hrtime.bigint() - t0) / 1e9 };
  }
  const url = `${server.base}/api/wallet/history?format=csv&awal=${awal}&akhir=${akhir}`;
  // At rest: the server has served the sign-in and nothing heavy since it started.
  await sleep(2000);
  const rest = memoryOf(server.pid).rss;
  // The high-water mark back to the current size (proc(5), clear_refs 5): the peak of the first export from rest.
  writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
  let peak = 0;
  const api = [];
  const bare = [];
  for (let i = 0; i < Number(process.env.BENCH_EXPORT_ROUNDS ?? 2); i++) {
    bare.push(await driver());
    api.push(await csvRows(url, auth));
    if (i === 0) peak = memoryOf(server.pid).peak;
  }
  const best = (runs) => runs.reduce((b, r) => (r.rows / r.seconds > b.rows / b.seconds ? r : b));
  const [a, b] = [best(api), best(bare)];
  if (a.rows !== b.rows) log(`  ! the export wrote ${a.rows} rows, the driver read ${b.rows}`);
  add('export: CSV rows/s (wallet history) ÷ the driver reading the same rows', a.rows / a.seconds / (b.rows / b.seconds), '>=', 0.5, {
    detail: `${a.rows.toLocaleString('en')} rows: ${round(a.rows / a.seconds, 0)} vs ${round(b.rows / b.seconds, 0)} rows/s (${round(a.seconds, 1)} s vs ${round(b.seconds, 1)} s)`,
  });
  add('export: server peak memory ÷ memory at rest', peak / rest, '<=', 1.25, {
    detail: `${round(peak / 1024, 0)} MB peak (VmHWM) vs ${round(rest / 1024, 0)} MB at rest (VmRSS)`,
  });
}

/** The reference server (lib/reference.mjs) on the same data, started like Konsol; `ready <port>` when it listens. */
async function startReference(kind, where, dataDir, serverId) {
  const p = spawn(process.execPath, [path.join(here, 'lib/reference.mjs'), kind, where, dataDir, serverId], {
    cwd: here,
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(p);
  p.on('exit', () => running.delete(p));
  const port = await new Promise((resolve, reject) => {
    p.stdout.once('data', (c) => resolve(Number(String(c).split(' ')[1])));
    p.once('exit', (code) => reject(new Error(`the reference server exited (${code})`)));
  });
  return { base: `http://127.0.0.1:${port}`, pid: p.pid, stop: () => stopProcess(p) };
}

/** An answer's status and body as the server sent them (no compression asked for). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const parts = [];
        res.on('data', (c) => parts.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
}

/**
 * Konsol against the reference server doing the same work: the server CPU per request of /api/health and of the
 * menus page (autocannon, the two servers alternated round by round), and the p95 of each list's searches (one
 * latency plan, the two servers' requests interleaved). The health and menus answers must be the same bytes, the
 * searches the same rows.
 */
async function referenceMetrics({ kind, server, auth, serverId, where, dataDir, lists, add }) {
  log('  reference server…');
  const ref = await startReference(kind, where, dataDir, serverId);
  try {
    const pages = { health: ['/api/health', {}], menus: ['/api/backoffice/menu?size=10', auth] };
    const differs = {};
    for (const [what, [p, headers]] of Object.entries(pages)) {
      const [a, b] = [await rawGet(`${server.base}${p}`, headers), await rawGet(`${ref.base}${p}`, headers)];
      if (a.status !== 200 || !a.body.equals(b.body)) {
        let at = 0;
        while (at < a.body.length && a.body[at] === b.body[at]) at++;
        differs[what] =
          `the reference's body differs from Konsol's at byte ${at}: ${b.body.subarray(at, at + 60)} vs ${a.body.subarray(at, at + 60)}`;
        log(`  ✗ ${p}: ${differs[what]}`);
      }
    }
    const searches = Object.entries(lists).flatMap(([name, l]) =>
      [
        ['search (contains)', l.search],
        ['search for a rare term', l.rare],
        ['search in another order', l.sorted],
      ].map(([label, q]) => ({ name, label, path: `${l.path}&${q}` })),
    );
    const otherRows = new Set();
    for (const s of searches) {
      const [a, b] = [await rawGet(`${server.base}${s.path}`, auth), await rawGet(`${ref.base}${s.path}`, auth)];
      const rows = (r) => {
        const d = JSON.parse(r.body).data;
        return `${d?.totalElements}: ${d?.content.map((c) => c.id).join(',')}`;
      };
      if (a.status !== 200 || b.status !== 200 || rows(a) !== rows(b)) {
        otherRows.add(s.path);
        log(`  ! ${s.path}: the reference answered other rows (${b.status} ${rows(b).slice(0, 80)} vs ${rows(a).slice(0, 80)})`);
      }
    }

    const seconds = Number(process.env.BENCH_SECONDS ?? 3);
    const cpu = { konsol: { health: [], menus: [] }, reference: { health: [], menus: [] } };
    for (let i = 0; i < Number(process.env.BENCH_RPS_ROUNDS ?? 4); i++) {
      for (const [what, [p, headers]] of Object.entries(pages)) {
        // who goes first alternates, so neither always follows the other's garbage
        const sides =
          i % 2
            ? [
                ['reference', ref],
                ['konsol', server],
              ]
            : [
                ['konsol', server],
                ['reference', ref],
              ];
        for (const [side, s] of sides) {
          const r = await loadRun(s.pid, `${s.base}${p}`, headers, seconds);
          if (r.non2xx) log(`  ! ${side} ${p} answered ${r.non2xx} non-2xx`);
          cpu[side][what].push(r.cpuUs);
        }
      }
    }
    for (const [what, label] of [
      ['health', '/api/health'],
      ['menus', 'menus page'],
    ]) {
      const [k, r] = [median(cpu.konsol[what]), median(cpu.reference[what])];
      add(`reference: ${label} CPU per request ÷ reference`, k / r, '<=', 1.25, {
        detail: `${round(k, 0)} vs ${round(r, 0)} µs/request (medians of ${cpu.konsol[what].length} alternated runs)${differs[what] ? `; ${differs[what]}` : ''}`,
        failed: !!differs[what],
      });
    }

    const lat = await latency(
      server.base,
      searches.flatMap((s) => [
        { name: `konsol ${s.path}`, path: s.path, headers: auth },
        { name: `reference ${s.path}`, base: ref.base, path: s.path, headers: auth },
      ]),
      Number(process.env.BENCH_ROUNDS ?? 40),
      // the same statements on the same rows: whichever asks second finds them cached
      { alternate: true },
    );
    for (const s of searches) {
      const [k, r] = [lat[`konsol ${s.path}`], lat[`reference ${s.path}`]];
      add(`${s.name}: ${s.label} p95 ÷ reference p95`, k.p95 / r.p95, '<=', 1.5, {
        detail: `${decodeURIComponent(s.path.split('&').at(-1))}: ${round(k.p95)} ms vs ${round(r.p95)} ms${otherRows.has(s.path) ? '; the reference answered other rows' : ''}`,
      });
    }
  } finally {
    await ref.stop();
  }
}

/**
 * 20 simulated operators against a Konsol of its own (the same data, /metrics on) for BENCH_SOAK_SECONDS (default
 * 600): CPU per request of the last minute against the first, the main thread's share spent in GC, resident memory
 * over the last 5 minutes (a shorter soak scales the windows: a sixth, a half); and the menus page's p95 with them
 * against the same probe alone just before. Each operator pauses about BENCH_SOAK_THINK_MS (default 3 s) between
 * actions, as a person reading the screen does.
 */
async function soakMetrics({ env, auth, serverId, db, lists, add }) {
  const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
  const operators = 20;
  const metricsToken = randomBytes(16).toString('hex');
  const server = await startServer({ ...env, METRICS_TOKEN: metricsToken });
  const menuIds = (await db.query('select id from menus where server_id = $1 order by id desc limit 20', [serverId])).map((r) => r.id);
  const file = path.join(tmp, `soak-${process.pid}.json`);
  const soak = (over) => {
    writeFileSync(
      file,
      JSON.stringify({
        base: server.base,
        auth,
        pid: server.pid,
        metricsToken,
        thinkMs: Number(process.env.BENCH_SOAK_THINK_MS ?? 3000),
        probe: '/api/backoffice/menu?size=10',
        probeEveryMs: 100,
        lists: Object.values(lists).map((l) => l.path),
        searches: Object.values(lists).flatMap((l) => [l.search, l.rare, l.sorted].map((q) => `${l.path}&${q}`)),
        menuIds,
        sampleEvery: Math.min(10, seconds / 12),
        ...over,
      }),
    );
    return child('soak.mjs', [file], (over.seconds + 120) * 1000);
  };
  try {
    const quiet = await soak({ operators: 0, seconds: Math.max(10, Math.min(30, seconds / 6)) });
    log(`  soak: ${operators} operators for ${seconds} s…`);
    const r = await soak({ operators, seconds });
    const S = r.samples;
    const window = Math.min(60, seconds / 6);
    const rssWindow = Math.min(300, seconds / 2);
    const perRequest = (a, b) => (((b.ticks - a.ticks) / CLK_TCK) * 1e6) / (b.requests - a.requests);
    const firstEnd = S.filter((x) => x.t <= window + 0.5).at(-1);
    const lastStart = S.find((x) => x.t >= seconds - window - 0.5);
    const [early, late] = [perRequest(S[0], firstEnd), perRequest(lastStart, S.at(-1))];
    const done = Object.entries(r.actions).map(([name, a]) => `${name} ${a.n}${a.errors ? ` (${a.errors} failed: ${a.last})` : ''}`);
    log(`  soak: ${done.join(', ')}`);
    add('soak: CPU per request, last minute ÷ first minute', late / early, '<=', 1.15, {
      detail: `${round(late, 0)} vs ${round(early, 0)} µs/request (windows of ${round(window, 0)} s of ${seconds} s; ${done.join(', ')})`,
    });
    const gc = S.at(-1).gc - S[0].gc;
    const main = (S.at(-1).mainTicks - S[0].mainTicks) / CLK_TCK;
    add('soak: GC share of the main thread', gc / main, '<=', 0.1, {
      detail: `${round(gc, 1)} s of GC in ${round(main, 1)} s of main-thread CPU`,
    });
    const rssFrom = S.find((x) => x.t >= seconds - rssWindow - 0.5);
    add('soak: resident memory, end ÷ start of the last 5 minutes', S.at(-1).rss / rssFrom.rss, '<=', 1.1, {
      detail: `${round(S.at(-1).rss / 1024, 0)} MB vs ${round(rssFrom.rss / 1024, 0)} MB (last ${round(rssWindow, 0)} s; peak ${round(Math.max(...S.map((x) => x.rss)) / 1024, 0)} MB)`,
    });
    add(`under load: menus page p95 with ${operators} operators ÷ with one`, r.probe.p95 / quiet.probe.p95, '<=', 3, {
      detail: `${round(r.probe.p95)} ms (${r.probe.n} probes) vs ${round(quiet.probe.p95)} ms (${quiet.probe.n} probes, quiet)`,
    });
  } finally {
    rmSync(file, { force: true });
    await server.stop();
  }
}

/** The dashboards' figures at full size against a list page, interleaved: the platform overview and the trends. */
async function dashboardMetrics({ base, auth, add }) {
  const admin = await signIn(base, { email: ADMIN_ENV.ADMIN_EMAIL, password: ADMIN_ENV.ADMIN_PASSWORD });
  const adminAuth = { authorization: `Bearer ${admin.token}` };
  const lat = await latency(
    base,
    [
      { name: 'menus', path: '/api/backoffice/menu?size=10', headers: auth },
      { name: 'overview', path: '/api/admin/overview', headers: adminAuth },
      { name: 'server trends', path: '/api/backoffice/console/trends?days=90', headers: auth },
      { name: 'platform trends', path: '/api/admin/trends?days=90', headers: adminAuth },
    ],
    Number(process.env.BENCH_ROUNDS ?? 40),
  );
  for (const [name, label] of [
    ['overview', 'platform overview'],
    ['server trends', 'server trends (90 days)'],
    ['platform trends', 'platform trends (90 days)'],
  ]) {
    add(`${label} p50 ÷ list page p50 (menus)`, lat[name].p50 / lat.menus.p50, '<=', 3, {
      detail: `${round(lat[name].p50)} ms vs ${round(lat.menus.p50)} ms`,
    });
  }
}

/** A 2.7-megapixel photo-like JPEG (2400 × 1125: gradients, shapes and grain). */
async function photo(sharp) {
  const w = 2400;
  const h = 1125;
  const raw = Buffer.alloc(w * h * 3);
  let seed = 1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed % 17) - 8;
      const i = (y * w + x) * 3;
      raw[i] = Math.max(0, Math.min(255, 120 + 90 * Math.sin(x / 170) + grain));
      raw[i + 1] = Math.max(0, Math.min(255, 110 + 80 * Math.cos(y / 90 + x / 400) + grain));
      raw[i + 2] = Math.max(0, Math.min(255, 140 + 70 * Math.sin((x + y) / 260) + grain));
    }
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

// ---- report -------------------------------------------------------------------------------------------------
function markdown(result) {
  const lines = [
    `# Konsol benchmarks — ${result.date}`,
    '',
    `${result.rows.toLocaleString('en')} rows per list · ${result.machine.cpus}× ${result.machine.cpu} · ${result.machine.memGb} GB · Node ${result.machine.node} · ${result.machine.platform}`,
    '',
    '| database | metric | value | target | met | detail |',
    '| --- | --- | ---: | --- | --- | --- |',
    ...result.metrics.map(
      (m) =>
        `| ${m.database} | ${m.name} | ${m.value ?? '—'} | ${m.target} | ${m.met === null ? 'info' : m.met ? 'pass' : '**FAIL**'} | ${m.detail ?? ''} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

const kinds = ['sqlite', ...(process.env.DATABASE_URL ? ['postgres'] : [])].filter(
  (k) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY === k,
);
const metrics = [];
for (const kind of kinds) metrics.push(...(await benchDatabase(kind, WEB)));
const now = new Date();
const result = {
  date: now.toISOString(),
  rows: ROWS,
  databases: kinds,
  machine: {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    postgres: process.env.DATABASE_URL ? 'yes' : 'no',
  },
  metrics,
};
const name = `${now.toISOString().slice(0, 10)}${ROWS === 1_000_000 ? '' : `-${ROWS}rows`}`;
mkdirSync(path.join(here, 'results'), { recursive: true });
// A partial run (BENCH_ONLY, BENCH_PARTS) keeps the same day's other results.
const previous = path.join(here, 'results', `${name}.json`);
if (existsSync(previous)) {
  const old = JSON.parse(readFileSync(previous, 'utf8'));
  const fresh = new Set(result.metrics.map((m) => `${m.database}|${m.name}`));
  const kept = (old.metrics ?? []).filter((m) => !fresh.has(`${m.database}|${m.name}`));
  if (kept.length) {
    result.metrics = [...kept, ...result.metrics].sort((a, b) => (a.database === b.database ? 0 : a.database === 'sqlite' ? -1 : 1));
    result.databases = [...new Set([...kept.map((m) => m.database), ...kinds])];
    result.earlier = { date: old.date, databases: [...new Set(kept.map((m) => m.database))] };
  }
}
writeFileSync(path.join(here, 'results', `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
const md = markdown(result);
writeFileSync(path.join(here, 'results', `${name}.md`), md);
log(`\n${md}`);
log(`written bench/results/${name}.json and .md`);
const failed = metrics.filter((m) => m.met === false).length;
log(failed ? `${failed} metric(s) miss their target` : 'every metric meets its target');
