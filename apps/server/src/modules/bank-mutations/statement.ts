import ExcelJS from 'exceljs';
import { parseCsv } from '../../lib/csv.js';
import { WIB_OFFSET_MS, wibToday } from '../../lib/time.js';

/**
 * Account statements (mutasi rekening) exported from Indonesian internet banking, as CSV or XLSX: the table is found
 * under the account-info lines, and its rows become statement lines through a column mapping (a bank preset, a
 * guessed one, or one the user picks). Pure: no database, no clock except the default year of BCA's `DD/MM` dates.
 */

export type MappingField = 'date' | 'description' | 'amount' | 'type' | 'balance' | 'id';
/** The file's column header for each field; `type` may be omitted when the amount carries the direction (a sign, or a trailing CR/DB). */
export type StatementMapping = { date: string; description: string; amount: string; type?: string; balance?: string; id?: string };
/** A statement's table: the header row's cells and the data rows under it (cell text as shown, trimmed). */
export interface StatementTable {
  columns: string[];
  rows: { line: number; cells: string[] }[];
}
export interface StatementLine {
  id?: string;
  /** WIB day `YYYY-MM-DD`. */
  date: string;
  /** Whole rupiah, > 0. */
  amount: number;
  type: 'CR' | 'DB';
  description: string;
  /** Rupiah; may carry cents (banks add interest to the balance in cents). */
  balance?: number;
  /** The file's line (the sheet's row for XLSX). */
  line: number;
}

/** A file that is neither a readable CSV statement nor an XLSX workbook: `readStatement` throws it with the message `unreadable`. */
export class StatementError extends Error {
  override name = 'StatementError';
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the file

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const isXlsx = (file: Buffer, filename: string) =>
  filename.trim().toLowerCase().endsWith('.xlsx') || ZIP_MAGIC.every((b, i) => file[i] === b);

/** Reads CSV (delimiter sniffed) or XLSX (first worksheet) and finds the table under the bank's account-info lines. */
export async function readStatement(file: Buffer, filename: string): Promise<StatementTable> {
  if (isXlsx(file, filename)) {
    const table = tableIn(await xlsxGrid(file));
    if (!table) throw new StatementError('unreadable');
    return table;
  }
  const text = csvText(file);
  // parseCsv sniffs the delimiter on the first line, often a title in bank exports ("Informasi Rekening"): when no
  // table is found that way, each delimiter is tried in turn.
  for (const delimiter of [undefined, ',', ';', '\t']) {
    const parsed = parseCsv(text, delimiter);
    if (!parsed.ok) continue;
    const table = tableIn(parsed.records.map((r) => ({ line: r.line, cells: r.cells.map((c) => c.trim()) })));
    if (table) return table;
  }
  throw new StatementError('unreadable');
}

type Grid = { line: number; cells: string[] }[];

function tableIn(grid: Grid): StatementTable | undefined {
  const at = grid.findIndex((r) => isHeaderRow(r.cells));
  const header = grid[at];
  if (!header) return undefined;
  return { columns: header.cells, rows: grid.slice(at + 1).filter((r) => r.cells.some((c) => c !== '')) };
}

function csvText(file: Buffer): string {
  // Excel's "Unicode text" export is UTF-16LE with a BOM; anything else holding NUL bytes is binary (PDF, old .xls).
  const utf16 = file[0] === 0xff && file[1] === 0xfe;
  const text = utf16 ? file.subarray(2).toString('utf16le') : file.toString('utf8');
  if (text.includes('\0')) throw new StatementError('unreadable');
  return text;
}

/** What a statement workbook may unpack to: a bank's year of lines is a few MB; a zip bomb is refused unopened. */
const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;

/**
 * The bytes a zip's entries unpack to, as its central directory declares them (zip64 counts as too many), or
 * undefined when the file is no zip. A lying header only makes the unzip stop short: exceljs reads what is there.
 */
export function unzippedSize(file: Buffer): number | undefined {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > file.length) return undefined;
  let at = file.readUInt32LE(end + 16);
  let total = 0;
  for (let n = file.readUInt16LE(end + 10); n > 0; n--) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== 0x02014b50) return undefined;
    const size = file.readUInt32LE(at + 24);
    total += size === 0xffffffff ? Number.POSITIVE_INFINITY : size;
    at += 46 + file.readUInt16LE(at + 28) + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  return total;
}

