import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, serverMain, webDist } from './paths';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}; see ${logFile}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs} ms; see ${logFile}`);
}

/**
 * The BUILT server (`node apps/server/dist/main.js`) on a free port with a fresh DATA_DIR in `tmp` (made when not
 * given), `env` on top; resolves once it answers /api/health. `stop()` ends it (and removes a `tmp` it made).
 */
export async function startBuiltServer(env: Record<string, string>, tmp?: string) {
  const dir = tmp ?? mkdtempSync(path.join(tmpdir(), 'konsol-e2e-own-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(dir, 'server.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const stop = async () => {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
    log.end();
    if (!tmp && !process.env.KONSOL_E2E_KEEP) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, child, logFile);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return { baseURL, stop };
}
