import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for (activation, reset, otp…), for the log. */
  purpose: string;
  /** The same on every attempt to send one mail, so a receiver can tell a repeat. */
  messageId?: string;
}

/**
 * A mail in its reader's language (`en`, else Indonesian): the mails about a person's own account, whose language
 * is known (users.lang). Mails to an address nobody has signed in with yet stay bilingual.
 */
export function mailIn(
  lang: string,
  m: { to: string; purpose: string; id: { subject: string; text: string }; en: { subject: string; text: string } },
): Mail {
  return { to: m.to, purpose: m.purpose, ...(lang === 'en' ? m.en : m.id) };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Whether a failed send may go through when tried again: the peer answered 4xx, or did not answer at all. */
export function isTemporaryMailError(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code < 500 : true;
}

/**
 * Sends a mail its request waits for: after a temporary failure it tries again once per `waitsMs` entry (that long
 * after), all within `timeoutMs`. A permanent failure (5xx), the last one, or the deadline throws.
 */
export async function sendWhileWaiting(
  mailer: Mailer,
  mail: Mail,
  opts: { timeoutMs: number; waitsMs: number[]; log: Logger },
): Promise<void> {
  const deadline = Date.now() + opts.timeoutMs;
  for (let tried = 0; ; tried++) {
    try {
      return await withTimeout(mailer.send(mail), deadline - Date.now());
    } catch (err) {
      const wait = opts.waitsMs[tried];
      if (wait === undefined || !isTemporaryMailError(err) || Date.now() + wait >= deadline) throw err;
      opts.log.warn({ err, to: mail.to, purpose: mail.purpose, attempt: tried + 1 }, 'mail refused for now: trying again');
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends through SMTP_URL with nodemailer. Without it, every mail is written as an .eml file to
 * DATA_DIR/outbox and its text logged, so a single machine shows the links a real inbox would receive.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string; log: Logger }): Mailer {
  const message = (mail: Mail) => ({
    from: opts.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
  });
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail(message(mail));
        opts.log.info({ to: mail.to, purpose: mail.purpose }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = path.join(opts.dataDir, 'outbox');
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.purpose}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 16)}.eml`;
      await writeFile(path.join(outbox, name), info.message as Buffer);
      opts.log.info({ to: mail.to, purpose: mail.purpose, file: path.join('outbox', name), text: mail.text }, 'mail written to outbox');
    },
    close: () => {},
  };
}
