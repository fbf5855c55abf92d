import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Dialect } from './database.js';
import { foundation } from './migrations/0001-foundation.js';
import { content } from './migrations/0002-content.js';
import { moneyMigration } from './migrations/0003-money.js';
import { platform } from './migrations/0004-platform.js';
import { credit } from './migrations/0005-credit.js';
import { performance } from './migrations/0006-performance.js';
import { activity } from './migrations/0007-activity.js';
import { uplineOrder } from './migrations/0008-upline-order.js';
import { searchIndexes } from './migrations/0009-search.js';
import { listTotals } from './migrations/0010-list-totals.js';
import { passwordChange } from './migrations/0011-password-change.js';
import { noMenuRunningTotal } from './migrations/0012-no-menu-running-total.js';
import { teamRoles } from './migrations/0013-team-roles.js';
import { twoFactorSessions } from './migrations/0014-two-factor-sessions.js';
import { jobs } from './migrations/0015-jobs.js';
import { webhooks } from './migrations/0016-webhooks.js';
import { insight } from './migrations/0017-insight.js';
import { dailyRecap } from './migrations/0018-daily-recap.js';
import { insightDays } from './migrations/0019-insight-days.js';
import { resellerActivity } from './migrations/0020-reseller-activity.js';
import { invitedBy } from './migrations/0021-invited-by.js';
import { approvalSteps } from './migrations/0022-approval-steps.js';
import { approvalStepEntity } from './migrations/0023-approval-step-entity.js';
import { paylaterCashoutStatus } from './migrations/0024-paylater-cashout-status.js';
import { everyTrigramIndex, searchEveryList } from './migrations/0025-search-every-list.js';
import { bankMutations, mutationTrigramIndexes } from './migrations/0026-bank-mutations.js';
import { payouts } from './migrations/0027-payouts.js';
import type { DB } from './schema.js';

/** Every migration, in order. A module adds its own file and one line here. */
function allMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-foundation': foundation(dialect),
    '0002-content': content(dialect),
    '0003-money': moneyMigration(dialect),
    '0004-platform': platform(dialect),
    '0005-credit': credit(dialect),
    '0006-performance': performance(dialect),
    '0007-activity': activity(dialect),
    '0008-upline-order': uplineOrder(dialect),
    '0009-search': searchIndexes(dialect),
    '0010-list-totals': listTotals(dialect),
    '0011-password-change': passwordChange(),
    '0012-no-menu-running-total': noMenuRunningTotal(dialect),
    '0013-team-roles': teamRoles(),
    '0014-two-factor-sessions': twoFactorSessions(),
    '0015-jobs': jobs(dialect),
    '0016-webhooks': webhooks(dialect),
    '0017-insight': insight(dialect),
    '0018-daily-recap': dailyRecap(),
    '0019-insight-days': insightDays(dialect),
    '0020-reseller-activity': resellerActivity(dialect),
    '0021-invited-by': invitedBy(),
    '0022-approval-steps': approvalSteps(dialect),
    '0023-approval-step-entity': approvalStepEntity(),
    '0024-paylater-cashout-status': paylaterCashoutStatus(),
    '0025-search-every-list': searchEveryList(dialect),
    '0026-bank-mutations': bankMutations(dialect),
    '0027-payouts': payouts(dialect),
  };
}

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations() {
    return allMigrations(this.dialect);
  }
}

export async function migrateToLatest(db: Kysely<DB>, dialect: Dialect): Promise<void> {
  // Kysely looks for its migration tables in every schema unless told which one; with several schemas on one
  // PostgreSQL database (tests, or other apps) it could find another schema's and skip creating its own.
  const schema = dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
  const migrator = new Migrator({ db, provider: new StaticProvider(dialect), ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}

/**
 * What the database lacks that the app would like, in words for the log: on PostgreSQL without pg_trgm, the
 * lists' searches read every row (the indexes are made at the next start once the extension can be had).
 */
export async function missingFeatures(db: Kysely<DB>, dialect: Dialect): Promise<string[]> {
  if (dialect !== 'postgres' || ((await everyTrigramIndex(db as Kysely<unknown>)) && (await mutationTrigramIndexes(db as Kysely<unknown>))))
    return [];
  return [
    'PostgreSQL extension pg_trgm is not available to this user: free-text search reads every row of a list. ' +
      'Run "create extension pg_trgm" as the database owner (Debian: package postgresql-contrib) and restart.',
  ];
}
