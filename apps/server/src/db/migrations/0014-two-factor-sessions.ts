import type { Kysely } from 'kysely';

/**
 * Two-factor sign-in, devices and the own account (DESIGN §10): a user's TOTP key (sealed), the last time step a
 * code was accepted for (a code works once), the language their mails are written in and an address waiting for
 * confirmation; a session's device and when it was last seen; a challenge's tries; a server's sign-in policy.
 */
export function twoFactorSessions() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
      await db.schema.alterTable('users').addColumn('totp_pending', 'text').execute();
      await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();
      await db.schema
        .alterTable('users')
        .addColumn('lang', 'text', (c) => c.notNull().defaultTo('id'))
        .execute();
      await db.schema.alterTable('users').addColumn('pending_email', 'text').execute();
      await db.schema
        .alterTable('sessions')
        .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('sessions')
        .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
      await db.schema
        .alterTable('auth_tokens')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('servers')
        .addColumn('require_2fa', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