async function xlsxGrid(file: Buffer): Promise<Grid> {
  if ((unzippedSize(file) ?? Number.POSITIVE_INFINITY) > MAX_UNZIPPED_BYTES) throw new StatementError('unreadable');
  const book = new ExcelJS.Workbook();
  try {
    // exceljs declares its own `Buffer extends ArrayBuffer`; at run time it takes a Node Buffer as it is.
    await book.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new StatementError('unreadable');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new StatementError('unreadable');
  const grid: Grid = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value));
    grid.push({ line, cells });
  });
  return grid;
}

/** A cell as the statement means it: date cells as `YYYY-MM-DD`, numbers plain (to the cent), formulas by their result. */
function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // Excel dates carry no zone: exceljs reads them as UTC, so the UTC day is the day the sheet shows.
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  }
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return String(value);
  if ('richText' in value)
    return value.richText
      .map((t) => t.text)
      .join('')
      .trim();
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as ExcelJS.CellValue | undefined);
  if ('hyperlink' in value) return String(value.text ?? '').trim();
  return '';
}

/** At least three filled cells, two of them words (not numbers or dates): account-info lines above the table are not. */
function isHeaderRow(cells: string[]): boolean {
  const filled = cells.filter((c) => c !== '');
  if (filled.length < 3) return false;
  const words = filled.filter((c) => {
    const v = unquote(c);
    return /\p{L}/u.test(v) && parseDate(v, 2000) === undefined && parseNumber(v) === undefined;
  });
  return words.length >= 2;
}

// ---------------------------------------------------------------------------------------------------------------
// Dates

// Indonesian and English names and abbreviations, month by month (Peb/Nop/Agt are older Indonesian spellings).
const MONTH_NAMES = [
  ['jan', 'januari', 'january'],
  ['feb', 'peb', 'februari', 'pebruari', 'february'],
  ['mar', 'maret', 'march'],
  ['apr', 'april'],
  ['mei', 'may'],
  ['jun', 'juni', 'june'],
  ['jul', 'juli', 'july'],
  ['agu', 'ags', 'agt', 'aug', 'agustus', 'august'],
  ['sep', 'sept', 'september'],
  ['okt', 'oct', 'oktober', 'october'],
  ['nov', 'nop', 'november', 'nopember'],
  ['des', 'dec', 'desember', 'december'],
];
const MONTHS = new Map(MONTH_NAMES.flatMap((names, i) => names.map((n) => [n, i + 1] as const)));

