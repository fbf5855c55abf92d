import { likeContains } from '@konsol/contract';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { isPostgres } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

/**
 * Shared pieces of the platform's server-paged lists. Search is "contains", case-insensitive, with the LIKE
 * wildcards of the search text escaped. SQLite's LIKE already ignores case (and is twice as fast without
 * lower() on a million rows); PostgreSQL uses ILIKE.
 */
export function containsAny(db: Kysely<DB>, columns: readonly string[], term: string): RawBuilder<SqlBool> {
  const pattern = likeContains(term);
  const op = isPostgres(db) ? sql`ilike` : sql`like`;
  return sql<SqlBool>`(${sql.join(
    columns.map((c) => sql`${sql.ref(c)} ${op} ${pattern} escape '!'`),
    sql` or `,
  )})`;
}

/** Rows to skip for a zero-based page. */
export const offsetOf = (q: { page: number; size: number }) => q.page * q.size;

/** Splits a list into chunks (bound parameters per statement stay well under both databases' limits). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** True when the error is a unique-constraint violation (SQLite or PostgreSQL). */
export const isUniqueViolation = (err: unknown) => /unique|duplicate key/i.test(String((err as Error)?.message ?? ''));
