import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { wibToday } from './time.js';

/** A random URL-safe token of 256 bits (single-use links, session ids, keys). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const hmacSha256Hex = (secret: string, body: string | Buffer) => createHmac('sha256', secret).update(body).digest('hex');

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