// A time after the day, as banks add it: `10:00`, `23:44:44`, BNI's `10.00.00`.
const TIME = String.raw`(?:[ T]+\d{1,2}[:.]\d{2}(?:[:.]\d{2}(?:\.\d+)?)?)?`;
const ISO_DAY = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}$`);
const ISO_ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const NUMERIC_DAY = new RegExp(String.raw`^(\d{1,2})([/-])(\d{1,2})\2(\d{4}|\d{2})${TIME}$`);
const NAMED_DAY = new RegExp(String.raw`^(\d{1,2})[ -]+([a-z]+)\.?[ -]+(\d{4}|\d{2})${TIME}$`, 'i');
const YEARLESS_DAY = /^(\d{1,2})\/(\d{1,2})$/;

function isoDay(y: number, m: number, d: number): string | undefined {
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return undefined;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/** A statement date as a WIB day, or undefined when the text is not one (a footer, BCA's `PEND`, 31/02). */
function parseDate(text: string, year: number): string | undefined {
  const s = unquote(text).replace(/\s+/g, ' ');
  if (ISO_ZONED.test(s)) {
    // A time with its zone is placed on the WIB calendar; without one it is the bank's own (WIB) time.
    const ms = Date.parse(s);
    return Number.isNaN(ms) ? undefined : new Date(ms + WIB_OFFSET_MS).toISOString().slice(0, 10);
  }
  let m = ISO_DAY.exec(s);
  if (m) return isoDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = NUMERIC_DAY.exec(s);
  if (m) return isoDay(fullYear(m[4]!), Number(m[3]), Number(m[1]));
  m = NAMED_DAY.exec(s);
  if (m) {
    const month = MONTHS.get(m[2]!.toLowerCase());
    return month ? isoDay(fullYear(m[3]!), month, Number(m[1])) : undefined;
  }
  m = YEARLESS_DAY.exec(s);
  if (m) return isoDay(year, Number(m[2]), Number(m[1]));
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Amounts

interface ParsedNumber {
  negative: boolean;
  rupiah: number;
  cents: number;
  /** A trailing CR/DB (BCA: `150,123.00 CR`). */
  mark?: 'CR' | 'DB';
}

const MARK = /\s*(CR|DB)$/i;
const CURRENCY = /^(?:RP\.?|IDR)\s*/i;
const PLAIN_INT = /^\d+$/;
const GROUPED_DOT = /^\d{1,3}(?:\.\d{3})+$/;
const GROUPED_COMMA = /^\d{1,3}(?:,\d{3})+$/;

/**
 * A money amount in either convention: the last `.`/`,` followed by one or two digits at the end is the decimal mark,
 * other ones group thousands (`150.123` and `150,123` are both 150123). A leading `-` or parentheses mean debit.
 */
function parseNumber(text: string): ParsedNumber | undefined {
  let s = unquote(text)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
  let mark: ParsedNumber['mark'];
  const marked = MARK.exec(s);
  if (marked) {
    mark = marked[1]!.toUpperCase() as 'CR' | 'DB';
    s = s.slice(0, marked.index).trim();
  }
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  // The sign may stand before or after the currency: `-Rp 150.000`, `Rp -150.000`.
  for (let i = 0; i < 2; i++) {
    if (s.startsWith('-') || s.startsWith('+')) {
      negative ||= s.startsWith('-');
      s = s.slice(1).trim();
    }
    s = s.replace(CURRENCY, '');
  }
  s = s.replace(/ /g, '');
  if (s === '') return undefined;

  let whole = s;
  let fraction = '';
  const decimal = /[.,](\d{1,2})$/.exec(s);
  if (decimal) {
    whole = s.slice(0, decimal.index);
    fraction = decimal[1]!;
    const sep = s[decimal.index];
    if (whole.includes(sep!)) return undefined; // `1.234.567.00`: one mark cannot be both
  }
  // BRI writes zero as `.00`.
  if (whole === '' && fraction === '') return undefined;
  if (whole !== '' && !(PLAIN_INT.test(whole) || GROUPED_DOT.test(whole) || GROUPED_COMMA.test(whole))) return undefined;
  const rupiah = whole === '' ? 0 : Number(whole.replace(/[.,]/g, ''));
  if (!Number.isSafeInteger(rupiah)) return undefined;
  return { negative, rupiah, cents: fraction === '' ? 0 : Number(fraction.padEnd(2, '0')), mark };
}

// ---------------------------------------------------------------------------------------------------------------
// Direction

const CREDIT_WORDS = new Set(['CR', 'C', 'K', 'KR', 'KREDIT', 'CREDIT', '+']);
const DEBIT_WORDS = new Set(['DB', 'D', 'DR', 'DEBIT', 'DEBET', '-']);

function parseDirection(text: string): 'CR' | 'DB' | undefined {
  const s = unquote(text).toUpperCase();
  if (CREDIT_WORDS.has(s)) return 'CR';
  if (DEBIT_WORDS.has(s)) return 'DB';
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Mapping rows to lines

/** A cell's text without a spreadsheet's leading text mark (BCA writes `'01/12`, `'0000`). */
const unquote = (text: string) => {
  const s = text.trim();
  return s.startsWith("'") ? s.slice(1).trim() : s;
};

const headerKey = (h: string) => h.trim().replace(/\s+/g, ' ').toLowerCase();

const lineError = (line: number, message: string) => ({ line, message });

/**
 * Maps rows to lines. Rows whose date cell is not a date are skipped (bank footers, pending rows); a row with a date
 * and no money moved (`0.00`, BCA's opening-balance row) is skipped too. A mapping naming a column the table lacks
 * answers one error at line 0 and no lines. A description header naming several columns (Mandiri has two
 * "Description") joins them.
 */
export function linesOf(
  table: StatementTable,
  mapping: StatementMapping,
  opts?: { year?: number },
): { lines: StatementLine[]; errors: { line: number; message: string }[] } {
  const year = opts?.year ?? Number(wibToday().slice(0, 4));
  const keys = table.columns.map(headerKey);
  const wrong: string[] = [];
  const all = (name: string) => {
    const at = keys.flatMap((k, i) => (k === headerKey(name) ? [i] : []));
    if (at.length === 0) wrong.push(`column not found: '${name.trim()}'`);
    return at;
  };
  const one = (name: string) => all(name)[0] ?? -1;
  const dateAt = one(mapping.date);
  const descriptionAt = all(mapping.description);
  const amountAt = mapping.amount.split('|').map((n) => one(n));
  if (amountAt.length > 2) wrong.push(`amount names more than two columns: '${mapping.amount}'`);
  const typeAt = mapping.type ? one(mapping.type) : undefined;
  const balanceAt = mapping.balance ? one(mapping.balance) : undefined;
  const idAt = mapping.id ? one(mapping.id) : undefined;
  // Line 0: the mapping does not fit the file as a whole (a remembered mapping meeting another layout).
  if (wrong.length) return { lines: [], errors: wrong.map((message) => ({ line: 0, message })) };
  // BCA's CSV writes CR/DB in a column with no header right after Jumlah (`Jumlah,,Saldo`).
  const besideAmount = amountAt.length === 1 && keys[amountAt[0]! + 1] === '' ? amountAt[0]! + 1 : undefined;

  const lines: StatementLine[] = [];
  const errors: { line: number; message: string }[] = [];
  for (const row of table.rows) {
    const cell = (i: number) => row.cells[i] ?? '';
    const date = parseDate(cell(dateAt), year);
    if (!date) continue;

    const money = amountAt.length === 2 ? twoColumns(cell(amountAt[0]!), cell(amountAt[1]!)) : oneColumn(cell(amountAt[0]!));
    if ('error' in money) {
      errors.push(lineError(row.line, money.error));
      continue;
    }
    if (money.rupiah === 0 && money.cents === 0) continue;
    if (money.cents !== 0) {
      errors.push(lineError(row.line, `amount has cents: '${money.text}'`));
      continue;
    }

    let type = money.type;
    if (amountAt.length === 1 && typeAt !== undefined) {
      const named = parseDirection(cell(typeAt));
      if (!named) {
        errors.push(lineError(row.line, `direction not readable: '${unquote(cell(typeAt))}'`));
        continue;
      }
      type = named;
    } else if (amountAt.length === 1 && !money.marked && besideAmount !== undefined) {
      type = parseDirection(cell(besideAmount)) ?? type;
    }

    let balance: number | undefined;
    const balanceText = balanceAt === undefined ? '' : unquote(cell(balanceAt));
    if (balanceText !== '') {
      const b = parseNumber(balanceText);
      if (!b) {
        errors.push(lineError(row.line, `balance not readable: '${balanceText}'`));
        continue;
      }
      const value = b.rupiah + b.cents / 100;
      balance = b.negative || b.mark === 'DB' ? -value : value;
    }

    const description = descriptionAt
      .map((i) => unquote(cell(i)))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    const id = idAt === undefined ? '' : unquote(cell(idAt));
    lines.push({
      ...(id !== '' && { id }),
      date,
      amount: money.rupiah,
      type,
      description,
      ...(balance !== undefined && { balance }),
      line: row.line,
    });
  }
  return { lines, errors };
}

type Money = { rupiah: number; cents: number; type: 'CR' | 'DB'; marked: boolean; text: string } | { error: string };

/** One amount column: direction from a trailing CR/DB, else from the sign (the type column, when mapped, overrides). */
function oneColumn(text: string): Money {
  const n = parseNumber(text);
  if (!n) return { error: `amount not readable: '${unquote(text)}'` };
  const type = n.mark ?? (n.negative ? 'DB' : 'CR');
  return { rupiah: n.rupiah, cents: n.cents, type, marked: n.mark !== undefined, text: unquote(text) };
}

/** Debit and credit columns: the one holding money decides the direction; an empty cell counts as zero. */
function twoColumns(debitText: string, creditText: string): Money {
  const read = (text: string) => (unquote(text) === '' ? { rupiah: 0, cents: 0 } : parseNumber(text));
  const debit = read(debitText);
  const credit = read(creditText);
  if (!debit) return { error: `amount not readable: '${unquote(debitText)}'` };
  if (!credit) return { error: `amount not readable: '${unquote(creditText)}'` };
  if (unquote(debitText) === '' && unquote(creditText) === '') return { error: `amount not readable: ''` };
  const isSet = (n: { rupiah: number; cents: number }) => n.rupiah !== 0 || n.cents !== 0;
  if (isSet(debit) && isSet(credit)) return { error: `both debit and credit given: '${unquote(debitText)}' and '${unquote(creditText)}'` };
  const [n, type, text] = isSet(debit) ? ([debit, 'DB', debitText] as const) : ([credit, 'CR', creditText] as const);
  return { rupiah: n.rupiah, cents: n.cents, type, marked: true, text: unquote(text) };
}

// ---------------------------------------------------------------------------------------------------------------
// Presets

/**
 * The statement exports of the four big banks, by the headers found in public parsers of real files (GitHub, 2024–26):
 * - BCA, KlikBCA / myBCA "Informasi Rekening - Mutasi Rekening" CSV: account lines, then
 *   `Tanggal Transaksi,Keterangan,Cabang,Jumlah,Saldo` (or `Jumlah,,Saldo` with CR/DB in the unnamed column), dates
 *   `'01/12` without a year, `PEND` for pending rows, amounts `150,123.00 CR`, footer `Saldo Awal`/`Mutasi Kredit`/
 *   `Mutasi Debet`/`Saldo Akhir`.
 * - MANDIRI, Mandiri Internet Banking CSV: `Account No,Date,Val. Date,Transaction Code,Description,Description,
 *   Reference No.,Debit,Credit` (two Description columns, joined), dates `DD/MM/YY`.
 * - BRI, BRImo / IBBIZ data export CSV: `ID,NOREK,TGL_TRAN,TGL_EFEKTIF,JAM_TRAN,SEQ,DESK_TRAN,SALDO_AWAL_MUTASI,
 *   MUTASI_DEBET,MUTASI_KREDIT,SALDO_AKHIR_MUTASI,GLSIGN,TRUSER,KODE_TRAN,KODE_TRAN_TELLER,TRREMK,TLBDS1,TLBDS2[,REMARK_CUSTOM]`,
 *   dates `2026-07-10 23:44:44`, zero written `.00`.
 * - BNI, BNI internet banking / BNIDirect CSV: `Post Date,Value Date,Branch,Journal No.,Description,Debit,Credit,`,
 *   dates `DD/MM/YY HH.MM.SS`.
 */
