import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
  /** The decoded body text (quoted-printable soft breaks removed). */
  text: string;
  /** When the peer took it (ms since the epoch). */
  at: number;
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpPeer() {
  const mails: CapturedMail[] = [];
  let refusals = 0;
  let refusalCode = 451;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--;
          const refused = new Error(refusalCode < 500 ? 'try again later' : 'mailbox unavailable') as Error & { responseCode: number };
          refused.responseCode = refusalCode;
          return callback(refused);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw), at: Date.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /**
     * Refuses the next `n` messages: with a temporary failure (451) as a peer under load does, or with `code`
     * (a permanent 5xx, as for an unknown mailbox).
     */
    refuseNext(n: number, code = 451) {
      refusals = n;
      refusalCode = code;
    },
    /** Waits for the next mail to `to` whose text matches `pattern`, and returns the first capture group. */
    async waitFor(to: string, pattern: RegExp, timeoutMs = 5000): Promise<string> {
      const start = Date.now();
      for (;;) {
        for (const m of [...mails].reverse()) {
          if (!m.to.includes(to.toLowerCase())) continue;
          const hit = m.text.match(pattern);
          if (hit) return hit[1] ?? hit[0];
        }
        if (Date.now() - start > timeoutMs) throw new Error(`no mail to ${to} matching ${pattern}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
