import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { idempotency } from './idempotency.js';
import type { JobQueue } from './jobs.js';
import { isoIn } from './time.js';

const DAY = 86_400_000;

/** What housekeeping removed, per table. */
export type Purged = Record<string, number>;

/**
 * Removes what nothing needs any more: idempotency keys after a week, expired OTPs after a day, rate-limit windows
 * after a day, single-use links a week after use or expiry, finished jobs after a week, the mail log after 30 days,
 * and sessions 30 days after they ended (the newest of each user stays: it is their last sign-in).
 */
export async function purgeExpired(db: Kysely<DB>): Promise<Purged> {
  const n = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
  const week = isoIn(-7 * DAY);
  const month = isoIn(-30 * DAY);
  return {
    idempotency_keys: await idempotency(db).purge(7),
    otps: n(await db.deleteFrom('otps').where('expires_at', '<', isoIn(-DAY)).executeTakeFirst()),
    app_otps: n(await db.deleteFrom('app_otps').where('expires_at', '<', isoIn(-DAY)).executeTakeFirst()),
    rate_limits: n(
      await db
        .deleteFrom('rate_limits')
        .where('window_start', '<', Date.now() - DAY)
        .executeTakeFirst(),
    ),
    auth_tokens: n(
      await db
        .deleteFrom('auth_tokens')
        .where((eb) => eb.or([eb('used_at', '<', week), eb('expires_at', '<', week)]))
        .executeTakeFirst(),
    ),
    sessions: n(
      await db
        .deleteFrom('sessions')
        .where('expires_at', '<', month)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('sessions as newer')
              .select('newer.id')
              .whereRef('newer.user_id', '=', 'sessions.user_id')
              .whereRef('newer.created_at', '>', 'sessions.created_at'),
          ),
        )
        .executeTakeFirst(),
    ),
    jobs: n(await db.deleteFrom('jobs').where('status', 'in', ['done', 'failed']).where('done_at', '<', week).executeTakeFirst()),
    mails: n(await db.deleteFrom('mails').where('created_at', '<', month).where('status', 'in', ['sent', 'failed']).executeTakeFirst()),
  };
}

/** Housekeeping as a job that runs once an hour, whichever instance takes it. */
export function scheduleHousekeeping(db: Kysely<DB>, jobs: JobQueue) {
  jobs.define('housekeeping', {
    attempts: 3,
    async run() {
      await purgeExpired(db);
    },
  });
  jobs.every('housekeeping', 3_600_000);
}
