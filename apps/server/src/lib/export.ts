import { AsyncLocalStorage } from 'node:async_hooks';
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import {
  type CodeNames,
  type CsvDelimiter,
  type ExportFormat,
  type Lang,
  LIST_COLUMNS,
  type ListColumn,
  type ListName,
  type Words,
} from '@konsol/contract';
import ExcelJS from 'exceljs';
import { csvLine, quoteCell, safeCell } from './csv.js';
import type { SeekFrom } from './paging.js';
import { WIB_OFFSET_MS } from './time.js';

/**
 * Lists as files (DESIGN §11): a list route declares its columns (`config.export`, read by plugins/exports.ts) and
 * its own handler answers the rows batch by batch, through `listPage` in export mode (each batch a keyset read
 * after the previous one's last row). Rows are written as they come, so memory holds one batch whatever the count.
 */

/** How a cell is written: `money` and `int` are whole numbers, `date` an ISO time (or a WIB day `YYYY-MM-DD`). */
export type ColumnType = 'text' | 'int' | 'money' | 'date';

/**
 * A coded column written by the names its screen shows (`status` 1 → Aktif / Enable): `names` from the contract;
 * `blank` names an empty value, when the screen names one. A code without a name is written as it is.
 */
export interface EnumColumn {
  kind: 'enum';
  names: CodeNames;
  blank?: Words;
}

export type Column = ColumnType | EnumColumn;

/**
 * A list's file: its name (the file is `<name>-<YYYYMMDD-HHmm>.<ext>`), its columns in order (each a field of the
 * list's JSON row, `channel.name` reads into an object, with how it is written) and their headers, the words its
 * screen heads them with (`LIST_COLUMNS` of the contract), in the caller's language.
 */
export interface ListExport {
  name: string;
  headers: Readonly<Record<string, Words>>;
  columns: Record<string, Column>;
}

/**
 * Declares a list's file (a route's `config.export`): the columns of `list` in `LIST_COLUMNS` it writes, in order;
 * the file is named after the list unless `name` says otherwise.
 *
 * @example
 * config: { export: listExport('menus', { id: 'int', label: 'text', status: { kind: 'enum', names: ON_OFF_NAMES } }) }
 */
export function listExport<L extends ListName>(list: L, columns: { [K in ListColumn<L>]?: Column }, name: string = list): ListExport {
  return { name, headers: LIST_COLUMNS[list] as Readonly<Record<string, Words>>, columns: columns as Record<string, Column> };
}

/** The language of a file when the caller names none: the console's default. */
const DEFAULT_LANG: Lang = 'id';

/** Rows a handler call reads in export mode (a page of the list as `listPage` reads it). */
export const EXPORT_BATCH = 1000;

interface BatchState {
  /** Where the batch starts: where `listPage` left the previous one (undefined: the list's start). */
  from?: SeekFrom;
  /** Where the next batch starts, as `listPage` leaves it; undefined at the list's end. */
  next?: SeekFrom;
}

const batchStore = new AsyncLocalStorage<BatchState>();

/** Runs one batch of an export (the route's handler) from `from`; tells where the next one starts, if any. */
export async function exportBatch<T>(from: SeekFrom | undefined, run: () => Promise<T>): Promise<{ answer: T; next?: SeekFrom }> {
  const state: BatchState = { from };
  const answer = await batchStore.run(state, run);
  // A list not read through `listPage` answered all its rows at once: no `next`.
  return { answer, next: state.next };
}

