import { describe, expect, it } from 'vitest';
import { dayRange, listArgs, orderOf, pageOf, sortOf } from './list.js';

describe('list arguments', () => {
  it('breaks ties by id in the sort direction, unless told otherwise; never twice', () => {
    expect(orderOf({ column: 'name', dir: 'desc' })).toEqual([
      { column: 'name', dir: 'desc' },
      { column: 'id', dir: 'desc' },
    ]);
    expect(orderOf({ column: 'name', dir: 'desc' }, 'o.id', 'asc')[1]).toEqual({ column: 'o.id', dir: 'asc' });
    expect(orderOf({ column: 'id', dir: 'asc' })).toEqual([{ column: 'id', dir: 'asc' }]);
  });

  it('sorts only by whitelisted fields: another field is the fallback field, in the direction asked', () => {
    const columns = { createdat: 'created_at', amount: 'amount' };
    expect(sortOf('amount,asc', columns, { field: 'createdat', dir: 'desc' })).toEqual({ column: 'amount', dir: 'asc' });
    expect(sortOf('password,asc', columns, { field: 'createdat', dir: 'desc' })).toEqual({ column: 'created_at', dir: 'asc' });
    expect(sortOf(undefined, columns, { field: 'createdat', dir: 'desc' })).toEqual({ column: 'created_at', dir: 'desc' });
  });

  it('turns WIB days into UTC bounds, one day when only one end is given', () => {
    expect(dayRange('2026-03-01', '2026-03-02')).toEqual({ from: '2026-02-28T17:00:00.000Z', to: '2026-03-02T17:00:00.000Z' });
    expect(dayRange(undefined, '2026-03-02')).toEqual({ from: '2026-03-01T17:00:00.000Z', to: '2026-03-02T17:00:00.000Z' });
    expect(dayRange(undefined, undefined, false)).toBeUndefined();
    expect(dayRange(undefined, undefined)).toBeDefined();
  });

  it('keeps a search only when it has text', () => {
    const q = { page: 0, size: 10, awal: '2026-03-01', akhir: '2026-03-01' };
    const columns = { id: 'id' };
    expect(listArgs({ ...q, search: '  ' }, columns, { field: 'id', dir: 'asc' }).search).toBeUndefined();
    expect(listArgs({ ...q, search: ' pln ' }, columns, { field: 'id', dir: 'asc' }).search).toBe('pln');
  });

  it('answers a page in the spec shape, each row mapped', () => {
    expect(pageOf({ page: 0, size: 5 }, { rows: [1], total: 1000, exact: false })).toMatchObject({
      totalElements: 1000,
      totalExact: false,
    });
    expect(pageOf({ page: 2, size: 5 }, { rows: [1, 2], total: 12 }, (n) => n * 10)).toEqual({
      content: [10, 20],
      totalElements: 12,
      totalExact: true,
      page: 2,
      size: 5,
    });
  });
});
