/** Shared pieces of the platform's server-paged lists (their search is `containsAny` of lib/search.ts). */

/** Rows to skip for a zero-based page. */
export const offsetOf = (q: { page: number; size: number }) => q.page * q.size;

/** Splits a list into chunks (bound parameters per statement stay well under both databases' limits). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
