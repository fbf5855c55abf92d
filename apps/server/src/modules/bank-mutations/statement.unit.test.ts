import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BANK_PRESETS,
  guessMapping,
  linesOf,
  readStatement,
  StatementError,
  type StatementMapping,
  type StatementTable,
  unzippedSize,
} from './statement.js';

const csv = (lines: string[]) => Buffer.from(lines.join('\r\n'), 'utf8');

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Mutasi');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A one-column-per-field table for the parsing rules: a row per case, from line 2. */
const MAPPING: StatementMapping = { date: 'Tanggal', description: 'Keterangan', amount: 'Mutasi', balance: 'Saldo' };
function table(rows: Partial<Record<'Tanggal' | 'Keterangan' | 'Mutasi' | 'Saldo' | 'Jenis', string>>[]): StatementTable {
  const columns = ['Tanggal', 'Keterangan', 'Mutasi', 'Saldo', 'Jenis'];
  return {
    columns,
    rows: rows.map((r, i) => ({
      line: i + 2,
      cells: columns.map((c) => r[c as keyof typeof r] ?? ''),
    })),
  };
}
const one = (row: Parameters<typeof table>[0][number], mapping = MAPPING, year = 2026) => linesOf(table([row]), mapping, { year });

describe('bank exports', () => {
  it('reads a KlikBCA CSV: account lines above, yearless dates, CR/DB amounts, PEND and footer rows skipped', async () => {
    const file = csv([
      'Informasi Rekening - Mutasi Rekening',
      "No. rekening : ,'1234567890",
      'Nama : PT KONSOL NUSANTARA',
      'Periode : 01/12/2025 - 31/12/2025',
      'Kode Mata Uang : Rp',
      '',
      'Tanggal Transaksi,Keterangan,Cabang,Jumlah,Saldo',
      `'01/12,'TRSF E-BANKING CR 0112/FTSCY/WS95051   150123.00 ANDI   WIJAYA,'0000,"150,123.00 CR","1,150,123.00"`,
      `'02/12,'TARIKAN ATM 02/12,'0998,"50,000.00 DB","1,100,123.00"`,
      `'PEND,'BIAYA ADM,'0000,"10,000.00 DB","1,090,123.00"`,
      'Saldo Awal,:,"1,000,000.00"',
      'Mutasi Kredit,:,"150,123.00",1',
      'Mutasi Debet,:,"60,000.00",2',
      'Saldo Akhir,:,"1,090,123.00"',
    ]);
    const t = await readStatement(file, 'mutasi.csv');
    expect(t.columns).toEqual(['Tanggal Transaksi', 'Keterangan', 'Cabang', 'Jumlah', 'Saldo']);
    expect(t.rows.map((r) => r.line)).toEqual([8, 9, 10, 11, 12, 13, 14]);
    const mapping = guessMapping(t.columns);
    expect(mapping).toEqual(BANK_PRESETS.BCA);
    expect(linesOf(t, mapping!, { year: 2025 })).toEqual({
      lines: [
        {
          date: '2025-12-01',
          amount: 150123,
          type: 'CR',
          description: 'TRSF E-BANKING CR 0112/FTSCY/WS95051 150123.00 ANDI WIJAYA',
          balance: 1150123,
          line: 8,
        },
        { date: '2025-12-02', amount: 50000, type: 'DB', description: 'TARIKAN ATM 02/12', balance: 1100123, line: 9 },
      ],
      errors: [],
    });
  });

  it('reads the BCA layout with CR/DB in the unnamed column after Jumlah', async () => {
    const file = csv([
      'Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo',
      '\'05/09,\'TRSF E-BANKING DB IBU SITI,\'0000,"1,500,000.00",DB,"8,500,000.00"',
      "'10/09,'SETORAN TUNAI,'0123,2000000.00,CR,10500000.00",
    ]);
    const t = await readStatement(file, 'bca.csv');
    const { lines, errors } = linesOf(t, guessMapping(t.columns)!, { year: 2026 });
    expect(errors).toEqual([]);
    expect(lines.map((l) => [l.date, l.type, l.amount, l.balance])).toEqual([
      ['2026-09-05', 'DB', 1500000, 8500000],
      ['2026-09-10', 'CR', 2000000, 10500000],
    ]);
  });

  it('reads a Mandiri Internet Banking CSV: two Description columns joined, debit and credit columns', async () => {
    const file = csv([
      'Account No,Date,Val. Date,Transaction Code,Description,Description,Reference No.,Debit,Credit',
      '1370001234567,03/08/26,03/08/26,8881,Transfer Dr 008 ,PT MAJU JAYA ,99102233,.00,"2,500,000.00"',
      '1370001234567,04/08/26,04/08/26,7102,Biaya Adm,,,"12,500.00",.00',
    ]);
    const t = await readStatement(file, 'mandiri.csv');
    expect(guessMapping(t.columns)).toEqual(BANK_PRESETS.MANDIRI);
    expect(linesOf(t, BANK_PRESETS.MANDIRI)).toEqual({
      lines: [
        { id: '99102233', date: '2026-08-03', amount: 2500000, type: 'CR', description: 'Transfer Dr 008 PT MAJU JAYA', line: 2 },
        { date: '2026-08-04', amount: 12500, type: 'DB', description: 'Biaya Adm', line: 3 },
      ],
      errors: [],
    });
  });

  it('reads a Mandiri Kopra CSV (semicolons, month names with a time, balance in cents)', async () => {
    const file = csv([
      'AccountNo;Ccy;PostDate;Remarks;AdditionalDesc;Credit Amount;Debit Amount;Close Balance',
      '1060055988896;IDR;03 August 2026 11:27:10;GAJI   CS;MCM InhouseTrf;0.00;750000.00;13838932.64',
      '1060055988896;IDR;07 Agustus 2026 10:16:54;PT SARANA;Trf Inw CN BCA;1000000.00;0.00;14838932.64',
    ]);
    const t = await readStatement(file, 'Acc_Statement.csv');
    const mapping = guessMapping(t.columns)!;
    expect(mapping.amount).toBe('Debit Amount|Credit Amount');
    const { lines } = linesOf(t, mapping);
    expect(lines.map((l) => [l.date, l.type, l.amount, l.description, l.balance])).toEqual([
      ['2026-08-03', 'DB', 750000, 'GAJI CS', 13838932.64],
      ['2026-08-07', 'CR', 1000000, 'PT SARANA', 14838932.64],
    ]);
  });

  it('reads a BRI export as XLSX: date cells, number cells, an account line above and a total below', async () => {
    const header = [
      'ID',
      'NOREK',
      'TGL_TRAN',
      'TGL_EFEKTIF',
      'JAM_TRAN',
      'SEQ',
      'DESK_TRAN',
      'SALDO_AWAL_MUTASI',
      'MUTASI_DEBET',
      'MUTASI_KREDIT',
      'SALDO_AKHIR_MUTASI',
    ];
    const day = (d: number) => new Date(Date.UTC(2026, 6, d));
    const file = await xlsx([
      ['NOREK', '058801037081508'],
      [],
      header,
      [1, '058801037081508', day(10), day(10), 234444, 143801, 'NBMB ANDI TO TOKO JAYA', 7173313, 70000, 0, 7103313],
      [2, '058801037081508', day(11), day(11), 90102, 143802, 'BRIVA 301350  TOPUP', 7103313, 0, 250000.5, 7353313.5],
      [3, '058801037081508', day(12), day(12), 80000, 143803, 'SETOR TUNAI', 7353313.5, 0, 1000000, 8353313.5],
      [null, null, 'TOTAL', null, null, null, null, null, 70000, 1250000.5, null],
    ]);
    const t = await readStatement(file, 'bri.xlsx');
    expect(t.columns).toEqual(header);
    expect(t.rows.map((r) => r.line)).toEqual([4, 5, 6, 7]);
    expect(t.rows[0]!.cells.slice(2, 4)).toEqual(['2026-07-10', '2026-07-10']);
    expect(guessMapping(t.columns)).toEqual(BANK_PRESETS.BRI);
    expect(linesOf(t, BANK_PRESETS.BRI)).toEqual({
      lines: [
        { date: '2026-07-10', amount: 70000, type: 'DB', description: 'NBMB ANDI TO TOKO JAYA', balance: 7103313, line: 4 },
        { date: '2026-07-12', amount: 1000000, type: 'CR', description: 'SETOR TUNAI', balance: 8353313.5, line: 6 },
      ],
      errors: [{ line: 5, message: "amount has cents: '250000.50'" }],
    });
  });

  it('reads a BRI export as CSV (ISO dates with a time, zero written .00)', async () => {
    const file = csv([
      'ID,NOREK,TGL_TRAN,TGL_EFEKTIF,JAM_TRAN,SEQ,DESK_TRAN,SALDO_AWAL_MUTASI,MUTASI_DEBET,MUTASI_KREDIT,SALDO_AKHIR_MUTASI,GLSIGN',
      '"1694","58801037081508","2026-07-10 23:44:44","2026-07-10 23:44:44","234444","143801","BRIVA3013 ESB:NBMB","7173313.00","70000.00",".00","7103313.00","Db"',
    ]);
    const t = await readStatement(file, 'export.csv');
    expect(linesOf(t, BANK_PRESETS.BRI).lines).toEqual([
      { date: '2026-07-10', amount: 70000, type: 'DB', description: 'BRIVA3013 ESB:NBMB', balance: 7103313, line: 2 },
    ]);
  });

  it('reads a BNI CSV (DD/MM/YY HH.MM.SS, journal number as the reference, trailing empty header)', async () => {
    const file = csv([
      'Post Date,Value Date,Branch,Journal No.,Description,Debit,Credit,',
      '01/05/26 10.00.00,01/05/26,259,938101,TRANSFER DARI | PT BUANA,,"300,000.00",',
      '02/05/26 12.30.00,02/05/26,259,938102,TARIK TUNAI,"125,000.00",,',
    ]);
    const t = await readStatement(file, 'BNI.CSV');
    expect(guessMapping(t.columns)).toEqual(BANK_PRESETS.BNI);
    expect(linesOf(t, BANK_PRESETS.BNI).lines).toEqual([
      { id: '938101', date: '2026-05-01', amount: 300000, type: 'CR', description: 'TRANSFER DARI | PT BUANA', line: 2 },
      { id: '938102', date: '2026-05-02', amount: 125000, type: 'DB', description: 'TARIK TUNAI', line: 3 },
    ]);
  });

  it('reads a BNIDirect layout with Amount and a DB/CR column', async () => {
    const t: StatementTable = {
      columns: ['Posting Date', 'Effective Date', 'Branch', 'Journal', 'Transaction Description', 'Amount', 'DB/CR', 'Balance'],
      rows: [
        { line: 5, cells: ['02/01/2026', '02/01/2026', '0259', '11', 'TRF KE ANDI', '25.000', 'D', '975.000'] },
        { line: 6, cells: ['03/01/2026', '03/01/2026', '0259', '12', 'SETORAN', '50.000', 'K', '1.025.000'] },
        { line: 7, cells: ['04/01/2026', '04/01/2026', '0259', '13', 'SETORAN', '50.000', '?', '1.025.000'] },
      ],
    };
    const mapping = guessMapping(t.columns)!;
    expect(mapping).toMatchObject({ amount: 'Amount', type: 'DB/CR', id: 'Journal' });
    expect(linesOf(t, mapping)).toEqual({
      lines: [
        { id: '11', date: '2026-01-02', amount: 25000, type: 'DB', description: 'TRF KE ANDI', balance: 975000, line: 5 },
        { id: '12', date: '2026-01-03', amount: 50000, type: 'CR', description: 'SETORAN', balance: 1025000, line: 6 },
      ],
      errors: [{ line: 7, message: "direction not readable: '?'" }],
    });
  });
});

