import { z } from 'zod';

/** The answer envelope every API call returns: `{ success, msg, data }`. */
export const envelope = <T extends z.ZodTypeAny>(data: T) => z.object({ success: z.boolean(), msg: z.string(), data });

export const okEnvelope = z.object({ success: z.boolean(), msg: z.string() });

export const errorEnvelope = z.object({
  success: z.literal(false),
  msg: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** How far a search counts its matches unless asked for the exact total (DESIGN §18). */
export const TOTAL_CAP = 1000;

/**
 * A server page: zero-based `page`, `size` rows, `totalElements` in all. A search with more than `TOTAL_CAP`
 * matches stops counting there: `totalElements: 1000, totalExact: false` (`exactTotal=true` counts them all).
 */
export const page = <T extends z.ZodTypeAny>(row: T) =>
  z.object({
    content: z.array(row),
    totalElements: z.number().int(),
    totalExact: z.boolean(),
    page: z.number().int(),
    size: z.number().int(),
  });

export type Page<T> = { content: T[]; totalElements: number; totalExact: boolean; page: number; size: number };

/** `exactTotal=true`: count every match of a search, past `TOTAL_CAP`. */
export const exactTotal = z
  .enum(['true', 'false'], { error: 'exactTotalInvalid' })
  .optional()
  .transform((v) => v === 'true');

/** Query params of a server-paged list; `size` below 0 means "All" and becomes 10000. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce
    .number()
    .int()
    .default(10)
    .transform((n) => (n < 0 ? 10000 : n === 0 ? 10 : Math.min(n, 10000))),
  sort: z.string().max(60).optional(),
  exactTotal,
});
export type PageQuery = z.infer<typeof pageQuery>;

/** The download formats of a list (DESIGN §11) and the CSV delimiters (`;` for Indonesian spreadsheets). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const CSV_DELIMITERS = ['comma', 'semicolon'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** What every list accepts beside its own query: with `format` it answers every matching row as a file. */
export const exportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'exportFormatInvalid' }).optional(),
  delimiter: z.enum(CSV_DELIMITERS, { error: 'exportDelimiterInvalid' }).optional(),
});

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

/** Digits, optionally grouped by dots in threes ("10000", "10.000", "1.000.000"); a minus only where allowed. */
const WHOLE_TEXT = /^-?(?:\d+|\d{1,3}(?:\.\d{3})+)$/;

/**
 * Reads a whole number of rupiah (or any whole count) as people and JSON write it: a safe integer, or a string of
 * digits grouped by dots in threes. `undefined` when nothing is given ('' or null), `null` when it is anything else:
 * a fraction ("10000.5", "0.5"), a comma, an exponent ("1e3"), a sign (unless `signed`), a space, or beyond
 * `Number.MAX_SAFE_INTEGER`. A dot is never guessed at: "10.00" is refused rather than read as 1000 or 10.
 */
export function parseWhole(v: unknown, signed = false): number | null | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : null;
  if (typeof v !== 'string' || !WHOLE_TEXT.test(v) || (!signed && v.startsWith('-'))) return null;
  const n = Number(v.replace(/\./g, ''));
  return Number.isSafeInteger(n) ? n : null;
}

/** `parseWhole` for a zod preprocess: what is not a whole number becomes NaN, which a number schema refuses. */
const orNaN = (n: number | null | undefined) => (n === null ? Number.NaN : n);
export const toWhole = (v: unknown) => orNaN(parseWhole(v));

/**
 * A whole-number field read with `parseWhole`: `required` is the message when it is missing, `invalid` when it is
 * not a whole number or outside `min`..`max`.
 */
export const wholeField = (required: string, invalid: string, min: number, max: number) =>
  z.preprocess(
    (v) => orNaN(parseWhole(v, min < 0)),
    z
      .number({ error: (iss) => (iss.input === undefined ? required : invalid) })
      .int(invalid)
      .min(min, invalid)
      .max(max, invalid),
  );
