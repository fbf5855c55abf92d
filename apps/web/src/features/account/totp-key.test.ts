import { describe, expect, it } from 'vitest';
import { groupKey, recoveryCodesFile } from './totp-key';

describe('groupKey', () => {
  it('splits a base32 key into groups of four, the last one shorter', () => {
    expect(groupKey('JBSWY3DPEHPK3PXPAB')).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP', 'AB']);
  });

  it('drops spaces and padding, so the groups joined are the key again', () => {
    const key = 'GEZDGNBVGY3TQOJQ';
    expect(groupKey('GEZD GNBV GY3T QOJQ==').join('')).toBe(key);
  });

  it('has no group for an empty key', () => {
    expect(groupKey('')).toEqual([]);
  });
});

describe('recoveryCodesFile', () => {
  it('names whose codes they are, then one code a line', () => {
    expect(recoveryCodesFile(['abcde-12345', 'fghij-67890'], { heading: 'Konsol', account: 'ani@example.com' })).toBe(
      'Konsol\nani@example.com\n\nabcde-12345\nfghij-67890\n',
    );
  });

  it('carries a note under the account when given', () => {
    expect(recoveryCodesFile(['abcde-12345'], { heading: 'H', account: 'a@b.c', note: 'Each code works once.' }).split('\n')).toEqual([
      'H',
      'a@b.c',
      'Each code works once.',
      '',
      'abcde-12345',
      '',
    ]);
  });
});
