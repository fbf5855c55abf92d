import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CapturedMail } from './mail-peer';

function mailDir(): string {
  const dir = process.env.KONSOL_E2E_MAIL_DIR;
  if (!dir) throw new Error('KONSOL_E2E_MAIL_DIR is not set (the global setup starts the mail peer)');
  return dir;
}

/** Every mail received so far, oldest first. */
export function allMails(): CapturedMail[] {
  return readdirSync(mailDir())
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(mailDir(), f), 'utf8')) as CapturedMail);
}

/**
 * Waits for the newest mail to `to` (received after `since`) whose text matches `pattern`; returns the first
 * capture group (or the whole match).
 *
 * @example
 * const link = await waitForMail(email, /(https?:\S+\/activate\/\S+)/);
 */
export async function waitForMail(to: string, pattern: RegExp, opts: { since?: number; timeoutMs?: number } = {}): Promise<string> {
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
  for (;;) {
    const hit = allMails()
      .reverse()
      .filter((m) => m.to.includes(to.toLowerCase()) && m.receivedAt >= (opts.since ?? 0))
      .map((m) => m.text.match(pattern))
      .find(Boolean);
    if (hit) return hit[1] ?? hit[0];
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The path part of a link in a mail (the server writes PUBLIC_URL links; tests open them on their baseURL). */
export const pathOf = (link: string) => new URL(link).pathname;
