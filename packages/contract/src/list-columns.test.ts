import { describe, expect, it } from 'vitest';
import type { CodeNames } from './list-columns.js';
import * as lists from './list-columns.js';

describe('the lists’ words', () => {
  it('heads every column in both languages, trimmed, and no two columns of a list alike', () => {
    for (const [list, columns] of Object.entries(lists.LIST_COLUMNS)) {
      for (const lang of ['id', 'en'] as const) {
        const headers = Object.values(columns).map((w) => w[lang]);
        for (const h of headers) expect(h, `${list} ${lang}`).toMatch(/^\S(.*\S)?$/);
        expect(new Set(headers).size, `${list} ${lang}: ${headers.join(', ')}`).toBe(headers.length);
      }
    }
  });

  it('names every code in both languages, trimmed', () => {
    const tables = Object.entries(lists).filter(([name]) => name.endsWith('_NAMES')) as [string, CodeNames][];
    expect(tables.length).toBeGreaterThan(15);
    for (const [name, names] of tables) {
      expect(Object.keys(names).length, name).toBeGreaterThan(0);
      for (const [code, words] of Object.entries(names)) {
        for (const text of typeof words === 'string' ? [words] : [words.id, words.en])
          expect(text, `${name} ${code}`).toMatch(/^\S(.*\S)?$/);
      }
    }
  });
});
