import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { wibToday } from './time.js';

/** A random URL-safe token of 256 bits (single-use links, session ids, keys). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const hmacSha256Hex = (secret: string, body: string | Buffer) => createHmac('sha256', secret).update(body).digest('hex');

/** A signature with its time, as Konsol's webhooks send it: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const timedSignature = (secret: string, body: string | Buffer, unixSeconds: number) =>
  `t=${unixSeconds},v1=${hmacSha256Hex(secret, Buffer.concat([Buffer.from(`${unixSeconds}.`), Buffer.from(body)]))}`;

/** Whether `header` is `body`'s timed signature under `secret`, made within `toleranceSeconds` of now (no replays). */
export function timedSignatureIsRight(secret: string, body: Buffer, header: string | undefined, toleranceSeconds = 300): boolean {
  const t = Number(/(?:^|,)t=(\d+)/.exec(header ?? '')?.[1]);
  if (!header || !Number.isFinite(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  return safeEqual(header, timedSignature(secret, body, t));
}

/** Compares two strings in time independent of where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  if (ab.length !== bb.length) {
    timingSafeEqual(ab, ab);
    return false;
  }
  return timingSafeEqual(ab, bb);
}

export const randomDigits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10).toString()).join('');

/**
 * A new reference: prefix, WIB date and 12 random digits (e.g. `CO20251122047182650193`). References are unique
 * across every server; with 12 random digits the odds of a collision at 100,000 a day are 1 in 200.
 */
export function newReff(prefix: string): string {
  return `${prefix}${wibToday().replace(/-/g, '')}${randomDigits(12)}`;
}

/** A 256-bit key of its own for each `purpose`, derived from the server's secret. */
const sealKey = (secret: string, purpose: string) => Buffer.from(hkdfSync('sha256', secret, '', `konsol ${purpose}`, 32));

/**
 * Encrypts a value the server must read back (a TOTP key) with AES-256-GCM, so a copy of the database alone does not
 * give it away; `openSealed` reverses it and throws on a value that was altered.
 */
export function seal(secret: string, purpose: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function openSealed(secret: string, purpose: string, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(secret, purpose), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
