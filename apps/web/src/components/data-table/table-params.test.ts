import { describe, expect, it } from 'vitest';
import { nextSort, parseSortValue, readTableParams, writeTableParams } from './table-params';

const q = (s: string) => new URLSearchParams(s);

describe('table params in the URL', () => {
  it('reads page, size, sort, search and filters, with defaults for what is missing or invalid', () => {
    expect(readTableParams(q(''), '', { sort: 'id,asc' })).toEqual({ page: 0, size: 10, sort: 'id,asc', search: '', filters: {} });
    expect(readTableParams(q('page=2&size=25&sort=label,desc&q=pulsa&status=1'), '', {}, ['status'])).toEqual({
      page: 2,
      size: 25,
      sort: 'label,desc',
      search: 'pulsa',
      filters: { status: '1' },
    });
    expect(readTableParams(q('page=-3&size=33&sort=drop;table'), '', { size: 50, sort: 'asc' })).toMatchObject({
      page: 0,
      size: 50,
      sort: 'asc',
    });
    expect(readTableParams(q('size=-1')).size).toBe(-1);
  });

  it('keeps several tables apart with a prefix', () => {
    const query = q('cashin.page=3&cashout.page=1&cashin.awal=2025-01-01');
    expect(readTableParams(query, 'cashin.', {}, ['awal'])).toMatchObject({ page: 3, filters: { awal: '2025-01-01' } });
    expect(readTableParams(query, 'cashout.', {}, ['awal'])).toMatchObject({ page: 1, filters: {} });
  });

  it('writes a change, leaves defaults out, and goes back to page 0 on anything but a page change', () => {
    const defaults = { size: 10, sort: 'id,asc' };
    expect(writeTableParams(q(''), { page: 4 }, '', defaults).toString()).toBe('page=4');
    expect(writeTableParams(q('page=4'), { size: 50 }, '', defaults).toString()).toBe('size=50');
    expect(writeTableParams(q('page=4&size=50'), { sort: 'id,asc' }, '', defaults).toString()).toBe('size=50');
    expect(writeTableParams(q('page=4'), { search: '  voucher ' }, '', defaults).toString()).toBe('q=voucher');
    expect(writeTableParams(q('page=1&q=x'), { filters: { status: '0' } }, '', defaults).toString()).toBe('q=x&status=0');
    expect(writeTableParams(q('status=0&other=kept'), { filters: { status: undefined } }, '', defaults).toString()).toBe('other=kept');
  });

  it('cycles a column sort asc → desc → default', () => {
    expect(nextSort(undefined, 'label', 'id,asc')).toBe('label,asc');
    expect(nextSort('label,asc', 'label', 'id,asc')).toBe('label,desc');
    expect(nextSort('label,desc', 'label', 'id,asc')).toBe('id,asc');
    expect(nextSort('id,desc', 'id', 'id,asc')).toBe('id,asc');
    expect(parseSortValue('label,desc')).toEqual({ field: 'label', dir: 'desc' });
    expect(parseSortValue('desc')).toEqual({ dir: 'desc' });
  });
});