describe('reading files', () => {
  it('sniffs ; and tab, strips a BOM, and keeps every non-empty row under the header', async () => {
    const semi = await readStatement(
      Buffer.from('\uFEFFRekening;123\nTanggal;Keterangan;Mutasi\n01/02/2026;A;1.000\n\n;;\nTotal;;1.000\n'),
      'a.csv',
    );
    expect(semi.columns).toEqual(['Tanggal', 'Keterangan', 'Mutasi']);
    expect(semi.rows).toEqual([
      { line: 3, cells: ['01/02/2026', 'A', '1.000'] },
      { line: 6, cells: ['Total', '', '1.000'] },
    ]);
    const tab = await readStatement(Buffer.from(' Tanggal \t Keterangan \t Mutasi \n01/02/2026\t A \t-5\n'), 'b.txt');
    expect(tab).toEqual({ columns: ['Tanggal', 'Keterangan', 'Mutasi'], rows: [{ line: 2, cells: ['01/02/2026', 'A', '-5'] }] });
  });

  it('finds a ; or tab table under a title line that has no delimiter to sniff', async () => {
    const semi = await readStatement(csv(['Laporan Mutasi Rekening', 'Tanggal;Keterangan;Mutasi', '01/02/2026;A;"1.000,00"']), 'a.csv');
    expect(semi).toEqual({ columns: ['Tanggal', 'Keterangan', 'Mutasi'], rows: [{ line: 3, cells: ['01/02/2026', 'A', '1.000,00'] }] });
    const tab = await readStatement(csv(['Laporan Mutasi Rekening', 'Tanggal\tKeterangan\tMutasi', '01/02/2026\tA, B\t5']), 'a.csv');
    expect(tab.rows).toEqual([{ line: 3, cells: ['01/02/2026', 'A, B', '5'] }]);
  });

  it('takes a header only from a row of three or more cells with two words: info lines with numbers are passed over', async () => {
    const t = await readStatement(
      csv([
        'No. Rekening,1234567890,360',
        'Periode,01/01/2026,31/01/2026',
        'Saldo,,"1.000.000,00"',
        'Tanggal,Keterangan,Mutasi',
        '02/01/2026,A,5',
      ]),
      'x.csv',
    );
    expect(t.columns).toEqual(['Tanggal', 'Keterangan', 'Mutasi']);
    expect(t.rows).toEqual([{ line: 5, cells: ['02/01/2026', 'A', '5'] }]);
  });

  it('reads Excel Unicode text (UTF-16 with a BOM)', async () => {
    const file = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Tanggal\tKeterangan\tMutasi\r\n01/02/2026\tA\t1.000\r\n', 'utf16le'),
    ]);
    expect((await readStatement(file, 'a.txt')).rows).toEqual([{ line: 2, cells: ['01/02/2026', 'A', '1.000'] }]);
  });

  it('knows XLSX by its zip magic whatever the name, and writes formulas by their result', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('S');
    sheet.addRow(['Tanggal', 'Keterangan', 'Mutasi']);
    sheet.addRow(['01/02/2026', { richText: [{ text: 'TRF ' }, { text: 'ANDI' }] }, { formula: '1000*2', result: 2000 }]);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const t = await readStatement(file, 'download');
    expect(t.rows).toEqual([{ line: 2, cells: ['01/02/2026', 'TRF ANDI', '2000'] }]);
  });

  it('refuses what is neither a statement CSV nor an XLSX workbook', async () => {
    const refused = (file: Buffer, name: string) => expect(readStatement(file, name)).rejects.toThrow(StatementError);
    await refused(Buffer.from('%PDF-1.4\n\u0000\u0001binary'), 'mutasi.pdf');
    await refused(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0x00, 0x00]), 'mutasi.xls');
    await refused(Buffer.from('just some text\nwithout a table\n'), 'notes.csv');
    await refused(Buffer.from('Tanggal,Keterangan,Mutasi\n01/02/2026,"open quote,5\n'), 'broken.csv');
    await refused(Buffer.from('not a zip at all'), 'mutasi.xlsx');
    await refused(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]), 'x.csv');
    await refused(Buffer.alloc(0), 'empty.csv');
    await expect(readStatement(Buffer.from('x'), 'x.xlsx')).rejects.toThrow('unreadable');
  });

  it('refuses a workbook that would unpack past 64 MB, before opening it', async () => {
    const file = await xlsx([
      ['Tanggal', 'Keterangan', 'Mutasi'],
      ['01/02/2026', 'A', 5],
    ]);
    expect(unzippedSize(file)).toBeGreaterThan(1000);
    expect(unzippedSize(file)).toBeLessThan(64 * 1024 * 1024);
    // the first entry of the central directory now says it unpacks to 2 GB
    const bomb = Buffer.from(file);
    const end = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    bomb.writeUInt32LE(0x7fffffff, bomb.readUInt32LE(end + 16) + 24);
    await expect(readStatement(bomb, 'mutasi.xlsx')).rejects.toThrow(StatementError);
    expect(unzippedSize(Buffer.from('no zip'))).toBeUndefined();
  });
});

