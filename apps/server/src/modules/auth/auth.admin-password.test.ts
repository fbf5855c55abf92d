import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createStore, ensureBuilt, type Running, type Store, startServer } from '../../test/hardening/faults-server.js';

// The start names the accounts but never a password; the built-in administrator password is a warning, and that
// account must choose a new one before it can do anything else. Runs the built server, as a newcomer starts it.

const ADMIN = 'admin@konsol.local';
const DEMO_PASSWORDS = ['admin12345', 'demo12345', 'mitra12345'];
const signIn = async (s: Running, password: string) => {
  const r = await call(`${s.url}/api/auth/authenticate`, { body: { email: ADMIN, password } });
  expect(r.status, r.text).toBe(200);
  return { authorization: `Bearer ${r.json.token}` };
};

const WARNING = /built-in default password: it must choose a new one/;
/**
 * What a start printed: the server answers /api/health as soon as it listens, and its banner and warning can reach
 * this process a moment later. Waits for the banner's last line (or `until`), then a little more for a log line.
 */
async function startOutput(s: Running, until = /Accounts \(passwords/) {
  await vi.waitFor(() => expect(s.output()).toMatch(until), { timeout: 10_000, interval: 25 });
  await new Promise((r) => setTimeout(r, 500));
  return s.output();
}

describe('the administrator password at start', () => {
  const stores: Store[] = [];
  const running: Running[] = [];
  const start = async (store: Store, env: Record<string, string>) => {
    const s = await startServer(store, { LOG_LEVEL: 'info', ...env });
    running.push(s);
    return s;
  };
  const stop = async (s: Running) => {
    s.kill('SIGTERM');
    await s.exited;
  };
  beforeAll(() => ensureBuilt(), 300_000);
  afterAll(async () => {
    for (const s of running) if (s.proc.exitCode === null) s.kill('SIGKILL');
    for (const store of stores) {
      await store.drop();
      rmSync(store.dataDir, { recursive: true, force: true });
    }
  });

  it('with the built-in default: no password printed, a warning, and a forced change before anything else', async () => {
    const store = await createStore();
    stores.push(store);
    const first = await start(store, { SEED_DEMO: 'true' });
    const out = await startOutput(first, WARNING);
    expect(out).toContain(ADMIN);
    expect(out).toContain('demo@konsol.local');
    for (const p of DEMO_PASSWORDS) expect(out, `the start prints ${p}`).not.toContain(p);
    expect(out).toMatch(WARNING);

    const headers = await signIn(first, 'admin12345');
    const me = await call(`${first.url}/api/getme`, { headers });
    expect(me.json.data.mustChangePassword).toBe(true);
    for (const url of ['/api/admin/mitra', '/api/admin/approvals', '/api/backoffice/console/dashboard']) {
      const r = await call(`${first.url}${url}`, { headers });
      expect(r.status, url).toBe(403);
      expect(r.json.msg, url).toBe('Choose a new password before you continue: this account still has the built-in one');
    }
    const changed = await call(`${first.url}/api/password/changepass`, {
      headers,
      body: { password: 'admin12345', newpassword: 'a-new-admin-pass', confpassword: 'a-new-admin-pass' },
    });
    expect(changed.status, changed.text).toBe(200);
    const fresh = { authorization: `Bearer ${changed.json.data.token}` };
    expect((await call(`${first.url}/api/getme`, { headers: fresh })).json.data.mustChangePassword).toBe(false);
    expect((await call(`${first.url}/api/admin/mitra`, { headers: fresh })).status).toBe(200);
    await stop(first);

    // The next start with the same (default) configuration finds the password changed: no warning, no block.
    const second = await start(store, { SEED_DEMO: 'true' });
    const again = await startOutput(second);
    expect(again).not.toMatch(/built-in default password/);
    for (const p of [...DEMO_PASSWORDS, 'a-new-admin-pass']) expect(again).not.toContain(p);
    expect((await call(`${second.url}/api/admin/mitra`, { headers: await signIn(second, 'a-new-admin-pass') })).status).toBe(200);
    await stop(second);
  }, 120_000);

  it('with ADMIN_PASSWORD set: not printed, no warning, nothing to change', async () => {
    const store = await createStore();
    stores.push(store);
    const s = await start(store, { ADMIN_PASSWORD: 'my-own-secret-77' });
    const out = await startOutput(s);
    expect(out).not.toContain('my-own-secret-77');
    expect(out).not.toMatch(/built-in default password/);
    const headers = await signIn(s, 'my-own-secret-77');
    expect((await call(`${s.url}/api/getme`, { headers })).json.data.mustChangePassword).toBe(false);
    expect((await call(`${s.url}/api/admin/mitra`, { headers })).status).toBe(200);
    await stop(s);
  }, 120_000);
});
