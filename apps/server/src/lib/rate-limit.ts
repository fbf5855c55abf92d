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
  return {
    /** Counts one hit for each key; throws 429 with Retry-After once any key is over its limit. */
    async hit(keys: string[], limit: Limit): Promise<void> {
      const windowMs = limit.windowSeconds * 1000;
      const now = Date.now();
      // Window still open: count on; window over: a new one opens now.
      const open = sql<boolean>`rate_limits.window_start > ${now - windowMs}`;
      for (const key of keys) {
        const row = await db
          .insertInto('rate_limits')
          .values({ key, window_start: now, count: 1 })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({
              count: sql<number>`case when ${open} then rate_limits.count + 1 else 1 end`,
              window_start: sql<number>`case when ${open} then rate_limits.window_start else excluded.window_start end`,
            }),
          )
          .returning(['count', 'window_start'])
          .executeTakeFirstOrThrow();
        if (row.count > limit.max) {
          throw new TooManyRequests(Math.max(1, Math.ceil((Number(row.window_start) + windowMs - now) / 1000)));
        }
      }
    },
    /** Forgets the counters of keys (e.g. an account's failures after a successful login). */
    async clear(keys: string[]): Promise<void> {
      if (keys.length) await db.deleteFrom('rate_limits').where('key', 'in', keys).execute();
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
