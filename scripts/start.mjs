#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then runs the server (which migrates,
// seeds an empty database and serves the console, the API and the OpenAPI docs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const stale = (output, ...sources) =>
  !existsSync(output) || statSync(output).mtimeMs < Math.max(...sources.map((s) => newest(path.join(root, s))));

function run(label, args) {
  console.log(`> building ${label}…`);
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const contractOut = path.join(root, 'packages/contract/dist/index.js');
const serverOut = path.join(root, 'apps/server/dist/main.js');
const webOut = path.join(root, 'apps/web/dist/index.html');

if (stale(contractOut, 'packages/contract/src') || stale(serverOut, 'apps/server/src', 'packages/contract/src')) {
  run('server', ['run', 'build', '-w', 'packages/contract', '-w', 'apps/server']);
}
if (stale(webOut, 'apps/web/src', 'apps/web/index.html', 'packages/contract/src')) {
  run('web app', ['run', 'build', '-w', 'apps/web']);
}

const child = spawn(process.execPath, [serverOut], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
