import type { Dialect } from '../db/database.js';

/** Now as ISO-8601 UTC text, the one way times are stored. */
export const nowIso = () => new Date().toISOString();
export const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

/** WIB (UTC+7) has no daylight saving: a fixed offset. */
export const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Start and end (exclusive) of a WIB calendar day `YYYY-MM-DD`, as ISO UTC text. */
export function wibDayRange(day: string): { from: string; to: string } {
  const start = Date.parse(`${day}T00:00:00.000Z`) - WIB_OFFSET_MS;
  return { from: new Date(start).toISOString(), to: new Date(start + 86_400_000).toISOString() };
}

/** Today's date in WIB as `YYYY-MM-DD`. */
export function wibToday(now = Date.now()): string {
  return new Date(now + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/** The `n` WIB days that end with today, oldest first (`YYYY-MM-DD`). */
export function wibLastDays(n: number, now = Date.now()): string[] {
  return Array.from({ length: n }, (_, i) => wibToday(now - (n - 1 - i) * 86_400_000));
}

/**
 * The WIB day (`YYYY-MM-DD`) of an ISO time column, as SQL of the dialect: the same text the day-keeping triggers
 * of the migrations write, so a query meets their rows.
 */
export const wibDaySql = (dialect: Dialect) =>
  dialect === 'postgres'
    ? (col: string) => `to_char((${col}::timestamptz at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`
    : (col: string) => `strftime('%Y-%m-%d', ${col}, '+7 hours')`;
