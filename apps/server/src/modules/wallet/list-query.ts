import { type MoneyListQuery, parseSort } from '@konsol/contract';
import { randomDigits } from '../../lib/crypto.js';
import { wibDayRange, wibToday } from '../../lib/time.js';
import type { ListArgs } from './wallet.repository.js';

/**
 * Helpers the money lists share (wallet, SMS tokens, top-ups, approvals): WIB day ranges and whitelisted sorting
 * (their search is `containsAny` of lib/search.ts).
 */

/** `awal`…`akhir` (WIB days, inclusive) as ISO UTC bounds [from, to); today WIB when neither is given, unless `defaultToday` is off. */
export function dayRange(
  awal: string | undefined,
  akhir: string | undefined,
  defaultToday = true,
): { from: string; to: string } | undefined {
  if (!awal && !akhir && !defaultToday) return undefined;
  const today = wibToday();
  const first = awal ?? akhir ?? today;
  const last = akhir ?? awal ?? today;
  return { from: wibDayRange(first).from, to: wibDayRange(last).to };
}

/** The column and direction of `sort` (`field,asc|desc` or `asc|desc`), from a whitelist of field → column. */
export function sortOf<F extends string>(
  sort: string | undefined,
  columns: Record<F, string>,
  fallback: { field: NoInfer<F>; dir: 'asc' | 'desc' },
): { column: string; dir: 'asc' | 'desc' } {
  const s = parseSort(sort, Object.keys(columns) as F[], fallback);
  return { column: columns[s.field], dir: s.dir };
}

/**
 * A new reference: prefix, WIB date and 12 random digits (e.g. `CO20251122047182650193`). References are unique
 * across every server; with 8 random digits two of a few thousand the same day already collided now and then (a
 * 500 on the unique index, found by the kill -9 suite's 100 loops), with 12 the odds at 100,000 a day are 1 in 200.
 */
export function newReff(prefix: string): string {
  const day = wibToday().replace(/-/g, '');
  return `${prefix}${day}${randomDigits(12)}`;
}

/** A page request of a money list as repository arguments (WIB day range defaulting to today). */
export function listArgs<F extends string>(
  q: Pick<MoneyListQuery, 'awal' | 'akhir' | 'search' | 'page' | 'size' | 'sort'>,
  columns: Record<F, string>,
  fallback: { field: NoInfer<F>; dir: 'asc' | 'desc' },
  defaultToday = true,
): ListArgs {
  return {
    range: dayRange(q.awal, q.akhir, defaultToday),
    search: q.search?.trim() || undefined,
    page: q.page,
    size: q.size,
    sort: sortOf(q.sort, columns, fallback),
  };
}
