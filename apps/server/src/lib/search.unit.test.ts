import { describe, expect, it } from 'vitest';
import { scopeText as migrationScope } from '../db/migrations/0009-search.js';
import { scopeText, searchMatch } from './search.js';

describe('searchMatch', () => {
  it('asks the index for a phrase in the searched columns, of one scope when given, quotes doubled', () => {
    const scope = (id: number, account?: 'balance') => `"${scopeText(id, account)}"`;
    expect(searchMatch(['label', 'description', 'kodeproduk'], 'Token "PLN"', { serverId: 7 })).toBe(
      `scope : ${scope(7)} AND {label description kodeproduk} : "Token ""PLN"""`,
    );
    expect(searchMatch(['description', 'ref_id'], '50%_x', { serverId: 7, account: 'balance' })).toBe(
      `scope : ${scope(7, 'balance')} AND {description ref_id} : "50%_x"`,
    );
    expect(searchMatch(['reff', 'bank'], 'mandiri')).toBe('{reff bank} : "mandiri"');
  });

  it('writes a scope as three characters of the private use area, one per server and account', () => {
    const scopes = new Set<string>();
    for (const id of [0, 1, 2, 1599, 1600, 6399, 6400, 40_959_999, 2 ** 31 - 1])
      for (const account of [undefined, 'balance', 'pending_balance', 'pending_cashout'] as const) {
        const s = [...scopeText(id, account)];
        expect(s).toHaveLength(3);
        expect(s.every((c) => c.codePointAt(0)! >= 0xe000 && c.codePointAt(0)! <= 0xf8ff)).toBe(true);
        scopes.add(s.join(''));
      }
    expect(scopes.size).toBe(9 * 4);
  });

  it('writes a scope as the triggers of migration 0009 do', () => {
    for (const id of [0, 1, 7, 6399, 6400, 40_959_999])
      for (const account of [undefined, 'balance', 'pending_balance', 'pending_cashout'] as const)
        expect(scopeText(id, account)).toBe(migrationScope(id, account));
  });

  it('leaves to the rows a term the trigrams cannot answer: under three characters, or beyond printable ASCII', () => {
    expect(searchMatch(['kode', 'nama'], 'ab')).toBeUndefined();
    expect(searchMatch(['kode', 'nama'], 'café')).toBeUndefined();
    expect(searchMatch(['kode', 'nama'], 'tab\there')).toBeUndefined();
    expect(searchMatch(['kode', 'nama'], 'abc')).toBeDefined();
  });
});
