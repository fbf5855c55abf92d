import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { startMailPeer } from './support/mail-peer';
import { startBuiltServer } from './support/own-server';
import { repoRoot, serverMain, webIndex } from './support/paths';

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
  // ADMIN_PASSWORD is set: the built-in default would have to be changed at the first sign-in (admin-password.spec).
  let server: Awaited<ReturnType<typeof startBuiltServer>>;
  try {
    // TRUST_PROXY: each test is a client of its own address (support/test.ts), as behind a balancer.
    server = await startBuiltServer(
      // WEBHOOK_ALLOW_HOSTS: the webhook specs' receiver listens on loopback.
      {
        SEED_DEMO: 'true',
        SMTP_URL: peer.url,
        ADMIN_PASSWORD: ACCOUNTS.admin.password,
        TRUST_PROXY: 'true',
        WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
      },
      tmp,
    );
  } catch (err) {
    await peer.close();
    throw err;
  }
  const { baseURL } = server;

  try {
    process.env.KONSOL_E2E_URL = baseURL;
    process.env.KONSOL_E2E_MAIL_DIR = mailDir;
    for (const [role, account] of Object.entries(ACCOUNTS)) {
      const file = path.join(tmp, `state-${role}.json`);
      await writeStorageState(baseURL, account.email, account.password, file);
      process.env[`KONSOL_E2E_STATE_${role.toUpperCase()}`] = file;
    }
  } catch (err) {
    await server.stop();
    await peer.close();
    throw err;
  }

  return async () => {
    await server.stop();
    await peer.close();
    if (!process.env.KONSOL_E2E_KEEP) rmSync(tmp, { recursive: true, force: true });
  };
}