export const BANK_PRESETS: Record<'BCA' | 'MANDIRI' | 'BRI' | 'BNI', StatementMapping> = {
  BCA: { date: 'Tanggal Transaksi', description: 'Keterangan', amount: 'Jumlah', balance: 'Saldo' },
  MANDIRI: { date: 'Date', description: 'Description', amount: 'Debit|Credit', id: 'Reference No.' },
  BRI: { date: 'TGL_TRAN', description: 'DESK_TRAN', amount: 'MUTASI_DEBET|MUTASI_KREDIT', balance: 'SALDO_AKHIR_MUTASI' },
  BNI: { date: 'Post Date', description: 'Description', amount: 'Debit|Credit', id: 'Journal No.' },
};

/** Other layouts of the same banks, recognised by `guessMapping` after the presets. */
const OTHER_LAYOUTS: StatementMapping[] = [
  // Mandiri Kopra (formerly MCM), `;`-separated: AccountNo;Ccy;PostDate;Remarks;AdditionalDesc;Credit Amount;Debit Amount;Close Balance.
  { date: 'PostDate', description: 'Remarks', amount: 'Debit Amount|Credit Amount', balance: 'Close Balance' },
  // BNIDirect: Posting Date, Effective Date, Branch, Journal, Transaction Description, Amount, DB/CR, Balance.
  { date: 'Posting Date', description: 'Transaction Description', amount: 'Amount', type: 'DB/CR', balance: 'Balance', id: 'Journal' },
  // BRI internet banking: Tanggal Transaksi, Uraian Transaksi, Teller, Debet, Kredit, Saldo.
  { date: 'Tanggal Transaksi', description: 'Uraian Transaksi', amount: 'Debet|Kredit', balance: 'Saldo' },
];

