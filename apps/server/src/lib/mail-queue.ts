import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Mail, Mailer } from '../adapters/mail.js';
import type { DB } from '../db/schema.js';
import { nowIso } from './time.js';

/**
 * Sends mail after the answer: the caller never waits on SMTP (so a known and an unknown e-mail answer alike),
 * every mail is recorded with its delivery status, and shutdown waits for the ones still going out.
 */
export function mailQueue(db: Kysely<DB>, mailer: Mailer, log: Logger) {
  const inFlight = new Set<Promise<void>>();
  const track = (job: Promise<void>) => {
    inFlight.add(job);
    void job.finally(() => inFlight.delete(job));
  };
  const queue = {
    /**
     * Runs `work` after the answer and sends the mail it returns, if any: writes that only a known account needs
     * (a reset token) then cost an unknown one nothing either, so the answer's timing tells them apart no more
     * than its text does. Shutdown and `drain` wait for it like for any mail.
     */
    later(work: () => Promise<Mail | undefined>): void {
      track(
        (async () => {
          const mail = await work();
          if (mail) queue.enqueue(mail);
        })().catch((err) => log.error({ err }, 'mail queue error')),
      );
    },
    enqueue(mail: Mail): void {
      const job = (async () => {
        const row = await db
          .insertInto('mails')
          .values({
            to_address: mail.to,
            subject: mail.subject,
            purpose: mail.purpose,
            status: 'sending',
            error: null,
            created_at: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        try {
          await mailer.send(mail);
          await db.updateTable('mails').set({ status: 'sent' }).where('id', '=', row.id).execute();
        } catch (err) {
          log.error({ err, to: mail.to, purpose: mail.purpose }, 'mail delivery failed');
          await db
            .updateTable('mails')
            .set({ status: 'failed', error: String((err as Error).message).slice(0, 500) })
            .where('id', '=', row.id)
            .execute();
        }
      })().catch((err) => log.error({ err }, 'mail queue error'));
      track(job);
    },
    /** Resolves once every mail handed over so far (and every `later` job with its mail) has been tried. */
    async drain(): Promise<void> {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
  return queue;
}
export type MailQueue = ReturnType<typeof mailQueue>;
