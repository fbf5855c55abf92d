import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWhole, wholeField } from './common.js';
import { loanContractBody, loanDecideBody, loanSettingBody, rekeningCashoutBody } from './credit.js';
import { cashoutBody, tokensmsOrderBody } from './money.js';

describe('parseWhole: whole rupiah as people and JSON write it', () => {
  it('reads integers and digits grouped by dots in threes', () => {
    expect(parseWhole(10000)).toBe(10000);
    expect(parseWhole('10000')).toBe(10000);
    expect(parseWhole('10.000')).toBe(10000);
    expect(parseWhole('1.000.000')).toBe(1_000_000);
    expect(parseWhole('0')).toBe(0);
    expect(parseWhole(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('gives nothing for an empty value', () => {
    expect(parseWhole('')).toBeUndefined();
    expect(parseWhole(null)).toBeUndefined();
    expect(parseWhole(undefined)).toBeUndefined();
  });

  it('refuses fractions, commas, exponents, signs, spaces and unsafe sizes', () => {
    for (const v of [
      '10000.5',
      '0.5',
      '10.00',
      '1.0000',
      '10,000',
      '10000,5',
      '1e3',
      '1E3',
      '+5',
      '-5',
      ' 5',
      '5 ',
      '1 000',
      'Rp 5',
      '0x10',
      '.5',
      '5.',
      '1..000',
      '9007199254740993',
      10000.5,
      0.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      2 ** 53,
      true,
      {},
      [],
    ]) {
      expect(parseWhole(v), JSON.stringify(v)).toBeNull();
    }
  });

  it('takes a minus only where the field allows one', () => {
    expect(parseWhole('-5.000', true)).toBe(-5000);
    expect(parseWhole('-5.000')).toBeNull();
  });

  it('refuses every string with a fraction', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000_000 }), fc.integer({ min: 1, max: 99 }), (whole, frac) => {
        expect(parseWhole(`${whole}.${frac}`)).toBeNull();
        expect(parseWhole(`${whole},${frac}`)).toBeNull();
        expect(parseWhole(whole + frac / 100)).toBeNull();
      }),
    );
  });

  it('a field says "required" for nothing and "invalid" for the rest', () => {
    const field = wholeField('need', 'bad', 1, 100);
    expect(field.safeParse('').error?.issues[0]?.message).toBe('need');
    expect(field.safeParse(undefined).error?.issues[0]?.message).toBe('need');
    expect(field.safeParse('0.5').error?.issues[0]?.message).toBe('bad');
    expect(field.safeParse('1e1').error?.issues[0]?.message).toBe('bad');
    expect(field.safeParse('101').error?.issues[0]?.message).toBe('bad');
    expect(field.safeParse('1.00').error?.issues[0]?.message).toBe('bad');
    expect(field.parse('100')).toBe(100);
  });
});

describe('every amount, limit, fee and quantity reads money alike', () => {
  const refused = ['10000.5', '0.5', '1e3', '10,000', '-10000', ' 10000', '99999999999999999999'];
  it('loan disbursement amount', () => {
    expect(loanContractBody.parse({ amount: '10.000' }).amount).toBe(10000);
    for (const amount of refused) expect(loanContractBody.safeParse({ amount }).success, amount).toBe(false);
  });
  it('pay-later cash-out amount', () => {
    expect(rekeningCashoutBody.parse({ id: 1, amount: '1.500.000' }).amount).toBe(1_500_000);
    for (const amount of refused) expect(rekeningCashoutBody.safeParse({ id: 1, amount }).success, amount).toBe(false);
  });
  it("the administrator's credit limit and loan settings", () => {
    expect(loanDecideBody.parse({ approve: true, creditlimit: '50.000.000' }).creditlimit).toBe(50_000_000);
    for (const creditlimit of refused) expect(loanDecideBody.safeParse({ approve: true, creditlimit }).success, creditlimit).toBe(false);
    const setting = { fee: '0.015', admin: '2.500', periode: '30', creditlimit: '50.000.000' };
    expect(loanSettingBody.parse(setting)).toEqual({ fee: 0.015, admin: 2500, periode: 30, creditlimit: 50_000_000 });
    for (const admin of refused) expect(loanSettingBody.safeParse({ ...setting, admin }).success, admin).toBe(false);
  });
  it('wallet cash-out amount and token quantity', () => {
    for (const amount of refused) expect(cashoutBody.safeParse({ amount, otp: '123456' }).success, amount).toBe(false);
    for (const amount of ['1.5', '1e1', '-1']) expect(tokensmsOrderBody.safeParse({ paketid: 1, amount }).success, amount).toBe(false);
  });
});
