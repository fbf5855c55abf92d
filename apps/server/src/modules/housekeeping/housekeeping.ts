import { type Kysely, sql } from 'kysely';
import type { Storages } from '../../adapters/storage.js';
import type { DB } from '../../db/schema.js';
import { idempotency } from '../../lib/idempotency.js';
import type { JobQueue } from '../../lib/jobs.js';
import { isoIn } from '../../lib/time.js';

const DAY = 86_400_000;

/** What housekeeping removed, per table. */
export type Purged = Record<string, number>;

/**
 * Removes what nothing needs any more: idempotency keys after a week, expired OTPs after a day, rate-limit windows
 * after a day, single-use links a week after use or expiry, finished jobs after a week, the mail log and finished
 * webhook deliveries (with their attempts) after 30 days, and sessions 30 days after they ended (the newest of each
 * user stays: it is their last sign-in).
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
    webhook_deliveries: n(
      await db
        .deleteFrom('webhook_deliveries')
        .where('updated_at', '<', month)
        .where('status', 'in', ['delivered', 'failed'])
        .executeTakeFirst(),
    ),
  };
}

/**
 * Every column that may hold the address of an upload: a path `/uploads/<key>` or a full URL, alone or inside
 * rich text or JSON. An upload none of them names is unused (`housekeeping.test.ts` keeps this list whole).
 */
export const UPLOAD_REFERENCES = [
  ['apps', 'logo'],
  ['menus', 'image'],
  ['menus', 'url'],
  ['banners', 'image'],
  ['banners', 'url'],
  ['popups', 'image'],
  ['popups', 'url'],
  ['articles', 'image'],
  ['articles', 'content'],
  ['settings', 'value'],
] as const;

/** An upload's key where its address is written (`/uploads/banner/ab12….png` → `banner/ab12….png`). */
const UPLOAD_ADDRESS = /\/uploads\/([a-z0-9][a-z0-9_/-]*\.(?:png|jpg|webp))/g;

/** Time an upload may stay unused: a form may upload its image a while before it is saved. */
export const UPLOAD_GRACE_MS = DAY;

/** At most this many files go per run, so one run stays short; the rest go the next hour. */
const FILES_PER_RUN = 500;

/** The keys of every upload some row names. */
async function referencedUploads(db: Kysely<DB>): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const [table, column] of UPLOAD_REFERENCES) {
    const { rows } = await sql<{ text: string }>`select ${sql.ref(column)} as text from ${sql.table(table)}
      where ${sql.ref(column)} like ${'%/uploads/%'}`.execute(db);
    for (const { text } of rows) for (const m of text.matchAll(UPLOAD_ADDRESS)) keys.add(m[1]!);
  }
  return keys;
}

/**
 * Removes the files nothing uses any more, once older than the grace period: public uploads no row names
 * (`UPLOAD_REFERENCES`) and loan photos no application holds. The file goes first, then its row, so a crash in
 * between leaves a row whose next purge finds nothing to remove. Only recorded files are ever removed.
 */
export async function purgeUnusedFiles(db: Kysely<DB>, storage: Storages, graceMs = UPLOAD_GRACE_MS): Promise<Purged> {
  const before = isoIn(-graceMs);
  const used = await referencedUploads(db);
  const old = await db.selectFrom('media').select(['id', 'storage_key']).where('created_at', '<', before).orderBy('id').execute();
  const media = old.filter((m) => !used.has(m.storage_key)).slice(0, FILES_PER_RUN);
  for (const m of media) {
    await storage.uploads.remove(m.storage_key);
    await db.deleteFrom('media').where('id', '=', m.id).execute();
  }
  const photos = await db
    .selectFrom('loan_photos as p')
    .select(['p.id', 'p.storage_key'])
    .where('p.created_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('loan_requests as r')
            .select('r.id')
            .where((eb) =>
              eb.or([
                eb('r.imagektp', '=', eb.ref('p.id')),
                eb('r.imageselfie', '=', eb.ref('p.id')),
                eb('r.imagebusiness', '=', eb.ref('p.id')),
              ]),
            ),
        ),
      ),
    )
    .orderBy('p.id')
    .limit(FILES_PER_RUN)
    .execute();
  for (const p of photos) {
    await storage.private.remove(p.storage_key);
    await db.deleteFrom('loan_photos').where('id', '=', p.id).execute();
  }
  return { media: media.length, loan_photos: photos.length };
}

/** Housekeeping as a job that runs once an hour, whichever instance takes it. */
export function scheduleHousekeeping(db: Kysely<DB>, jobs: JobQueue, storage: Storages) {
  jobs.define('housekeeping', {
    attempts: 3,
    async run() {
      await purgeExpired(db);
      await purgeUnusedFiles(db, storage);
    },
  });
  jobs.every('housekeeping', 3_600_000);
}
