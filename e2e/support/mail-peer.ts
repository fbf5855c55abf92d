import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { readMessage } from './mime';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  /** Epoch milliseconds when the peer received it. */
  receivedAt: number;
}

/**
 * A real SMTP server on loopback for the server under test. Each mail it receives is written as one JSON file
 * in `dir`, where the test workers (other processes) read it with `waitForMail`.
 */
export async function startMailPeer(dir: string) {
  mkdirSync(dir, { recursive: true });
  let seq = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const { subject, text } = readMessage(Buffer.concat(chunks).toString('utf8'));
        const mail: CapturedMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject,
          text,
          receivedAt: Date.now(),
        };
        const name = `${String(mail.receivedAt).padStart(15, '0')}-${String(++seq).padStart(5, '0')}.json`;
        // Written under a temporary name, then renamed: a reader never sees half a file.
        writeFileSync(path.join(dir, `${name}.tmp`), JSON.stringify(mail));
        renameSync(path.join(dir, `${name}.tmp`), path.join(dir, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
