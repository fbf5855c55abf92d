import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { TooManyRequests } from './errors.js';

export interface Limit {
  /** How many hits a key may make in one window. */
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so every instance sees the same counts and a restart or a
 * rotated X-Forwarded-For header resets nothing (the client address is the socket's unless TRUST_PROXY is set).
 */
export function rateLimiter(db: Kysely<DB>) {
  return {
    /** Counts one hit for each key; throws 429 with Retry-After once any key is over its limit. */
    async hit(keys: string[], limit: Limit): Promise<void> {
      const windowMs = limit.windowSeconds * 1000;
      const now = Date.now();
      const windowStart = Math.floor(now / windowMs) * windowMs;
      for (const key of keys) {
        const row = await db
          .insertInto('rate_limits')
          .values({ key, window_start: windowStart, count: 1 })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({
              count: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end`,
              window_start: sql<number>`excluded.window_start`,
            }),
          )
          .returning(['count'])
          .executeTakeFirstOrThrow();
        if (row.count > limit.max) {
          throw new TooManyRequests(Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)));
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
