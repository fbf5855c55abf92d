import { parseWhole } from '@konsol/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCompact, formatDate, formatNumber, formatRupiah, groupDigits } from './format';

describe('formatNumber / formatRupiah', () => {
  it('groups thousands with a dot and drops a zero fraction', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1.000');
    expect(formatNumber(1500000)).toBe('1.500.000');
    expect(formatNumber(1500000.0)).toBe('1.500.000');
    expect(formatNumber(10.004)).toBe('10');
  });
  it('keeps a decimal comma for real fractions and handles negatives and strings', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(0.015, 3)).toBe('0,015');
    expect(formatNumber(-6500)).toBe('-6.500');
    expect(formatNumber('2500000')).toBe('2.500.000');
    expect(formatNumber(Number.NaN)).toBe('0');
    expect(formatNumber(null)).toBe('0');
  });
  it('writes rupiah without ",00"', () => {
    expect(formatRupiah(6500)).toBe('Rp 6.500');
    expect(formatRupiah(50000000)).toBe('Rp 50.000.000');
    expect(formatRupiah(6500, false)).toBe('6.500');
  });
});

describe('formatCompact', () => {
  it('shortens in the console language', () => {
    expect(formatCompact(1_250_000, 'id')).toBe('1,3\u00a0jt');
    expect(formatCompact(500_000, 'id')).toBe('500\u00a0rb');
    expect(formatCompact(1_250_000, 'en')).toBe('1.3M');
    expect(formatCompact(500_000, 'en')).toBe('500K');
    expect(formatCompact(4, 'en')).toBe('4');
  });
});

describe('formatDate (WIB)', () => {
  it('shifts UTC times to Asia/Jakarta (+7) in the spec formats', () => {
    expect(formatDate('2025-01-31T17:30:05Z')).toBe('01/02/2025 00:30:05');
    expect(formatDate('2025-01-31T17:30:05Z', 'timestamp')).toBe('2025/02/01 00:30:05');
    expect(formatDate('2025-01-31T17:30:05Z', 'dateSlash')).toBe('2025/02/01');
    expect(formatDate('2025-01-31T17:30:05Z', 'date')).toBe('2025-02-01');
    expect(formatDate('2025-01-31T17:30:05Z', 'contract')).toBe('2025-02-01 00:30:05');
  });
  it('shows a day alone and a time alone as the parts of the default', () => {
    expect(formatDate('2025-01-31T17:30:05Z', 'day')).toBe('01/02/2025');
    expect(formatDate('2025-01-31T17:30:05Z', 'time')).toBe('00:30:05');
    expect(formatDate('2027-12-31', 'day')).toBe('31/12/2027');
  });
  it('keeps a date-only value on its day and is empty for nothing', () => {
    expect(formatDate('2027-12-31', 'date')).toBe('2027-12-31');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('amounts as the console shows and reads them', () => {
  it('every whole amount formatted as the console shows it parses back to itself', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => {
        expect(parseWhole(formatRupiah(n, false))).toBe(n);
        expect(parseWhole(formatRupiah(n).replace(/^Rp /, ''))).toBe(n);
      }),
    );
  });
  it('every string with a fraction is refused', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), fc.stringMatching(/^[0-9]{1,2}$/), fc.constantFrom('.', ','), (n, frac, mark) => {
        expect(parseWhole(`${formatRupiah(n, false)}${mark}${frac}`)).toBeNull();
      }),
    );
  });
  it('an amount field groups what is typed and drops the rest', () => {
    expect(groupDigits('1500000')).toBe('1.500.000');
    expect(groupDigits('1.500.0001')).toBe('15.000.001');
    expect(groupDigits('Rp 1.5a0')).toBe('150');
    expect(groupDigits('000')).toBe('0');
    expect(groupDigits('')).toBe('');
    expect(groupDigits('9'.repeat(20))).toBe(formatRupiah(999_999_999_999_999, false));
  });
});
