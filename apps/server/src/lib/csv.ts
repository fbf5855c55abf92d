import { type Lang, translate } from '@konsol/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, BadRequest } from './errors.js';

/**
 * CSV for imports and exports (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes, CRLF or LF).
 * Spreadsheets set to Indonesian write `;` between cells (the comma is their decimal mark), so the delimiter is
 * read from the header line. Line numbers are the file's physical lines, as a spreadsheet shows them.
 */

export interface CsvRecord {
  /** The line the record starts on (1 = the header). */
  line: number;
  cells: string[];
}

export type CsvParsed = { ok: true; records: CsvRecord[] } | { ok: false; line: number };

function detectDelimiter(text: string): string {
  let inQuotes = false;
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  for (const ch of text) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (ch === '\n' || ch === '\r')) break;
    else if (!inQuotes && ch in counts) counts[ch] = (counts[ch] ?? 0) + 1;
  }
  const best = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]!;
  return best[1] > 0 ? best[0] : ',';
}

/** Splits CSV text into records; an unclosed quote answers the line it opened on. Blank lines are skipped. */
export function parseCsv(input: string, delimiter?: string): CsvParsed {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const sep = delimiter ?? detectDelimiter(text);
  const records: CsvRecord[] = [];
  let line = 1;
  let recordLine = 1;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let quoteLine = 0;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0]!.trim() === '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      if (ch === '\r' || ch === '\n') {
        if (ch === '\r' && text[i + 1] === '\n') i++;
        cell += '\n';
        line++;
        i++;
        continue;
      }
      cell += ch;
      i++;
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      // A quote opening a cell (spaces before it are dropped); elsewhere a quote is just a character.
      cell = '';
      quoted = true;
      quoteLine = line;
      i++;
      continue;
    }
    if (ch === sep) {
      cells.push(cell);
      cell = '';
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
      i++;
      continue;
    }
    cell += ch;
    i++;
  }
  if (quoted) return { ok: false, line: quoteLine };
  if (cell !== '' || cells.length > 0) endRecord();
  return { ok: true, records };
}

// Module constants: a regex literal is a new object each time it is evaluated, and exports test every cell.
const SIGNED_NUMBER = /^[+-][0-9 ]*$/;
const NEEDS_QUOTES = /[",\r\n;]/;
const QUOTE = /"/g;

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (phone numbers like +62… stay as they are). */
export function safeCell(value: string): string {
  switch (value[0]) {
    case '=':
    case '@':
    case '\t':
    case '\r':
      return `'${value}`;
    case '+':
    case '-':
      return SIGNED_NUMBER.test(value) ? value : `'${value}`;
    default:
      return value;
  }
}

/** A cell as CSV writes it: quoted when it holds a quote, a delimiter or a line break. */
export const quoteCell = (value: string) => (NEEDS_QUOTES.test(value) ? `"${value.replace(QUOTE, '""')}"` : value);

/** One CSV line (CRLF-terminated) of cells already neutralised where they need it (`safeCell`). */
export const csvLine = (cells: readonly string[], delimiter = ',') => `${cells.map(quoteCell).join(delimiter)}\r\n`;

/** CSV text (UTF-8 with BOM so spreadsheets read the accents, CRLF lines) from a header and rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  let text = `\uFEFF${csvLine(header)}`;
  for (const row of rows) text += csvLine(row.map((v) => safeCell(v === null || v === undefined ? '' : String(v))));
  return text;
}

export interface CsvRowError {
  line: number;
  field: string;
  /** A message key with its parameters. */
  key: string;
  params?: Record<string, string | number>;
}

/** How many bad rows an answer lists (the count in the message is the whole number). */
const MAX_REPORTED = 100;

/** The all-or-nothing refusal: 400 naming each bad row by its line (`errors["3.kode"]`), nothing imported. */
export function csvRejected(rowErrors: CsvRowError[], lang: Lang | undefined): AppError {
  const lines = [...new Set(rowErrors.map((e) => e.line))].sort((a, b) => a - b);
  const errors: Record<string, string> = {};
  for (const e of rowErrors.slice(0, MAX_REPORTED)) {
    errors[`${e.line}.${e.field}`] ??= translate(e.key, lang, e.params);
  }
  return new BadRequest(translate('csvImportRejected', lang, { count: lines.length, line: lines[0] ?? 1 }), errors);
}

