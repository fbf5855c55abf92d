import { describe, expect, it } from 'vitest';
import { quoteCell, safeCell } from './csv.js';
import { exportFile } from './export.js';

describe('CSV cells', () => {
  it('neutralises what a spreadsheet would run as a formula, and leaves signed numbers alone', () => {
    for (const formula of ['=1+1', '@SUM(A1)', '\tx', '\rx', '+cmd', '-2+3']) expect(safeCell(formula)).toBe(`'${formula}`);
    for (const plain of ['', 'Andi', '+62 812 345', '-15000', '-', 'a=b', ' =1']) expect(safeCell(plain)).toBe(plain);
  });

  it('quotes a cell holding a quote, a delimiter or a line break', () => {
    expect(quoteCell('plain text')).toBe('plain text');
    expect(quoteCell('a,b')).toBe('"a,b"');
    expect(quoteCell('a;b')).toBe('"a;b"');
    expect(quoteCell('say "hi" "twice"')).toBe('"say ""hi"" ""twice"""');
    expect(quoteCell('two\r\nlines')).toBe('"two\r\nlines"');
  });
});

async function csvOf(rows: object[]): Promise<string[]> {
  const spec = { name: 'test', columns: { at: 'date', label: 'text', amount: 'money' } } as const;
  async function* batches() {
    yield rows;
  }
  let text = '';
  for await (const chunk of exportFile(spec, 'csv', 'comma', batches()).stream) text += chunk;
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1, -1);
}

describe('CSV export lines', () => {
  it('writes times in WIB, days as they are, and an unreadable time as it is, quoted if need be', async () => {
    const lines = await csvOf([
      { at: '2026-11-27T17:30:05.123Z', label: '=HYPERLINK("x")', amount: 15000 },
      { at: '2026-11-28', label: 'Budi, Ani', amount: null },
      { at: 'not, a time', label: '', amount: 2.9 },
    ]);
    expect(lines).toEqual(['28/11/2026 00:30:05,"\'=HYPERLINK(""x"")",15000', '2026-11-28,"Budi, Ani",', '"not, a time",,2']);
  });
});
