import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { randomToken } from '../../lib/crypto.js';
import { jwtService } from '../../lib/jwt.js';
import { nowIso } from '../../lib/time.js';
import { insertTenant, sessionFor } from '../factories.js';
import { createTestSchema } from '../pg-schema.js';
import { testDialect } from '../test-app.js';

/**
 * The BUILT server (`apps/server/dist/main.js`) as a child process, for the fault and several-instance suites:
 * a database of its own (a temp SQLite directory or a fresh PostgreSQL schema), sessions minted straight into it
 * (no login round trips, which are rate-limited), start/kill/SIGTERM.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '../../..');
const repoRoot = path.resolve(serverRoot, '../..');
export const builtMain = path.join(serverRoot, 'dist/main.js');
export const JWT_SECRET = 'hardening-secret-hardening-secret-0123456789';
export const WEBHOOK_SECRET = 'konsol-sandbox-webhook-secret';

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test') newest = Math.max(newest, newestSource(file));
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      newest = Math.max(newest, statSync(file).mtimeMs);
    }
  }
  return newest;
}

/** Builds the server when dist/main.js is missing or older than its sources (`npm test` builds first anyway). */
export function ensureBuilt(): void {
  const missing = !existsSync(builtMain);
  if (!missing && statSync(builtMain).mtimeMs >= newestSource(path.join(serverRoot, 'src'))) return;
  const r = spawnSync('npx', ['tsc', '-b', 'packages/contract', 'apps/server'], { cwd: repoRoot, encoding: 'utf8', timeout: 300_000 });
  if (r.status !== 0 && !missing && existsSync(builtMain)) {
    console.warn(`[hardening] rebuilding the server failed; running the existing ${builtMain}:\n${r.stdout}${r.stderr}`);
    return;
  }
  if (r.status !== 0 || !existsSync(builtMain)) {
    throw new Error(
      `the fault suites run the built server ${builtMain}; building it failed (run \`npm run build\`):\n${r.stdout}\n${r.stderr}`,
    );
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface Store {
  dataDir: string;
  /** DATABASE_URL for the server (PostgreSQL: with its own schema in `options`), undefined on SQLite. */
  databaseUrl?: string;
  schema?: string;
  sqliteFile: string;
  /** Opens the store's database from the test process. */
  open(): ReturnType<typeof openDatabase>;
  drop(): Promise<void>;
}

/** A fresh database for the spawned servers, on the dialect of the vitest project. */
export async function createStore(): Promise<Store> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'konsol-faults-'));
  const sqliteFile = path.join(dataDir, 'konsol.sqlite');
  if (testDialect !== 'postgres') {
    return { dataDir, sqliteFile, open: () => openDatabase({ dataDir }), drop: async () => {} };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const schema = `h_${process.pid}_${randomToken(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await createTestSchema(client, schema);
  await client.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  url.searchParams.set('application_name', `konsol_${schema}`);
  return {
    dataDir,
    sqliteFile,
    schema,
    databaseUrl: url.toString(),
    open: () => openDatabase({ dataDir, databaseUrl: base, schema }),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

export interface Party {
  serverPk: number;
  serverCode: string;
  userId: number;
  email: string;
  headers: Record<string, string>;
}

/** Migrates the store and mints a tenant operator and a platform administrator with live sessions. */
export async function seedParties(store: Store): Promise<{ tenant: Party; admin: Party }> {
  const database = store.open();
  const { db } = database;
  try {
    await migrateToLatest(db, database.dialect);
    const jwt = jwtService(JWT_SECRET, 24 * 3600);
    const party = async (role: string): Promise<Party> => {
      const t = await insertTenant({ db, passwordHash: async () => 'x' }, { role, prefix: 'F' });
      const token = await sessionFor(db, jwt, t.userId);
      return {
        serverPk: t.serverPk,
        serverCode: t.serverCode,
        userId: t.userId,
        email: t.email,
        headers: { authorization: `Bearer ${token}` },
      };
    };
    return { tenant: await party('owner'), admin: await party('admin') };
  } finally {
    await database.close();
  }
}

export interface Running {
  proc: ChildProcess;
  url: string;
  port: number;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  output(): string;
  kill(signal?: NodeJS.Signals): void;
}

/**
 * Starts the built server on the store and waits until /api/health answers 200; on `port` when given (a restart
 * behind a load balancer that knows the address).
 */
export async function startServer(store: Store, env: Record<string, string> = {}, port?: number): Promise<Running> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  let out = '';
  const proc = spawn(process.execPath, [builtMain], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: store.dataDir,
      ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
      PUBLIC_URL: url,
      JWT_SECRET,
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SEED_DEMO: 'false',
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(store.dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (c) => {
    out += c;
  });
  proc.stderr?.on('data', (c) => {
    out += c;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (gone) throw new Error(`the built server exited during start:\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`the built server did not answer /api/health within 30 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { proc, url, port, exited, output: () => out, kill: (signal = 'SIGKILL') => proc.kill(signal) };
}

/** A fetch that never throws: network failures come back as status 0 with the error's code. A Buffer body is sent as is. */
export async function call(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown; timeoutMs?: number } = {},
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, checked by the tests
): Promise<{ status: number; json: any; text: string; headers: Headers | null; error?: string; ms: number }> {
  const started = Date.now();
  try {
    const res = await fetch(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body:
        init.body === undefined
          ? undefined
          : typeof init.body === 'string'
            ? init.body
            : Buffer.isBuffer(init.body)
              ? new Uint8Array(init.body)
              : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text, headers: res.headers, ms: Date.now() - started };
  } catch (err) {
    const e = err as { cause?: { code?: string }; name?: string; message?: string };
    return { status: 0, json: undefined, text: '', headers: null, error: e.cause?.code ?? e.name ?? e.message, ms: Date.now() - started };
  }
}

/** Signs a payment callback as the sandbox provider does. */
export const signPayment = (payload: string) => createHmac('sha256', WEBHOOK_SECRET).update(payload).digest('hex');

/** Puts `amount` in a party's wallet: a cash-in on `url`, paid by the provider's signed callback on `paidAt`. */
export async function fundWallet(url: string, party: Party, amount: number, paidAt = url): Promise<void> {
  const cashin = await call(`${url}/api/wallet/cashin`, { headers: party.headers, body: { channel: 'VA-BCA', amount } });
  if (cashin.status !== 200) throw new Error(`cash-in refused: ${cashin.status} ${cashin.text}`);
  const payload = JSON.stringify({
    event: 'va.paid',
    va: cashin.json.data.va,
    amount: cashin.json.data.total,
    reff: `I-${randomToken(8)}`,
    paid_at: nowIso(),
  });
  const paid = await call(`${paidAt}/api/payments/callback`, { body: payload, headers: { 'x-signature': signPayment(payload) } });
  if (paid.json?.data?.outcome !== 'applied') throw new Error(`payment callback not applied: ${paid.status} ${paid.text}`);
}

/** A bank account of the party's server, verified, to cash out to; answers its id. */
export async function verifiedBank(store: Store, serverPk: number): Promise<number> {
  const database = store.open();
  try {
    const bank = await database.db
      .insertInto('wallet_banks')
      .values({
        server_id: serverPk,
        bankid: 1,
        bank: 'BCA',
        accountno: '1234567890',
        accountname: 'Budi Santoso',
        status: 1,
        reason: null,
        verified_at: nowIso(),
        verified_by: null,
        created_at: nowIso(),
        updated_at: nowIso(),
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return bank.id;
  } finally {
    await database.close();
  }
}
