import type { Kysely } from 'kysely';
import type { DB } from '../schema.js';

/**
 * Who the demo seeders act as: demo data is written outside any request, so the server's first user and the
 * platform administrator stand in for the signed-in callers.
 */
export async function demoParties(db: Kysely<DB>, serverPk: number) {
  const operator = await db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('server_id', '=', serverPk)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const admin = await db
    .selectFrom('users')
    .select(['id as userId', 'email'])
    .where('role', '=', 'admin')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { operator, admin };
}