describe('dates', () => {
  const dateOf = (text: string, year?: number) => one({ Tanggal: text, Mutasi: '1' }, MAPPING, year).lines[0]?.date;

  it('reads day-first numeric dates, with a 2- or 4-digit year and an optional time', () => {
    expect(dateOf('05/02/2026')).toBe('2026-02-05');
    expect(dateOf('5/2/2026')).toBe('2026-02-05');
    expect(dateOf('05-02-2026')).toBe('2026-02-05');
    expect(dateOf('05/02/26')).toBe('2026-02-05');
    expect(dateOf('05/02/26 10.15.00')).toBe('2026-02-05');
    expect(dateOf('05/02/2026 23:59')).toBe('2026-02-05');
  });

  it('reads month names and abbreviations, Indonesian and English', () => {
    const cases: [string, string][] = [
      ['01 Jan 2026', '2026-01-01'],
      ['01 Feb 2026', '2026-02-01'],
      ['01 Mar 2026', '2026-03-01'],
      ['01 Apr 2026', '2026-04-01'],
      ['01 Mei 2026', '2026-05-01'],
      ['01 May 2026', '2026-05-01'],
      ['01 Jun 2026', '2026-06-01'],
      ['01 Jul 2026', '2026-07-01'],
      ['01 Agu 2026', '2026-08-01'],
      ['01 Ags 2026', '2026-08-01'],
      ['01 Aug 2026', '2026-08-01'],
      ['01 Sep 2026', '2026-09-01'],
      ['01 Okt 2026', '2026-10-01'],
      ['01 Oct 2026', '2026-10-01'],
      ['01 Nov 2026', '2026-11-01'],
      ['01 Des 2026', '2026-12-01'],
      ['01 Dec 2026', '2026-12-01'],
      ['1 DES 2026', '2026-12-01'],
      ['01-Des-26', '2026-12-01'],
      ['16 Maret 2026 09:34:53', '2026-03-16'],
      ['16 September 2026', '2026-09-16'],
    ];
    for (const [text, day] of cases) expect(dateOf(text), text).toBe(day);
    expect(dateOf('01 Foo 2026')).toBeUndefined();
  });

  it('reads ISO days with an optional time; a time with a zone lands on its WIB day', () => {
    expect(dateOf('2026-07-10')).toBe('2026-07-10');
    expect(dateOf('2026-07-10 23:44:44')).toBe('2026-07-10');
    expect(dateOf('2026-07-10T23:44:44')).toBe('2026-07-10');
    expect(dateOf('2026-07-10T20:00:00Z')).toBe('2026-07-11');
    expect(dateOf('2026-07-10T20:00:00+07:00')).toBe('2026-07-10');
  });

  it("reads BCA's DD/MM with the given year, stripping the leading apostrophe", () => {
    expect(dateOf("'01/12", 2025)).toBe('2025-12-01');
    expect(dateOf('29/02', 2028)).toBe('2028-02-29');
    expect(dateOf('29/02', 2026)).toBeUndefined();
  });

  describe('without a year given', () => {
    afterEach(() => vi.useRealTimers());
    it('takes the current year in WIB', () => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2025-12-31T18:00:00Z')); // 1 January 2026, 01:00 WIB
      expect(linesOf(table([{ Tanggal: '02/01', Mutasi: '1' }]), MAPPING).lines[0]?.date).toBe('2026-01-02');
    });
  });

  it('skips rows whose date is not a date: pending rows, footers, impossible days', () => {
    const rows = [
      'PEND',
      "'PEND",
      'Saldo Awal',
      'Total',
      '31/02/2026',
      '00/01/2026',
      '01/13/2026',
      '32 Jan 2026',
      '2026-02-30',
      '',
      '46129',
    ];
    expect(linesOf(table(rows.map((Tanggal) => ({ Tanggal, Mutasi: 'abc' }))), MAPPING)).toEqual({ lines: [], errors: [] });
  });
});