/** A header as words: `TGL_TRAN` → `tgl tran`, `Val. Date` → `val date`, `Db/Cr` → `db cr`. */
const words = (h: string) =>
  h
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const hasWord = (h: string, ...ws: string[]) =>
  words(h)
    .split(' ')
    .some((w) => ws.includes(w));

const DIRECTION_HEADERS = new Set([
  'cr db',
  'db cr',
  'd k',
  'k d',
  'dk',
  'd c',
  'dc',
  'type',
  'jenis',
  'tipe',
  'jenis mutasi',
  'tipe mutasi',
]);

/** A mapping from common header words, or undefined when no date, description or amount column is recognisable. */
function mappingFromWords(columns: string[]): StatementMapping | undefined {
  const named = columns.filter((c) => c.trim() !== '');
  const first = (test: (h: string) => boolean) => named.find(test);
  const date = first((h) => hasWord(h, 'tanggal', 'date', 'tgl', 'postdate') && !hasWord(h, 'val', 'value', 'efektif', 'effective'));
  const description = first((h) => hasWord(h, 'keterangan', 'description', 'uraian', 'remark', 'remarks', 'deskripsi', 'desk', 'rincian'));
  const type = first((h) => DIRECTION_HEADERS.has(words(h)));
  const money = (h: string) => !hasWord(h, 'saldo', 'balance') && h !== type;
  const debit = first((h) => money(h) && hasWord(h, 'debit', 'debet'));
  const credit = first((h) => money(h) && hasWord(h, 'kredit', 'credit'));
  const single = first((h) => money(h) && hasWord(h, 'mutasi', 'amount', 'nominal', 'jumlah'));
  const amount = debit && credit ? `${debit}|${credit}` : single;
  const balance = first((h) => hasWord(h, 'saldo', 'balance') && !hasWord(h, 'awal', 'opening'));
  const id = first((h) => hasWord(h, 'referensi', 'reference', 'ref', 'id', 'journal', 'jurnal'));
  if (!date || !description || !amount) return undefined;
  return {
    date,
    description,
    amount,
    ...(type && !(debit && credit) && { type }),
    ...(balance && { balance }),
    ...(id && { id }),
  };
}

/** The preset whose columns all exist in `columns` (case-insensitive, trimmed), else one built from common header words. */
export function guessMapping(columns: string[]): StatementMapping | undefined {
  const present = new Set(columns.map(headerKey));
  const fits = (m: StatementMapping) =>
    [m.date, m.description, ...m.amount.split('|'), m.type, m.balance, m.id].every((c) => c === undefined || present.has(headerKey(c)));
  const known = [...Object.values(BANK_PRESETS), ...OTHER_LAYOUTS].find(fits);
  return known ? { ...known } : mappingFromWords(columns);
}
