import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { startMailPeer } from './support/mail-peer';
import { repoRoot, serverMain, webDist, webIndex } from './support/paths';

function freePort(): Promise<number> {
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

/** Logs an account in through the API and writes a Playwright storage state holding its token. */
async function writeStorageState(baseURL: string, email: string, password: string, file: string) {
  const res = await fetch(`${baseURL}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { token?: string; msg?: string };
  if (!res.ok || !body.token) throw new Error(`login of ${email} failed in the global setup: ${res.status} ${body.msg}`);
  writeFileSync(
    file,
    JSON.stringify({ cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'token', value: body.token }] }] }),
  );
}

/**
 * Starts what the browser specs run against: a real SMTP peer that keeps every mail as a JSON file, and the BUILT
 * server (`node apps/server/dist/main.js`) on a free port with a fresh DATA_DIR and the demo data. Workers read
 * the address and the mail folder from the environment.
 */
export default async function globalSetup(_config: FullConfig) {
  for (const [file, build] of [
    [serverMain, 'npx tsc -b packages/contract apps/server'],
    [webIndex, 'npm run build -w apps/web'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${path.relative(repoRoot, file)} is missing: run \`${build}\` (or \`npm run build\`) first`);
  }

  const tmp = mkdtempSync(path.join(tmpdir(), 'konsol-e2e-'));
  const mailDir = path.join(tmp, 'mails');
  const peer = await startMailPeer(mailDir);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(tmp, 'server.log');
  const log = createWriteStream(logFile);

  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmp,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'data'),
      SEED_DEMO: 'true',
      SMTP_URL: peer.url,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  try {
    await waitForHealth(baseURL, child, logFile);
    process.env.KONSOL_E2E_URL = baseURL;
    process.env.KONSOL_E2E_MAIL_DIR = mailDir;
    for (const [role, account] of Object.entries(ACCOUNTS)) {
      const file = path.join(tmp, `state-${role}.json`);
      await writeStorageState(baseURL, account.email, account.password, file);
      process.env[`KONSOL_E2E_STATE_${role.toUpperCase()}`] = file;
    }
  } catch (err) {
    child.kill('SIGKILL');
    await peer.close();
    throw err;
  }

  return async () => {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
    await peer.close();
    log.end();
    if (!process.env.KONSOL_E2E_KEEP) rmSync(tmp, { recursive: true, force: true });
  };
}