describe('amounts', () => {
  const read = (Mutasi: string) => {
    const { lines, errors } = one({ Tanggal: '01/02/2026', Mutasi });
    return errors[0]?.message ?? (lines[0] ? [lines[0].amount, lines[0].type] : 'skipped');
  };

  it('reads Indonesian and English grouping, the decimal mark being the last . or , before 1–2 digits', () => {
    expect(read('1.234.567,00')).toEqual([1234567, 'CR']);
    expect(read('1,234,567.00')).toEqual([1234567, 'CR']);
    expect(read('150.123')).toEqual([150123, 'CR']);
    expect(read('150,123')).toEqual([150123, 'CR']);
    expect(read('150123')).toEqual([150123, 'CR']);
    expect(read('150000,0')).toEqual([150000, 'CR']);
    expect(read('1.000.000')).toEqual([1000000, 'CR']);
  });

  it('reads Rp and IDR prefixes, spaces, signs and parentheses', () => {
    expect(read('Rp 150.000')).toEqual([150000, 'CR']);
    expect(read('Rp. 150.000,00')).toEqual([150000, 'CR']);
    expect(read('IDR 1,500,000.00')).toEqual([1500000, 'CR']);
    expect(read('Rp1 500 000')).toEqual([1500000, 'CR']);
    expect(read('-150.000')).toEqual([150000, 'DB']);
    expect(read('-Rp 150.000')).toEqual([150000, 'DB']);
    expect(read('Rp -150.000')).toEqual([150000, 'DB']);
    expect(read('(150.000)')).toEqual([150000, 'DB']);
    expect(read('+150.000')).toEqual([150000, 'CR']);
  });

  it('reads a trailing CR or DB', () => {
    expect(read('150,123.00 CR')).toEqual([150123, 'CR']);
    expect(read('150,123.00 DB')).toEqual([150123, 'DB']);
    expect(read('150,123.00db')).toEqual([150123, 'DB']);
    expect(read("'150,123.00 CR")).toEqual([150123, 'CR']);
  });

  it('refuses cents and what is not a number, and skips zero', () => {
    expect(read('150.123,45')).toBe("amount has cents: '150.123,45'");
    expect(read('150123.5')).toBe("amount has cents: '150123.5'");
    expect(read('abc')).toBe("amount not readable: 'abc'");
    expect(read('')).toBe("amount not readable: ''");
    expect(read('1.234.567.00')).toBe("amount not readable: '1.234.567.00'");
    expect(read('1.23.456')).toBe("amount not readable: '1.23.456'");
    expect(read('12abc')).toBe("amount not readable: '12abc'");
    expect(read('0,00')).toBe('skipped');
    expect(read('.00')).toBe('skipped');
  });

  it('reads debit and credit columns: the non-zero one decides', () => {
    const two: StatementMapping = { date: 'Tanggal', description: 'Keterangan', amount: 'Mutasi|Saldo' };
    const read2 = (Mutasi: string, Saldo: string) => {
      const { lines, errors } = one({ Tanggal: '01/02/2026', Mutasi, Saldo }, two);
      return errors[0]?.message ?? (lines[0] ? [lines[0].amount, lines[0].type] : 'skipped');
    };
    expect(read2('150.000', '')).toEqual([150000, 'DB']);
    expect(read2('', '150.000')).toEqual([150000, 'CR']);
    expect(read2('0.00', '150,000.00')).toEqual([150000, 'CR']);
    expect(read2('-150.000', '0')).toEqual([150000, 'DB']);
    expect(read2('0', '0')).toBe('skipped');
    expect(read2('', '')).toBe("amount not readable: ''");
    expect(read2('x', '')).toBe("amount not readable: 'x'");
    expect(read2('5', '7')).toBe("both debit and credit given: '5' and '7'");
    expect(read2('', '10,50')).toBe("amount has cents: '10,50'");
  });
});

