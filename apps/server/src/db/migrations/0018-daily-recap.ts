import type { Kysely } from 'kysely';

/** The daily recap e-mail (issue #28): off until a server's owner turns it on. */
export function dailyRecap() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('servers')
        .addColumn('daily_recap', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
