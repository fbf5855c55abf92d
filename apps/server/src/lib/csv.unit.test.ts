import type { Lang } from '@konsol/contract';
import { describe, expect, it } from 'vitest';
import { quoteCell, safeCell } from './csv.js';
import { exportFile, type ListExport } from './export.js';

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

const words = (id: string, en = id) => ({ id, en });
const plain: ListExport = {
  name: 'test',
  headers: { at: words('Waktu', 'Time'), label: words('Label'), amount: words('Nominal', 'Amount') },
  columns: { at: 'date', label: 'text', amount: 'money' },
};

/** The file's lines, its header first. */
async function csvFile(rows: object[], spec = plain, lang?: Lang): Promise<string[]> {
  async function* batches() {
    yield rows;
  }
  let text = '';
  for await (const chunk of exportFile(spec, 'csv', 'comma', lang, batches()).stream) text += chunk;
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);
}
const csvOf = async (rows: object[]) => (await csvFile(rows)).slice(1);

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

describe('CSV export words', () => {
  const coded: ListExport = {
    name: 'test',
    headers: { status: words('Status'), paid: words('Dibayar', 'Paid'), shown: words('Tampil', 'Shown') },
    columns: {
      status: { kind: 'enum', names: { 1: words('Aktif', 'Active'), 0: words('Non-Aktif', 'Inactive'), 9: '=Same, both' } },
      paid: { kind: 'enum', names: { true: words('Ya', 'Yes'), false: words('Tidak', 'No') }, blank: words('Belum', 'Not yet') },
      shown: { kind: 'enum', names: { PENDING: words('Menunggu', 'Waiting') } },
    },
  };
  const rows = [
    { status: 1, paid: true, shown: 'PENDING' },
    { status: 0, paid: false, shown: 'DONE' },
    { status: 9, paid: null, shown: null },
    { status: 7, paid: '', shown: '' },
  ];

  it('heads the columns in the caller’s language, Indonesian when it names none', async () => {
    expect((await csvFile([], plain))[0]).toBe('Waktu,Label,Nominal');
    expect((await csvFile([], plain, 'id'))[0]).toBe('Waktu,Label,Nominal');
    expect((await csvFile([], plain, 'en'))[0]).toBe('Time,Label,Amount');
  });

  it('writes a code by its name, a blank by the blank’s name, an unnamed code as it is', async () => {
    expect(await csvFile(rows, coded)).toEqual([
      'Status,Dibayar,Tampil',
      'Aktif,Ya,Menunggu',
      'Non-Aktif,Tidak,DONE',
      `"'=Same, both",Belum,`,
      '7,Belum,',
    ]);
    expect(await csvFile(rows, coded, 'en')).toEqual([
      'Status,Paid,Shown',
      'Active,Yes,Waiting',
      'Inactive,No,DONE',
      `"'=Same, both",Not yet,`,
      '7,Not yet,',
    ]);
  });
});
