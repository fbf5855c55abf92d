import type pg from 'pg';

/**
 * Creates a test suite's own PostgreSQL schema. The database's pg_trgm (migration 0009) is created first in
 * `public`, once for every suite: created by a suite's migration it would live in that suite's schema and go
 * with it (`drop schema … cascade`), taking the trigram indexes of the suites still running.
 */
export async function createTestSchema(client: pg.Client, schema: string): Promise<void> {
  try {
    await client.query('create extension if not exists pg_trgm schema public');
  } catch (err) {
    // Two suites creating it at once: one of them loses the race, and finds it created.
    const found = await client.query("select 1 from pg_extension where extname = 'pg_trgm'");
    if (!found.rowCount) throw err;
  }
  await client.query(`create schema ${schema}`);
}
