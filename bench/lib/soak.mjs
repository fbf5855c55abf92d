// The soak (its own process): simulated operators, each a loop of a mixed workload with a pause between actions
// (list pages, searches, the dashboard, saves, cash-ins), beside one probe asking for the menus page one request at
// a time. Every `sampleEvery` seconds it reads the server's CPU (process and main thread, /proc), resident memory
// and GC seconds (its /metrics). Prints `{ samples, probe: { p50, p95, n }, actions: { name: { n, errors } } }`.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const base = new URL(plan.base);
const agent = new http.Agent({ keepAlive: true });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const until = Date.now() + plan.seconds * 1000;
let requests = 0;

function send(method, path, headers, body) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const t0 = process.hrtime.bigint();
    const r = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: { ...headers, ...(data ? { 'content-type': 'application/json', 'content-length': data.length } : {}) },
      },
      (res) => {
        const parts = [];
        res.on('data', (c) => parts.push(c));
        res.on('end', () => {
          requests++;
          resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - t0) / 1e6, text: Buffer.concat(parts).toString() });
        });
      },
    );
    r.on('error', reject);
    if (data) r.write(data);
    r.end();
  });
}

const actions = {};
async function act(name, method, path, body) {
  actions[name] ??= { n: 0, errors: 0, last: undefined };
  const a = actions[name];
  a.n++;
  const res = await send(method, path, plan.auth, body).catch((err) => ({ status: 0, text: err.message }));
  if (res.status !== 200) {
    a.errors++;
    a.last = `${res.status} ${res.text.slice(0, 200)}`;
  }
  return res;
}

const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];

/** One operator: reads most of the time, saves a menu now and then (and puts it back), asks for a cash-in rarely. */
async function operator(i) {
  const menuId = plan.menuIds[i % plan.menuIds.length];
  await sleep(Math.random() * plan.thinkMs);
  while (Date.now() < until) {
    const r = Math.random();
    if (r < 0.5) await act('list page', 'GET', `${pick(plan.lists)}&page=${Math.floor(Math.random() * 5)}`);
    else if (r < 0.7) await act('search', 'GET', pick(plan.searches));
    else if (r < 0.85) await act('dashboard', 'GET', '/api/backoffice/console/dashboard');
    else if (r < 0.97) {
      const got = await act('save', 'GET', `/api/backoffice/menu/${menuId}`);
      if (got.status === 200) {
        const label = JSON.parse(got.text).data.label;
        await act('save', 'PATCH', `/api/backoffice/menu/${menuId}`, { label: `${label} (soak)` });
        await act('save', 'PATCH', `/api/backoffice/menu/${menuId}`, { label });
      }
    } else await act('cash-in', 'POST', '/api/wallet/cashin', { channel: 'VA-BCA', amount: 10_000 + (i % 10) * 1000 });
    await sleep(plan.thinkMs * (0.5 + Math.random()));
  }
}

const probes = [];
async function probe() {
  while (Date.now() < until) {
    const res = await send('GET', plan.probe, plan.auth);
    if (res.status === 200) probes.push(res.ms);
    await sleep(plan.probeEveryMs);
  }
}

/** utime + stime of a /proc stat line, in clock ticks (the fields after the command's closing parenthesis). */
const ticks = (file) => {
  const stat = readFileSync(file, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(f[11]) + Number(f[12]);
};
async function gcSeconds() {
  if (!plan.metricsToken) return null;
  const res = await send('GET', '/metrics', { authorization: `Bearer ${plan.metricsToken}` });
  requests--;
  let sum = 0;
  // one line per kind of collection; Konsol prefixes its process metrics (`konsol_`)
  for (const m of res.text.matchAll(/^(?:\w+_)?nodejs_gc_duration_seconds_sum\{[^}]*\} ([\d.e+-]+)$/gm)) sum += Number(m[1]);
  return sum;
}
const samples = [];
async function sample() {
  const status = readFileSync(`/proc/${plan.pid}/status`, 'utf8');
  samples.push({
    t: (Date.now() - (until - plan.seconds * 1000)) / 1000,
    requests,
    ticks: ticks(`/proc/${plan.pid}/stat`),
    mainTicks: ticks(`/proc/${plan.pid}/task/${plan.pid}/stat`),
    rss: Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]),
    gc: await gcSeconds(),
  });
}

await sample();
const timer = setInterval(sample, plan.sampleEvery * 1000);
await Promise.all([...Array.from({ length: plan.operators }, (_, i) => operator(i)), probe()]);
clearInterval(timer);
await sample();
const sorted = probes.sort((a, b) => a - b);
const pct = (p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
process.stdout.write(JSON.stringify({ samples, probe: { p50: pct(50), p95: pct(95), n: sorted.length }, actions }));
agent.destroy();
