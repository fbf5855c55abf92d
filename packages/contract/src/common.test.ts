import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope, errorEnvelope, idParam, okEnvelope, page, pageQuery, parseSort, status01 } from './common.js';

describe('parseSort', () => {
  const fields = ['id', 'label', 'createdat'] as const;
  const fallback = { field: 'id', dir: 'asc' } as const;

  it('reads "field,dir"', () => {
    expect(parseSort('label,desc', fields, fallback)).toEqual({ field: 'label', dir: 'desc' });
    expect(parseSort('createdat,asc', fields, fallback)).toEqual({ field: 'createdat', dir: 'asc' });
    expect(parseSort(' label , DESC ', fields, fallback)).toEqual({ field: 'label', dir: 'desc' });
  });

  it('reads a bare direction as the default field', () => {
    expect(parseSort('asc', fields, fallback)).toEqual({ field: 'id', dir: 'asc' });
    expect(parseSort('desc', fields, fallback)).toEqual({ field: 'id', dir: 'desc' });
    expect(parseSort('DESC', fields, { field: 'label', dir: 'asc' })).toEqual({ field: 'label', dir: 'desc' });
  });

  it('reads a bare field as ascending', () => {
    expect(parseSort('label', fields, fallback)).toEqual({ field: 'label', dir: 'asc' });
  });

  it('falls back without a sort', () => {
    expect(parseSort(undefined, fields, { field: 'createdat', dir: 'desc' })).toEqual({ field: 'createdat', dir: 'desc' });
    expect(parseSort('', fields, fallback)).toEqual(fallback);
  });

  it('never lets an unknown field or direction through (they reach SQL as identifiers)', () => {
    expect(parseSort('password_hash,desc', fields, fallback)).toEqual({ field: 'id', dir: 'desc' });
    expect(parseSort('id; drop table users,asc', fields, fallback)).toEqual({ field: 'id', dir: 'asc' });
    expect(parseSort('label,sideways', fields, fallback)).toEqual({ field: 'label', dir: 'asc' });
    expect(parseSort('label,desc; drop table users', fields, fallback)).toEqual({ field: 'label', dir: 'asc' });
    expect(parseSort('__proto__,desc', fields, fallback)).toEqual({ field: 'id', dir: 'desc' });
    expect(parseSort('toString', fields, fallback)).toEqual({ field: 'id', dir: 'asc' });
    for (const s of ['x,y,z', ',,,', ',desc', 'LABEL,asc']) {
      const r = parseSort(s, fields, fallback);
      expect(fields, s).toContain(r.field);
      expect(['asc', 'desc'], s).toContain(r.dir);
    }
  });
});

describe('pageQuery', () => {
  it('defaults to the first page of 10', () => {
    expect(pageQuery.parse({})).toEqual({ page: 0, size: 10, exactTotal: false });
  });

  it('coerces query strings', () => {
    expect(pageQuery.parse({ page: '2', size: '25', sort: 'id,desc', exactTotal: 'true' })).toEqual({
      page: 2,
      size: 25,
      sort: 'id,desc',
      exactTotal: true,
    });
  });

  it('turns "All" (-1, any size below 0) into 10000, 0 into 10, and caps at 10000', () => {
    expect(pageQuery.parse({ size: '-1' }).size).toBe(10000);
    expect(pageQuery.parse({ size: -5 }).size).toBe(10000);
    expect(pageQuery.parse({ size: '0' }).size).toBe(10);
    expect(pageQuery.parse({ size: '50000' }).size).toBe(10000);
  });

  it('refuses a negative or non-numeric page, a fractional size and a long sort', () => {
    expect(pageQuery.safeParse({ page: '-1' }).success).toBe(false);
    expect(pageQuery.safeParse({ page: 'abc' }).success).toBe(false);
    expect(pageQuery.safeParse({ size: '2.5' }).success).toBe(false);
    expect(pageQuery.safeParse({ sort: 'x'.repeat(61) }).success).toBe(false);
    expect(pageQuery.safeParse({ exactTotal: 'yes' }).success).toBe(false);
  });
});

describe('answer envelopes', () => {
  it('envelope and page describe { success, msg, data: { content, totalElements, totalExact, page, size } }', () => {
    const schema = envelope(page(z.object({ id: z.number() })));
    const good = { success: true, msg: 'OK', data: { content: [{ id: 1 }], totalElements: 1, totalExact: true, page: 0, size: 10 } };
    expect(schema.parse(good)).toEqual(good);
    expect(schema.safeParse({ ...good, data: { content: [{ id: 1 }], page: 0, size: 10 } }).success).toBe(false);
    expect(schema.safeParse({ success: true, data: good.data }).success).toBe(false);
  });

  it('errorEnvelope is success:false with a msg and optional field errors', () => {
    expect(errorEnvelope.parse({ success: false, msg: 'Please fill', errors: { name: 'Please fill' } })).toBeTruthy();
    expect(errorEnvelope.safeParse({ success: true, msg: 'x' }).success).toBe(false);
    expect(errorEnvelope.safeParse({ success: false, msg: 'x', errors: { name: 1 } }).success).toBe(false);
    expect(okEnvelope.parse({ success: true, msg: 'OK', extra: 1 })).toEqual({ success: true, msg: 'OK' });
  });
});

describe('idParam and status01', () => {
  it('idParam takes a positive integer id from the path', () => {
    expect(idParam.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of ['0', '-1', '1.5', 'abc', '1e999']) expect(idParam.safeParse({ id }).success, id).toBe(false);
  });

  it('status01 is 0 or 1', () => {
    expect(status01.parse('1')).toBe(1);
    expect(status01.parse(0)).toBe(0);
    for (const v of ['2', '-1', 'x', 0.5]) expect(status01.safeParse(v).success, String(v)).toBe(false);
  });
});