export interface CsvTable<C extends string> {
  rows: { line: number; values: Partial<Record<C, string>> }[];
}

/**
 * Reads a header and its rows: known columns only (case-insensitive), required ones must be present, empty cells
 * are "not given". Throws the line-numbered refusal when the text is not readable CSV.
 */
export function readTable<C extends string>(
  text: string,
  columns: readonly C[],
  required: readonly C[],
  maxRows: number,
  lang: Lang | undefined,
): CsvTable<C> {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw csvRejected([{ line: parsed.line, field: '_', key: 'csvUnclosedQuote' }], lang);
  const [header, ...records] = parsed.records;
  if (!header || records.length === 0) throw new BadRequest(translate('csvEmpty', lang));
  if (records.length > maxRows) throw new BadRequest(translate('csvTooManyRows', lang, { max: maxRows }));
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const missing = required.filter((c) => !names.includes(c));
  if (missing.length) {
    throw csvRejected(
      missing.map((column) => ({ line: header.line, field: column, key: 'csvMissingColumn', params: { column } })),
      lang,
    );
  }
  const positions = columns.map((c) => [c, names.indexOf(c)] as const).filter(([, at]) => at >= 0);
  return {
    rows: records.map((r) => {
      const values: Partial<Record<C, string>> = {};
      for (const [c, at] of positions) {
        const v = r.cells[at]?.trim() ?? '';
        if (v !== '') values[c] = v;
      }
      return { line: r.line, values };
    }),
  };
}

/** Validates each row with `schema`; answers the parsed rows and one error per bad field. */
export function validateRows<S extends z.ZodTypeAny>(
  rows: CsvTable<string>['rows'],
  schema: S,
): { valid: { line: number; data: z.output<S> }[]; errors: CsvRowError[] } {
  const valid: { line: number; data: z.output<S> }[] = [];
  const errors: CsvRowError[] = [];
  for (const row of rows) {
    const r = schema.safeParse(row.values);
    if (r.success) valid.push({ line: row.line, data: r.data });
    else {
      for (const issue of r.error.issues) {
        const key = /^[a-zA-Z0-9]+$/.test(issue.message) ? issue.message : 'invalidValue';
        errors.push({ line: row.line, field: String(issue.path[0] ?? '_'), key });
      }
    }
  }
  return { valid, errors };
}

/** Duplicates of `key` within the file: each later row is an error naming the first line. */
export function duplicateErrors<T>(rows: { line: number; data: T }[], key: (d: T) => string, field: string): CsvRowError[] {
  const first = new Map<string, number>();
  const errors: CsvRowError[] = [];
  for (const r of rows) {
    const k = key(r.data);
    const at = first.get(k);
    if (at === undefined) first.set(k, r.line);
    else errors.push({ line: r.line, field, key: 'csvDuplicate', params: { field, line: at } });
  }
  return errors;
}

const CSV_MAX_BYTES = 10 * 1024 * 1024;

/** Lets a route scope take `text/csv` bodies (and multipart ones, `acceptMultipart`). */
export function acceptCsvBodies(app: FastifyInstance) {
  if (!app.hasContentTypeParser('text/csv')) {
    app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_MAX_BYTES }, (_req, body, done) => done(null, body));
  }
}

/** The CSV text of an import: the multipart field `file`, or a `text/csv` body. */
export async function readCsvUpload(req: FastifyRequest): Promise<string> {
  if (req.isMultipart?.()) {
    try {
      const file = await req.file({ limits: { fileSize: CSV_MAX_BYTES, files: 1 } });
      if (!file) throw new BadRequest('csvFileRequired');
      return (await file.toBuffer()).toString('utf8');
    } catch (err) {
      if (err instanceof AppError) throw err;
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'csvTooLarge');
      throw err;
    }
  }
  if (typeof req.body === 'string' && req.body.trim() !== '') return req.body;
  throw new BadRequest('csvFileRequired');
}
