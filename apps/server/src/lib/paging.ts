import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { wibToday } from './time.js';

/** Row counts of the big lists, kept by triggers (migration 0006): exact `totalElements` without a scan. */
export interface ListCountsTable {
  server_id: number;
  /** `menus`, `resellers`, `wallet:<account>`, `tokensms`. */
  list: string;
  /** Menus `<type>:<status>`; wallet and tokensms the WIB day `YYYY-MM-DD`; resellers `''`. */
  bucket: string;
  n: number;
}

/** The counters of one list of one server, optionally only buckets within [from, to] (inclusive, text order). */
export async function countOf(
  db: Kysely<DB>,
  serverId: number,
  list: string,
  opts: { from?: string; to?: string; bucket?: (bucket: string) => boolean } = {},
): Promise<number> {
  let q = db.selectFrom('list_counts').select(['bucket', 'n']).where('server_id', '=', serverId).where('list', '=', list);
  if (opts.from !== undefined) q = q.where('bucket', '>=', opts.from);
  if (opts.to !== undefined) q = q.where('bucket', '<=', opts.to);
  let total = 0;
  for (const r of await q.execute()) if (!opts.bucket || opts.bucket(r.bucket)) total += Number(r.n);
  return total;
}

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * The WIB days `[first, last]` a time range `[from, to)` covers exactly, or undefined when its ends are not WIB
 * midnights (then the counters by day cannot answer and the rows must be counted).
 */
export function wibDaysOf(range: { from: string; to: string }): { first: string; last: string } | undefined {
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  const midnight = (ms: number) => (ms + WIB_OFFSET_MS) % 86_400_000 === 0;
  if (!Number.isFinite(from) || !Number.isFinite(to) || !midnight(from) || !midnight(to) || to <= from) return undefined;
  return { first: wibToday(from), last: wibToday(to - 1) };
}

/**
 * Which rows a zero-based page is, read from the nearer end. A page past the middle is read in the reverse order
 * with the smaller offset counted from the end (and its rows turned back), so the last page of a million rows
 * costs what the first one does. Needs the exact total; the order must be total (a unique tie-breaker).
 */
export function pageWindow(total: number, page: number, size: number): { reverse: boolean; offset: number; limit: number } {
  const offset = page * size;
  if (offset >= total) return { reverse: false, offset, limit: size };
  const limit = Math.min(size, total - offset);
  const fromEnd = total - offset - limit;
  return fromEnd < offset ? { reverse: true, offset: fromEnd, limit } : { reverse: false, offset, limit };
}

export const flip = (dir: 'asc' | 'desc'): 'asc' | 'desc' => (dir === 'asc' ? 'desc' : 'asc');
