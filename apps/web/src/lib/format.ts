import { type Dayjs, dayjs, WIB } from './dayjs';

/** The date formats of SPEC §9. */
export const DATE_FORMATS = {
  /** DD/MM/YYYY HH:mm:ss — the default for times in tables. */
  dateTime: 'DD/MM/YYYY HH:mm:ss',
  /** DD/MM/YYYY — a day shown on its own (date-only columns), the default's date part. */
  day: 'DD/MM/YYYY',
  /** HH:mm:ss — the default's time part, where a cell puts the time under the day. */
  time: 'HH:mm:ss',
  /** YYYY/MM/DD HH:mm:ss — news and timestamps. */
  timestamp: 'YYYY/MM/DD HH:mm:ss',
  /** YYYY/MM/DD */
  dateSlash: 'YYYY/MM/DD',
  /** YYYY-MM-DD — date filters and the URL (what the API reads), not for showing. */
  date: 'YYYY-MM-DD',
  /** YYYY-MM-DD HH:mm:ss — contracts. */
  contract: 'YYYY-MM-DD HH:mm:ss',
} as const;
export type DateFormat = keyof typeof DATE_FORMATS;

/**
 * A number with a thousands dot and a decimal comma; a zero fraction is dropped ("1.500.000", "12,5").
 *
 * @example
 * formatNumber(1500000)   // "1.500.000"
 * formatNumber(1234.5)    // "1.234,5"
 * formatNumber(10.004)    // "10"
 */
export function formatNumber(value: number | string | null | undefined, maxDecimals = 2): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  if (!Number.isFinite(n)) return '0';
  const [int = '0', frac = ''] = Math.abs(n).toFixed(maxDecimals).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimals = frac.replace(/0+$/, '');
  const sign = n < 0 && (Number(int) > 0 || decimals) ? '-' : '';
  return `${sign}${grouped}${decimals ? `,${decimals}` : ''}`;
}

const compact = {
  id: new Intl.NumberFormat('id-ID', { notation: 'compact' }),
  en: new Intl.NumberFormat('en-US', { notation: 'compact' }),
};

/**
 * A number short, in the console's language, for chart axes: millions and thousands as "jt"/"rb" or "M"/"K".
 *
 * @example
 * formatCompact(1250000, 'id')  // "1,3 jt" (a no-break space)
 * formatCompact(500000, 'en')   // "500K"
 */
export function formatCompact(value: number, lang: string): string {
  return (lang === 'en' ? compact.en : compact.id).format(value);
}

/**
 * Rupiah: "Rp 1.500.000" (whole rupiah; no trailing ",00").
 *
 * @example
 * formatRupiah(6500)            // "Rp 6.500"
 * formatRupiah(6500, false)     // "6.500"
 */
export function formatRupiah(value: number | string | null | undefined, withSymbol = true): string {
  const text = formatNumber(value, 0);
  return withSymbol ? `Rp ${text}` : text;
}

/**
 * What an amount field shows while typing: the digits typed, grouped as the console shows rupiah (the text
 * `parseWhole` reads back). Anything but digits is dropped, as are leading zeros; at most 15 digits.
 *
 * @example
 * groupDigits('1500000')   // "1.500.000"
 * groupDigits('Rp 1.5a0')  // "150"
 */
export function groupDigits(text: string): string {
  const digits = text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 15);
  return digits ? formatRupiah(Number(digits), false) : '';
}

/** Parses an API time (ISO-8601 UTC, or a date-only string) into WIB. */
export function toWib(value: string | number | Date | Dayjs): Dayjs {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return dayjs.tz(value, WIB);
  return dayjs.utc(value).tz(WIB);
}

/**
 * A time in WIB in one of the spec's formats; empty text for a missing or invalid value.
 *
 * @example
 * formatDate('2025-01-31T17:30:00Z')                // "01/02/2025 00:30:00"
 * formatDate('2025-01-31T17:30:00Z', 'day')         // "01/02/2025"
 * formatDate('2025-01-31T17:30:00Z', 'date')        // "2025-02-01"
 */
export function formatDate(value: string | number | Date | null | undefined, format: DateFormat = 'dateTime'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toWib(value);
  return d.isValid() ? d.format(DATE_FORMATS[format]) : '';
}

/** Today in WIB as YYYY-MM-DD (the default of date-range filters). */
export const todayWib = (): string => dayjs().tz(WIB).format(DATE_FORMATS.date);

/** The URL filters of a money list's date range (start and end WIB days, inclusive). */
export const DATE_RANGE_KEYS = ['awal', 'akhir'] as const;

/** The default of a money list's date filters: today in WIB for both ends. */
export const todayRange = () => ({ awal: todayWib(), akhir: todayWib() });
