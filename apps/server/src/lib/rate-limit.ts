import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { TooManyRequests } from './errors.js';

export interface Limit {
  /** How many hits a key may make in one window. */
  max: number;
  windowSeconds: number;
}

/**
 * Window counters kept in the database, so every instance sees the same counts and a restart or a rotated
 * X-Forwarded-For header resets nothing (the client address is the socket's unless TRUST_PROXY is set).
 * A key's window opens at its first hit and lasts `windowSeconds` (not aligned to the clock), so "more than `max`
 * hits within the window" holds whenever the hits come, not only when they happen to share a clock-aligned slot.
 */
export function rateLimiter(db: Kysely<DB>) {
  /**
   * Counts one hit for each key, each with its own maximum in a window of the same length, in one statement (one
   * commit: a login counts its address and its account at the cost of one); throws 429 with Retry-After when any
   * key is over its maximum. Every key is counted, also when another one is over.
   */
  async function hitEach(hits: { key: string; max: number }[], windowSeconds: number): Promise<void> {
    const unique = [...new Map(hits.map((h) => [h.key, h])).values()];
    if (!unique.length) return;
    const windowMs = windowSeconds * 1000;
    const now = Date.now();
    // Window still open: count on; window over: a new one opens now.
    const open = sql<boolean>`rate_limits.window_start > ${now - windowMs}`;
    const rows = await db
      .insertInto('rate_limits')
      .values(unique.map((h) => ({ key: h.key, window_start: now, count: 1 })))
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when ${open} then rate_limits.count + 1 else 1 end`,
          window_start: sql<number>`case when ${open} then rate_limits.window_start else excluded.window_start end`,
        }),
      )
      .returning(['key', 'count', 'window_start'])
      .execute();
    for (const h of unique) {
      const row = rows.find((r) => r.key === h.key);
      if (row && row.count > h.max) {
        throw new TooManyRequests(Math.max(1, Math.ceil((Number(row.window_start) + windowMs - now) / 1000)));
      }
    }
  }

  return {
    /** Counts one hit for each key; throws 429 with Retry-After once any key is over its limit. */
    hit(keys: string[], limit: Limit): Promise<void> {
      return hitEach(
        keys.map((key) => ({ key, max: limit.max })),
        limit.windowSeconds,
      );
    },
    hitEach,
    /** Forgets the counters of keys (e.g. an account's failures after a successful login). */
    async clear(keys: string[]): Promise<void> {
      if (keys.length) await db.deleteFrom('rate_limits').where('key', 'in', keys).execute();
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