describe('direction, balance, description and reference', () => {
  const typed: StatementMapping = { ...MAPPING, type: 'Jenis' };
  const typeOf = (Jenis: string, Mutasi = '1.000') => {
    const { lines, errors } = one({ Tanggal: '01/02/2026', Mutasi, Jenis }, typed);
    return errors[0]?.message ?? lines[0]?.type;
  };

  it('reads the type column, case-insensitive, over the sign of the amount', () => {
    for (const w of ['CR', 'C', 'K', 'KR', 'KREDIT', 'CREDIT', '+', 'cr', 'Kredit', ' k ']) expect(typeOf(w), w).toBe('CR');
    for (const w of ['DB', 'D', 'DEBIT', 'DEBET', '-', 'db', 'Debet']) expect(typeOf(w), w).toBe('DB');
    expect(typeOf('CR', '-1.000')).toBe('CR');
    expect(typeOf('X')).toBe("direction not readable: 'X'");
    expect(typeOf('')).toBe("direction not readable: ''");
  });

  it('reads the balance by the same rules, keeping its cents; an empty balance is no balance', () => {
    const balanceOf = (Saldo: string) => {
      const { lines, errors } = one({ Tanggal: '01/02/2026', Mutasi: '5', Saldo });
      return errors[0]?.message ?? lines[0]?.balance;
    };
    expect(balanceOf('1.234.567,89')).toBe(1234567.89);
    expect(balanceOf('Rp 1,000,000.00')).toBe(1000000);
    expect(balanceOf('-5.000')).toBe(-5000);
    expect(balanceOf('')).toBeUndefined();
    expect(balanceOf('n/a')).toBe("balance not readable: 'n/a'");
  });

  it('trims the description and collapses its inner spaces; trims the reference and drops an empty one', () => {
    const t: StatementTable = {
      columns: ['Tgl', 'Uraian', 'Nominal', 'No. Referensi'],
      rows: [
        { line: 2, cells: ['01/02/2026', '  TRF   KE\n ANDI  ', '5', ' REF-1 '] },
        { line: 3, cells: ['01/02/2026', 'B', '6', ''] },
      ],
    };
    const { lines } = linesOf(t, { date: 'tgl', description: ' URAIAN ', amount: 'nominal', id: 'no. referensi' });
    expect(lines).toEqual([
      { id: 'REF-1', date: '2026-02-01', amount: 5, type: 'CR', description: 'TRF KE ANDI', line: 2 },
      { date: '2026-02-01', amount: 6, type: 'CR', description: 'B', line: 3 },
    ]);
  });

  it('gathers every row error with its line, and keeps the good rows', () => {
    const { lines, errors } = linesOf(
      table([
        { Tanggal: '01/02/2026', Mutasi: '1.000' },
        { Tanggal: '02/02/2026', Mutasi: 'seribu' },
        { Tanggal: 'Saldo Akhir', Mutasi: '???' },
        { Tanggal: '03/02/2026', Mutasi: '1.000,50' },
        { Tanggal: '04/02/2026', Mutasi: '2.000' },
      ]),
      MAPPING,
    );
    expect(lines.map((l) => l.line)).toEqual([2, 6]);
    expect(errors).toEqual([
      { line: 3, message: "amount not readable: 'seribu'" },
      { line: 5, message: "amount has cents: '1.000,50'" },
    ]);
  });

  it('answers a mapping that does not fit the table as errors at line 0, with no lines', () => {
    const rows = table([{ Tanggal: '01/02/2026', Mutasi: '5' }]);
    expect(linesOf(rows, { ...MAPPING, balance: 'Balance', amount: 'Debit|Mutasi' })).toEqual({
      lines: [],
      errors: [
        { line: 0, message: "column not found: 'Debit'" },
        { line: 0, message: "column not found: 'Balance'" },
      ],
    });
    expect(linesOf(rows, { ...MAPPING, amount: 'Mutasi|Saldo|Jenis' }).errors).toEqual([
      { line: 0, message: "amount names more than two columns: 'Mutasi|Saldo|Jenis'" },
    ]);
  });
});

