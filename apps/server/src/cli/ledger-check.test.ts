import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensmsRepository } from '../modules/tokensms/tokensms.repository.js';
import { createTenant } from '../test/factories.js';
import { fundWallet, otpFor, verifiedAccount } from '../test/money-fixtures.js';
import { createTestApp, type TestApp, testDialect } from '../test/test-app.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');

describe('npm run ledger:check', () => {
  let app: TestApp;
  let env: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp();
    env = { DATA_DIR: app.dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) };
    if (testDialect === 'postgres') {
      const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(app.ctx.db);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.searchParams.set('options', `-c search_path=${rows[0]!.s}`);
      env.DATABASE_URL = url.toString();
    }
  });
  afterAll(() => app.close());

  /** Runs the command's source on the test database; resolves with its exit code and output. */
  function run(): Promise<{ code: number | null; out: string }> {
    return new Promise((resolve) => {
      const child = spawn(
        process.execPath,
        [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--conditions=konsol-src', path.join(here, 'ledger-check.ts')],
        {
          env: { PATH: process.env.PATH ?? '', ...env },
        },
      );
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('close', (code) => resolve({ code, out }));
    });
  }

  it('passes on real activity, exits 1 naming the difference when a balance disagrees with its ledger', async () => {
    const t = await createTenant(app);
    await fundWallet(app, t, 120_000);
    const bankId = await verifiedAccount(app, t);
    const co = await app.inject({
      method: 'POST',
      url: '/api/wallet/cashout',
      headers: t.headers,
      payload: { id: bankId, amount: 20_000, otp: await otpFor(app, t, 'cash_out') },
    });
    expect(co.statusCode).toBe(200);

    const ok = await run();
    expect(ok.out).toMatch(/ledger:check OK/);
    expect(ok.code).toBe(0);

    await app.ctx.db.updateTable('wallets').set({ balance: 100_001 }).where('server_id', '=', t.serverPk).execute();
    const bad = await run();
    expect(bad.code).toBe(1);
    expect(bad.out).toContain(`server ${t.serverPk} balance [field]: expected 100000, found 100001`);

    await app.ctx.db.updateTable('wallets').set({ balance: 100_000 }).where('server_id', '=', t.serverPk).execute();
    expect((await run()).code).toBe(0);
  }, 60_000);

  it('ledger rows cannot be changed or removed', async () => {
    await expect(app.ctx.db.updateTable('wallet_ledger').set({ credit: 0 }).execute()).rejects.toThrow(/append-only/);
    await expect(app.ctx.db.deleteFrom('wallet_ledger').execute()).rejects.toThrow(/append-only/);
    const t = await createTenant(app);
    const tokens = tokensmsRepository(app.ctx.db);
    await app.ctx.db.transaction().execute(async (trx) => {
      await tokens.ensureBalance(trx, t.serverPk);
      await tokens.move(trx, t.serverPk, 10, { type: 'test', id: 1, description: 'test credit' });
    });
    await expect(app.ctx.db.updateTable('tokensms_ledger').set({ credit: 99 }).execute()).rejects.toThrow(/append-only/);
    await expect(app.ctx.db.deleteFrom('tokensms_ledger').execute()).rejects.toThrow(/append-only/);
  });
});
