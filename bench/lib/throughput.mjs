// Throughput (its own process): autocannon against one URL; prints `{ rps, p50, p99, errors, non2xx }`.
import autocannon from 'autocannon';

const [url, seconds, connections, headers] = [
  process.argv[2],
  Number(process.argv[3]),
  Number(process.argv[4]),
  JSON.parse(process.argv[5] ?? '{}'),
];
const r = await autocannon({ url, duration: seconds, connections, headers, pipelining: 1 });
process.stdout.write(
  JSON.stringify({
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    total: r.requests.total,
  }),
);