describe('guessMapping', () => {
  it('picks each preset by its headers, case and spaces aside', () => {
    expect(guessMapping(['Tanggal Transaksi', 'Keterangan', 'Cabang', 'Jumlah', 'Saldo'])).toEqual(BANK_PRESETS.BCA);
    expect(guessMapping([' TANGGAL TRANSAKSI ', 'keterangan', 'cabang', 'jumlah', '', 'saldo'])).toEqual(BANK_PRESETS.BCA);
    expect(
      guessMapping([
        'Account No',
        'Date',
        'Val. Date',
        'Transaction Code',
        'Description',
        'Description',
        'Reference No.',
        'Debit',
        'Credit',
      ]),
    ).toEqual(BANK_PRESETS.MANDIRI);
    expect(
      guessMapping(['ID', 'NOREK', 'TGL_TRAN', 'TGL_EFEKTIF', 'DESK_TRAN', 'MUTASI_DEBET', 'MUTASI_KREDIT', 'SALDO_AKHIR_MUTASI']),
    ).toEqual(BANK_PRESETS.BRI);
    expect(guessMapping(['Post Date', 'Value Date', 'Branch', 'Journal No.', 'Description', 'Debit', 'Credit', ''])).toEqual(
      BANK_PRESETS.BNI,
    );
  });

  it('builds a mapping from common header words otherwise', () => {
    expect(guessMapping(['Tanggal Transaksi', 'Uraian Transaksi', 'Teller', 'Debet', 'Kredit', 'Saldo'])).toEqual({
      date: 'Tanggal Transaksi',
      description: 'Uraian Transaksi',
      amount: 'Debet|Kredit',
      balance: 'Saldo',
    });
    expect(guessMapping(['Tgl.', 'Tgl. Val.', 'Rincian Transaksi', 'No. Referensi', 'Debit', 'Kredit', 'Saldo'])).toEqual({
      date: 'Tgl.',
      description: 'Rincian Transaksi',
      amount: 'Debit|Kredit',
      balance: 'Saldo',
      id: 'No. Referensi',
    });
    expect(guessMapping(['Date', 'Description', 'Branch', 'Amount', '', 'Balance'])).toEqual({
      date: 'Date',
      description: 'Description',
      amount: 'Amount',
      balance: 'Balance',
    });
    expect(guessMapping(['Tanggal', 'Keterangan', 'Nominal', 'CR/DB', 'Saldo Awal', 'Saldo Akhir'])).toEqual({
      date: 'Tanggal',
      description: 'Keterangan',
      amount: 'Nominal',
      type: 'CR/DB',
      balance: 'Saldo Akhir',
    });
    expect(guessMapping(['Nama', 'Alamat', 'Telepon'])).toBeUndefined();
    expect(guessMapping(['Tanggal', 'Keterangan'])).toBeUndefined();
  });

  it('answers a mapping linesOf can use on a guessed table', async () => {
    const t = await readStatement(csv(['Tanggal,Keterangan,Mutasi,D/K', '01 Jan 2026,SETOR,"1.000,00",K']), 'x.csv');
    const mapping = guessMapping(t.columns)!;
    expect(linesOf(t, mapping).lines).toEqual([{ date: '2026-01-01', amount: 1000, type: 'CR', description: 'SETOR', line: 2 }]);
  });
});
