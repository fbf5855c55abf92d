import type { Kysely } from 'kysely';

/**
 * A user who must choose a new password before anything else: the platform administrator while the built-in
 * default password is in use (issue #24). Changing or resetting the password clears it.
 */
export function passwordChange() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
