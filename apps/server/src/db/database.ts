import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import {
  type DatabaseIntrospector,
  Kysely,
  type LimitNode,
  PostgresAdapter,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  SqliteDialect,
  SqliteQueryCompiler,
  type SqliteStatement,
  sql,
  type TableMetadata,
} from 'kysely';
import pg from 'pg';
import { prepared } from './prepared.js';
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
    const db = new Kysely<DB>({ dialect: new OneSchemaPostgresDialect({ pool: namingStatements(pool) }) });
    return { db, dialect: 'postgres', close: () => db.destroy(), pool };
  }
  const file = opts.sqliteFile ?? path.join(opts.dataDir, 'konsol.sqlite');
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = openSqlite(file);
  sqlite.exec('pragma journal_mode = WAL');
  sqlite.exec('pragma synchronous = FULL');
  sqlite.exec('pragma foreign_keys = ON');
  sqlite.exec('pragma busy_timeout = 5000');
  keepSamplesWhereNeeded(sqlite);
  const db = new Kysely<DB>({ dialect: new KeptPlansDialect({ database: reusingStatements(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely's migrator asks whether its tables exist by listing every table of every schema, which fails when another
 * schema is dropped meanwhile (another app's on the same database, a finished test suite's). Konsol works in one
 * schema, its search path's first: only that one is looked at.
 */
class OneSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    const tables = async (): Promise<TableMetadata[]> =>
      (
        await sql<{ name: string; schema: string; view: boolean }>`select c.relname as name, n.nspname as schema,
          c.relkind = 'v' as view from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm')`.execute(db)
      ).rows.map((t) => ({ name: t.name, schema: t.schema, isView: t.view, columns: [] }));
    return {
      getSchemas: async () =>
        (await sql<{ name: string | null }>`select current_schema() as name`.execute(db)).rows.flatMap((r) =>
          r.name ? [{ name: r.name }] : [],
        ),
      // Names only: the migrator is the one reader.
      getTables: tables,
      getMetadata: async () => ({ tables: await tables() }),
    };
  }
}

/**
 * node-postgres sends a query unnamed unless told otherwise, and PostgreSQL then parses and plans it again on every
 * run, which for a list page's small statements costs about as much as running them. Each distinct SQL text with
 * parameters gets a name, so a connection parses it once and PostgreSQL may keep its plan (after five runs, a
 * generic plan when it costs no more than the custom ones). Values are always parameters, so the texts are few;
 * past `max` texts the others go unnamed. Unnamed too: a search (`ilike`), planned for its pattern each time, as a
 * generic plan cannot tell a rare term from a common one; and a text without parameters, which goes by the simple
 * protocol (migrations send several statements at once). A kept statement fails if its result's columns change
 * under it, so statements name their columns: no `select *` (a migration adding a column, during a rolling deploy).
 */
function namingStatements(pool: pg.Pool, max = 1000): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < max) {
      name = `konsol_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  // One wrapper per pooled connection, so Kysely keeps one connection object for each too: a new one per query
  // piled up in Kysely's WeakMap until a full collection (a health check's CPU: 47 µs against 42).
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    // node-postgres's callback form: with its promise form every result stayed reachable long enough to reach the
    // old generation (1,000,000 rows read in batches of 1,000 promoted 277 MB, which only full collections freed).
    const query = (text: string, values: readonly unknown[]) =>
      new Promise<pg.QueryResult>((resolve, reject) =>
        client.query(
          { name: values.length && !text.includes(' ilike ') ? nameOf(text) : undefined, text, values: [...values] },
          (err: Error | undefined, result: pg.QueryResult) => (err ? reject(err) : resolve(result)),
        ),
      );
    // only Kysely's first overload: its other one takes a cursor, for streams, which this dialect is not given;
    // `release` is looked up on each call: the pool gives a client a new one each time it lends it
    return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

/**
 * A kept statement is only worth keeping if SQLite does not plan it again on each run. It does when a LIMIT is a
 * bare parameter (its value may change the plan), so the limit is bound as `cast(? as integer)`: one plan for
 * every page size (a menus page's statement: 36 µs against 70 µs).
 */
class KeptPlansCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode) {
    this.append('limit cast(');
    this.visitNode(node.limit);
    this.append(' as integer)');
  }
}

/**
 * After `ANALYZE`, SQLite plans every statement that compares an indexed column with a parameter again on each run,
 * to look its value up in `sqlite_stat4`'s samples: the session lookup took 29 µs instead of 5. Only the two dated
 * lists need them, to see when a range holds most of the rows (a million-row wallet page took 420 ms without):
 * every other table's samples are dropped when the database is opened. `sqlite_stat1` stays whole.
 */
const SAMPLED_TABLES = ['wallet_ledger', 'tokensms_history'];
function keepSamplesWhereNeeded(sqlite: SqliteFile) {
  const stat4 = sqlite.prepare("select 1 from sqlite_schema where name = 'sqlite_stat4'").all([]);
  if (!stat4.length) return;
  sqlite.prepare(`delete from sqlite_stat4 where tbl not in (${SAMPLED_TABLES.map(() => '?').join(', ')})`).run(SAMPLED_TABLES);
  // reloads the statistics this connection plans with
  sqlite.exec('analyze sqlite_schema');
}

class KeptPlansDialect extends SqliteDialect {
  override createQueryCompiler() {
    return new KeptPlansCompiler();
  }
}

/**
 * Kysely prepares every query again on SQLite, which costs as much as running a small one (issue #7: a third of a
 * list page's database time). The queries are few and their SQL text repeats (values are bound parameters), so
 * the prepared statements are kept, the least recently used dropped past `max`. Safe to share: Kysely runs one
 * query at a time on its single SQLite connection (a mutex), and SQLite prepares a kept statement again by
 * itself after a schema change.
 */
export function reusingStatements(sqlite: SqliteFile, max = 1000): SqliteDatabase {
  const kept = new Map<string, SqliteStatement>();
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

/** One SQLite connection, on whichever driver this Node.js runs (`openSqlite`), in Kysely's statement shape. */
export interface SqliteFile extends SqliteDatabase {
  exec(sql: string): void;
}

const require = createRequire(import.meta.url);
// better-sqlite3 12, the last that builds on Node 20, aborts on Node 24 (docs/decisions.md); `node:sqlite` is
// missing on 20 and behind a flag on 22.12. So better-sqlite3 below 24, `node:sqlite` from 24.
const builtInSqlite = Number(process.versions.node.split('.')[0]) >= 24;

/**
 * Opens a SQLite file: better-sqlite3 on Node 20 and 22, `node:sqlite` from Node 24. No pragmas are set. Both
 * bind numbers as REAL and return integers as numbers; `node:sqlite`'s rows have a null prototype (the same JSON)
 * and its blobs are Uint8Array, not Buffer (none of Konsol's columns holds one). An integer past 2^53, which
 * better-sqlite3 rounds, is an error on `node:sqlite`: Konsol's columns stay far below (FTS5's own pages do not).
 */
export function openSqlite(file: string): SqliteFile {
  if (!builtInSqlite) {
    const SQLite = require('better-sqlite3') as typeof BetterSqlite3;
    return new SQLite(file);
  }
  const { DatabaseSync } = require('node:sqlite') as { DatabaseSync: new (file: string) => NodeSqlite };
  const sqlite = new DatabaseSync(file);
  return {
    exec: (text) => coded(() => sqlite.exec(text)),
    close: () => sqlite.close(),
    prepare(text) {
      const statement = coded(() => sqlite.prepare(text));
      return {
        reader: statement.columns().length > 0,
        all: (params) => coded(() => statement.all(...bindable(params))),
        run: (params) => coded(() => statement.run(...bindable(params))),
        iterate: (params) => coded(() => statement.iterate(...bindable(params))),
      };
    },
  };
}

// better-sqlite3's `code` for the results Konsol tells apart (lib/errors.ts: unique; plugins/errors.ts: busy);
// node:sqlite says ERR_SQLITE_ERROR and puts SQLite's extended result code in `errcode`.
const SQLITE_CODES = new Map([
  [5, 'SQLITE_BUSY'],
  [1555, 'SQLITE_CONSTRAINT_PRIMARYKEY'],
  [2067, 'SQLITE_CONSTRAINT_UNIQUE'],
]);

function coded<T>(call: () => T): T {
  try {
    return call();
  } catch (err) {
    const code = SQLITE_CODES.get((err as { errcode?: number } | null)?.errcode as number);
    if (code) (err as { code: string }).code = code;
    throw err;
  }
}

/** The part of `node:sqlite` used here (the @types/node of Node 20 has none). */
interface NodeSqlite {
  exec(sql: string): void;
  close(): void;
  prepare(sql: string): {
    columns(): unknown[];
    all(...params: unknown[]): unknown[];
    run(...params: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
    iterate(...params: unknown[]): IterableIterator<unknown>;
  };
}

/** better-sqlite3 binds `undefined` as NULL; `node:sqlite` refuses it. */
function bindable(params: ReadonlyArray<unknown>): ReadonlyArray<unknown> {
  return params.includes(undefined) ? params.map((v) => (v === undefined ? null : v)) : params;
}

// The readiness probe's statement, built once: balancers ask for it every few seconds on every instance.
const pingQuery = prepared((db: Kysely<DB>) => db.selectNoFrom(sql<number>`1`.as('one')));

export async function ping(db: Kysely<DB>): Promise<void> {
  await pingQuery.all(db);
}
