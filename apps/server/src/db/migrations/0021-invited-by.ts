import type { Kysely } from 'kysely';

/**
 * Who invited a team member (issue #42): the invitation page names the inviter before the invitee accepts. Null
 * for everyone invited before, and for those who registered themselves.
 */
export function invitedBy() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('invited_by', 'integer').execute();
    },
  };
}
