import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cappedTotal, pageWindow, wibDaysOf } from './paging.js';
import { wibDayRange } from './time.js';

describe('pageWindow', () => {
  it('reads every page, from either end, as the rows of that page in order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        (total, size, page) => {
          const all = Array.from({ length: total }, (_, i) => i);
          const w = pageWindow(total, page, size);
          const got = w.reverse
            ? [...all]
                .reverse()
                .slice(w.offset, w.offset + w.limit)
                .reverse()
            : all.slice(w.offset, w.offset + w.limit);
          expect(got).toEqual(all.slice(page * size, page * size + size));
          if (w.reverse) expect(w.offset).toBeLessThan(page * size);
        },
      ),
    );
  });

  it('answers a count past the cap with the cap, not exact, and reads its pages from the start', () => {
    expect(cappedTotal(1000, 1000)).toEqual({ total: 1000, exact: true });
    expect(cappedTotal(1001, 1000)).toEqual({ total: 1000, exact: false });
    expect(cappedTotal(5000, undefined)).toEqual({ total: 5000, exact: true });
    expect(pageWindow(1000, 99, 10, false)).toEqual({ reverse: false, offset: 990, limit: 10 });
    expect(pageWindow(1000, 120, 10, false)).toEqual({ reverse: false, offset: 1200, limit: 10 });
  });

  it('knows whole WIB days and refuses other ranges', () => {
    const range = { from: wibDayRange('2026-01-01').from, to: wibDayRange('2026-01-31').to };
    expect(wibDaysOf(range)).toEqual({ first: '2026-01-01', last: '2026-01-31' });
    expect(wibDaysOf({ from: '2026-01-01T00:00:00.000Z', to: range.to })).toBeUndefined();
  });
});
