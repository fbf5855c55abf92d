import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Mail, Mailer } from '../adapters/mail.js';
import type { DB } from '../db/schema.js';
import type { JobQueue } from './jobs.js';
import { nowIso } from './time.js';

/** Tries per mail: with the default first retry of 5 s, the last one comes about 20 minutes after the first. */
const MAIL_ATTEMPTS = 9;

/**
 * Mail as durable jobs: `enqueue` records the mail (`mails`, with its delivery status) and its job, in the caller's
 * transaction when given one, and the job worker sends it, again until the SMTP peer takes it. Each mail carries a
 * Message-ID of its own row, the same on every attempt, so a receiver can tell a repeat.
 */
export function mailQueue(db: Kysely<DB>, mailer: Mailer, jobs: JobQueue, log: Logger, host: string) {
  jobs.define('mail', {
    attempts: MAIL_ATTEMPTS,
    async run(payload, job) {
      const { mailId, mail } = payload as { mailId: number; mail: Mail };
      try {
        await mailer.send({ ...mail, messageId: `<mail-${mailId}@${host}>` });
      } catch (err) {
        const last = job.attempts >= MAIL_ATTEMPTS;
        log.error({ err, to: mail.to, purpose: mail.purpose, attempt: job.attempts }, 'mail delivery failed');
        await db
          .updateTable('mails')
          .set({ status: last ? 'failed' : 'retrying', error: String((err as Error).message).slice(0, 500) })
          .where('id', '=', mailId)
          // An attempt that lost its lease may fail after the job's new owner sent the mail: sent stays sent.
          .where('status', '!=', 'sent')
          .execute();
        throw err;
      }
      await db.updateTable('mails').set({ status: 'sent', error: null }).where('id', '=', mailId).execute();
    },
  });

  async function write(q: Kysely<DB> | Transaction<DB>, mail: Mail) {
    const row = await q
      .insertInto('mails')
      .values({ to_address: mail.to, subject: mail.subject, purpose: mail.purpose, status: 'queued', error: null, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await jobs.enqueue(q, 'mail', { mailId: row.id, mail });
  }

  return {
    /**
     * Queues a mail. With `q`, the caller's transaction, it is sent exactly when that commits; without, it is
     * written at once and sent soon.
     */
    async enqueue(mail: Mail, q?: Transaction<DB>): Promise<void> {
      if (q) return write(q, mail);
      await db.transaction().execute((trx) => write(trx, mail));
      jobs.kick();
    },

    /** Runs every due job now (the registrations and resets that make mail, then the mail): tests. */
    drain: () => jobs.drain(),
  };
}
export type MailQueue = ReturnType<typeof mailQueue>;
