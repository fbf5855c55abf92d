import { type Kysely, sql } from 'kysely';

/**
 * Team roles (DESIGN §10): each server's operator becomes its `owner`, the platform administrator `admin`. The
 * column's old default stays (SQLite cannot change one in place); every insert names its role.
 */
export function teamRoles() {
  return {
    async up(db: Kysely<unknown>) {
      await sql`update users set role = 'admin' where role = 'ROLE_ADMIN'`.execute(db);
      await sql`update users set role = 'owner' where role = 'ROLE_USER'`.execute(db);
    },
  };
}
