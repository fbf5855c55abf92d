// Latency client (its own process): sends each request of the plan in turn, round after round, over one
// keep-alive connection, so requests compared with each other share the same moments of machine noise.
// Prints `{ name: { p50, p95, n, errors } }` in milliseconds (and each `samples`, sorted, when the plan asks).
// A request may carry its own `base` (another server in the same plan); the agent keeps one connection to each.

import { readFileSync } from 'node:fs';
import http from 'node:http';

const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const bases = new Map();
const baseOf = (b) => bases.get(b) ?? bases.set(b, new URL(b)).get(b);

function send(req) {
  const base = baseOf(req.base ?? plan.base);
  return new Promise((resolve, reject) => {
    const body = req.body === undefined ? undefined : Buffer.from(req.body, req.bodyEncoding ?? 'utf8');
    const t0 = process.hrtime.bigint();
    const r = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: req.method ?? 'GET',
        path: req.path,
        headers: { ...(req.headers ?? {}), ...(body ? { 'content-length': body.length } : {}) },
      },
      (res) => {
        const parts = [];
        res.on('data', (c) => parts.push(c));
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - t0) / 1e6;
          resolve({ ms, status: res.statusCode, text: Buffer.concat(parts).toString('utf8') });
        });
      },
    );
    r.on('error', reject);
    if (body) r.write(body);
    r.end();
  });
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const samples = Object.fromEntries(plan.requests.map((r) => [r.name, []]));
const errors = Object.fromEntries(plan.requests.map((r) => [r.name, []]));
// `alternate`: the plan is pairs compared with each other, and odd rounds send each pair's second request first, so
// each goes first half the time (the second found the rows the first had just read in the cache: 15 ms against 30).
const swapped = [];
for (let i = 0; i < plan.requests.length; i += 2) swapped.push(...plan.requests.slice(i, i + 2).reverse());
for (let round = 0; round < plan.warmup + plan.rounds; round++) {
  for (const req of plan.alternate && round % 2 ? swapped : plan.requests) {
    const res = await send(req);
    if (res.status !== (req.expect ?? 200)) {
      if (errors[req.name].length < 3) errors[req.name].push(`${res.status} ${res.text.slice(0, 200)}`);
      continue;
    }
    if (round >= plan.warmup) samples[req.name].push(res.ms);
  }
}
const out = {};
for (const [name, list] of Object.entries(samples)) {
  const s = list.sort((a, b) => a - b);
  out[name] = { p50: pct(s, 50), p95: pct(s, 95), n: s.length, errors: errors[name], ...(plan.samples ? { samples: s } : {}) };
}
process.stdout.write(JSON.stringify(out));
agent.destroy();