/** Inside an export batch: where `listPage` reads from (by keyset, no count) and leaves where the next one starts. */
export function exportingList(): BatchState | undefined {
  return batchStore.getStore();
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYYMMDD-HHmm` in WIB, for the file name. */
export function wibStamp(now = Date.now()): string {
  const t = new Date(now + WIB_OFFSET_MS).toISOString();
  return `${t.slice(0, 10).replaceAll('-', '')}-${t.slice(11, 13)}${t.slice(14, 16)}`;
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
// An export's rows come in time order: the WIB date and hour of the last UTC hour seen nearly always serve again.
let hourSeen = '';
let hourWib = '';

/** `DD/MM/YYYY HH:mm:ss` in WIB of a time in ms (`HH` alone when `hourOnly`). */
function wibClock(ms: number, hourOnly = false): string {
  const t = new Date(ms + WIB_OFFSET_MS).toISOString();
  return `${t.slice(8, 10)}/${t.slice(5, 7)}/${t.slice(0, 4)} ${t.slice(11, hourOnly ? 13 : 19)}`;
}

/** An ISO time as the console's tables show it: `DD/MM/YYYY HH:mm:ss` in WIB; a WIB day stays `YYYY-MM-DD`. */
function wibText(value: string): string {
  if (value.length === 10 && DAY.test(value)) return value;
  if (ISO_UTC.test(value)) {
    const hour = value.slice(0, 13);
    if (hour !== hourSeen) {
      const ms = Date.parse(`${hour}:00:00Z`);
      if (!Number.isFinite(ms)) return value;
      hourSeen = hour;
      hourWib = wibClock(ms, true);
    }
    return `${hourWib}${value.slice(13, 19)}`;
  }
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? wibClock(ms) : value;
}

/** A spreadsheet date has no zone: the WIB wall-clock time written as if it were UTC. */
function wibDate(value: string): Date | string {
  const ms = Date.parse(DAY.test(value) ? `${value}T00:00:00Z` : value);
  if (!Number.isFinite(ms)) return value;
  return new Date(DAY.test(value) ? ms : ms + WIB_OFFSET_MS);
}

const isBlank = (v: unknown) => v === null || v === undefined || v === '';

interface FileColumn {
  header: string;
  type: ColumnType;
  path: string[];
  /** An enum column's names in the file's language, by code (no prototype: a code is never an inherited key). */
  names?: Record<string, string>;
  blank?: string;
}

/** A list's columns in order, each with its header, the path of its field in a JSON row and its names. */
function columnsOf(spec: ListExport, lang: Lang): FileColumn[] {
  const say = (w: Words | string) => (typeof w === 'string' ? w : w[lang]);
  return Object.entries(spec.columns).map(([key, column]) => {
    const words = spec.headers[key];
    if (!words) throw new Error(`${spec.name}: the column ${key} has no header words`);
    const header = say(words);
    const path = key.split('.');
    if (typeof column === 'string') return { header, type: column, path };
    const names: Record<string, string> = Object.create(null);
    for (const [code, name] of Object.entries(column.names)) names[code] = say(name);
    return { header, type: 'text', path, names, blank: column.blank && say(column.blank) };
  });
}

/** The field at `path` of a JSON row. */
function field(row: Record<string, unknown>, path: string[]): unknown {
  let v: unknown = row;
  for (const part of path) v = v === null || v === undefined ? undefined : (v as Record<string, unknown>)[part];
  return v;
}

/** A text cell: a list of values joined, an object as its JSON. */
function text(v: unknown): string {
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join(', ');
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** A column's CSV cell of a JSON row. Numbers are written as digits: they never need quotes. */
function csvWriter({ type, path, names, blank }: FileColumn): (row: Record<string, unknown>) => string {
  if (names) {
    // Each name's cell made once: a row's cell is a lookup.
    const cells: Record<string, string> = Object.create(null);
    for (const code in names) cells[code] = quoteCell(safeCell(names[code]!));
    const blankCell = blank ? quoteCell(safeCell(blank)) : '';
    return (row) => {
      const v = field(row, path);
      if (isBlank(v)) return blankCell;
      return cells[v as string] ?? quoteCell(safeCell(text(v)));
    };
  }
  if (type === 'int' || type === 'money') {
    return (row) => {
      const v = field(row, path);
      // Not String(): V8 keeps the strings it makes in a cache that moves every id and amount to the old generation.
      return isBlank(v) ? '' : Math.trunc(Number(v)).toFixed(0);
    };
  }
  if (type === 'date') {
    return (row) => {
      const v = field(row, path);
      if (isBlank(v)) return '';
      // A time is written in digits, '/', ':' and a space; only a value left as it was may need quotes.
      const raw = String(v);
      const shown = wibText(raw);
      return shown === raw ? quoteCell(raw) : shown;
    };
  }
  return (row) => {
    const v = field(row, path);
    return isBlank(v) ? '' : quoteCell(safeCell(text(v)));
  };
}

function xlsxCell({ type, names, blank }: FileColumn, v: unknown): string | number | Date | null {
  if (names) return isBlank(v) ? (blank ?? null) : (names[v as string] ?? text(v));
  if (isBlank(v)) return null;
  if (type === 'int' || type === 'money') return Number(v);
  if (type === 'date') return wibDate(String(v));
  return text(v);
}

const NUM_FMT: Record<ColumnType, string | undefined> = {
  text: undefined,
  int: '0',
  money: '#,##0',
  date: 'dd/mm/yyyy hh:mm:ss',
};

async function* csvChunks(spec: ListExport, lang: Lang, delimiter: CsvDelimiter, batches: AsyncIterable<object[]>) {
  const sep = delimiter === 'semicolon' ? ';' : ',';
  const columns = columnsOf(spec, lang);
  yield `\uFEFF${csvLine(
    columns.map((c) => c.header),
    sep,
  )}`;
  const writers = columns.map(csvWriter);
  const cells: string[] = new Array(writers.length);
  for await (const rows of batches) {
    // Each line joined once, then the batch: flat strings, not a rope of every cell to flatten when written.
    const lines: string[] = new Array(rows.length + 1).fill('');
    for (let r = 0; r < rows.length; r++) {
      for (let i = 0; i < writers.length; i++) cells[i] = writers[i]!(rows[r] as Record<string, unknown>);
      lines[r] = cells.join(sep);
    }
    yield lines.join('\r\n');
  }
}

function xlsxStream(spec: ListExport, lang: Lang, batches: AsyncIterable<object[]>): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(spec.name);
  const columns = columnsOf(spec, lang);
  sheet.columns = columns.map(({ header, type }, i) => ({
    header,
    key: String(i),
    width: type === 'date' ? 20 : Math.max(12, header.length + 2),
    style: NUM_FMT[type] ? { numFmt: NUM_FMT[type] } : {},
  }));
  (async () => {
    for await (const rows of batches) {
      for (const row of rows as Record<string, unknown>[]) {
        sheet.addRow(columns.map((c) => xlsxCell(c, field(row, c.path)))).commit();
      }
      // The zip is written as rows are committed: wait for the client before reading the next batch.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await book.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

/** The file of a list in `lang` (the console's default without one): its content type, its name and its bytes as a stream. */
export function exportFile(
  spec: ListExport,
  format: ExportFormat,
  delimiter: CsvDelimiter,
  lang: Lang | undefined,
  batches: AsyncIterable<object[]>,
): { type: string; filename: string; stream: Readable } {
  const filename = `${spec.name}-${wibStamp()}.${format}`;
  const language = lang ?? DEFAULT_LANG;
  if (format === 'xlsx') {
    return {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      filename,
      stream: xlsxStream(spec, language, batches),
    };
  }
  // One chunk read ahead, not sixteen: a chunk left waiting outlives the young generation and fills the old one.
  const stream = Readable.from(csvChunks(spec, language, delimiter, batches), { highWaterMark: 1 });
  return { type: 'text/csv; charset=utf-8', filename, stream };
}
