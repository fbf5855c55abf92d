import { describe, expect, it } from 'vitest';
import { wibDaySql } from '../lib/time.js';
import { dayLockKey, KEEP_MARGIN_HOURS } from '../modules/insight/insight.repository.js';
import { wibDay } from './migrations/0006-performance.js';
import { dayLockKey as migrationLockKey, KEEP_MARGIN_HOURS as migrationMargin } from './migrations/0019-insight-days.js';

/**
 * The migrations are history (nothing at run time imports them), yet some of their SQL is met at run time: the
 * triggers write WIB days and lock kept days, which queries must name the same way. The run-time copies agree.
 */
describe('what the run time shares with the migrations', () => {
  it('names a WIB day as the triggers write it', () => {
    for (const dialect of ['sqlite', 'postgres'] as const) expect(wibDaySql(dialect)('t.created')).toBe(wibDay(dialect)('t.created'));
  });

  it('keeps a day and locks it as the insight triggers do', () => {
    expect(KEEP_MARGIN_HOURS).toBe(migrationMargin);
    expect(dayLockKey('s.id', 'x.day')).toBe(migrationLockKey('s.id', 'x.day'));
  });
});
