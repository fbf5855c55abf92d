import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createTestSchema } from './pg-schema.js';
import { type SmtpPeer, startSmtpPeer } from './smtp-peer.js';

/** Which database the API tests run on: SQLite always; PostgreSQL in the `postgres` project (TEST_DATABASE_URL). */
export const testDialect = process.env.KONSOL_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export type TestApp = Awaited<ReturnType<typeof buildApp>> & { smtp: SmtpPeer; dataDir: string };

/**
 * The real application on a fresh database (a temp SQLite file, or a new PostgreSQL schema), with a real SMTP
 * peer on loopback receiving its mail. Close it with `closeTestApp`.
 */
export async function createTestApp(env: Record<string, string> = {}, opts: { logger?: object } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'konsol-test-'));
  const smtp = await startSmtpPeer();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    PUBLIC_URL: 'https://konsol.test',
    SMTP_URL: smtp.url,
    WEB_DIST: path.join(dataDir, 'no-web'),
    JOBS_POLL_MS: '50',
    JOBS_RETRY_MS: '50',
    ...env,
  });
  let schema: string | undefined;
  let databaseUrl: string | undefined;
  if (testDialect === 'postgres') {
    databaseUrl = process.env.TEST_DATABASE_URL;
    if (!databaseUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
    schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await createTestSchema(client, schema);
    await client.end();
  }
  const database = openDatabase({ dataDir, databaseUrl, schema });
  const app = await buildApp({ config, database, logger: opts.logger ?? false });
  const t = app as TestApp;
  t.smtp = smtp;
  t.dataDir = dataDir;
  app.addHook('onClose', async () => {
    await database.close();
    await smtp.close();
    if (schema && databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  await app.ready();
  return t;
}
