import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, type SqliteDatabase, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

const postgres = new WeakMap<object, boolean>();
/** Whether a Kysely instance talks to PostgreSQL (remembered per instance). */
export function isPostgres(db: Kysely<DB>): boolean {
  let v = postgres.get(db);
  if (v === undefined) {
    v = db.getExecutor().adapter instanceof PostgresAdapter;
    postgres.set(db, v);
  }
  return v;
}

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
  /** PostgreSQL's connection pool, for the metrics. */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
}

// COUNT(*) and BIGINT money come back from pg as strings; rupiah amounts fit well inside 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to work in (tests give each suite its own). */
  schema?: string;
  sqliteFile?: string;
}

/** Opens SQLite in DATA_DIR (WAL, synchronous=FULL, foreign keys) or PostgreSQL when a URL is given. */
export function openDatabase(opts: DatabaseOptions): Database {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    });
    // A dropped connection must not crash the process; the next query gets a fresh one. The pool listens only to
    // idle clients: a checked-out client whose connection is terminated emits 'error' too, which would be an
    // uncaught exception. Its query fails (503 in the errors plugin) and the pool drops it when it is released.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy(), pool };
  }
  const file = opts.sqliteFile ?? path.join(opts.dataDir, 'konsol.sqlite');
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: reusingStatements(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely prepares every query again on SQLite, which costs as much as running a small one (issue #7: a third of a
 * list page's database time). The queries are few and their SQL text repeats (values are bound parameters), so
 * the prepared statements are kept, the least recently used dropped past `max`. Safe to share: Kysely runs one
 * query at a time on its single SQLite connection (a mutex), and SQLite prepares a kept statement again by
 * itself after a schema change.
 */
export function reusingStatements(sqlite: SQLite.Database, max = 1000): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = kept.get(text);
      if (statement) {
        kept.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (kept.size >= max) kept.delete(kept.keys().next().value as string);
      }
      kept.set(text, statement);
      return statement;
    },
  };
}

export async function ping(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
