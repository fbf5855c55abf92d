import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

/** Adds an auto-increment integer primary key named `id`, in each dialect's own words. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Money and large counts: BIGINT on PostgreSQL (SQLite integers are 64-bit already). */
export const money = (dialect: Dialect) => (dialect === 'postgres' ? 'bigint' : 'integer');

export const notNullDefault =
  (value: string | number) =>
  (c: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    c.notNull().defaultTo(value);

const TRANSITION = {
  insert: 'new table as inserted',
  delete: 'old table as deleted',
  update: 'old table as deleted new table as inserted',
} as const;

/**
 * PostgreSQL: a function `name` running `body` (PL/pgSQL reading the changed rows as `inserted` and `deleted`) once
 * per statement that makes `event` on `table`, and its trigger of the same name.
 */
export async function statementTrigger(
  db: Kysely<unknown>,
  name: string,
  event: keyof typeof TRANSITION,
  table: string,
  body: string,
): Promise<void> {
  await sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`).execute(db);
  await sql
    .raw(
      `create trigger ${name} after ${event} on ${table} referencing ${TRANSITION[event]}
       for each statement execute function ${name}()`,
    )
    .execute(db);
}
