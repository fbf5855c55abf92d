import { z } from 'zod';

/** The answer envelope every API call returns: `{ success, msg, data }`. */
export const envelope = <T extends z.ZodTypeAny>(data: T) => z.object({ success: z.boolean(), msg: z.string(), data });

export const okEnvelope = z.object({ success: z.boolean(), msg: z.string() });

export const errorEnvelope = z.object({
  success: z.literal(false),
  msg: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** A server page: zero-based `page`, `size` rows, `totalElements` in all. */
export const page = <T extends z.ZodTypeAny>(row: T) =>
  z.object({ content: z.array(row), totalElements: z.number().int(), page: z.number().int(), size: z.number().int() });

export type Page<T> = { content: T[]; totalElements: number; page: number; size: number };

/** Query params of a server-paged list; `size` below 0 means "All" and becomes 10000. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce
    .number()
    .int()
    .default(10)
    .transform((n) => (n < 0 ? 10000 : n === 0 ? 10 : Math.min(n, 10000))),
  sort: z.string().max(60).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** `sort` is `field,asc|desc` or just `asc|desc` on the default field. */
export function parseSort<F extends string>(
  sort: string | undefined,
  fields: readonly F[],
  fallback: { field: F; dir: 'asc' | 'desc' },
): { field: F; dir: 'asc' | 'desc' } {
  if (!sort) return fallback;
  const [a, b] = sort.split(',').map((s) => s.trim());
  const isDir = (s: string | undefined): s is 'asc' | 'desc' => s === 'asc' || s === 'desc';
  if (isDir(a?.toLowerCase())) return { field: fallback.field, dir: a!.toLowerCase() as 'asc' | 'desc' };
  const field = (fields as readonly string[]).includes(a ?? '') ? (a as F) : fallback.field;
  const dir = isDir(b?.toLowerCase()) ? (b!.toLowerCase() as 'asc' | 'desc') : 'asc';
  return { field, dir };
}

export const idParam = z.object({ id: z.coerce.number().int().positive() });

/** 1 = Enable/Active, 0 = Disable/Non-Active. */
export const status01 = z.coerce.number().int().min(0).max(1);
