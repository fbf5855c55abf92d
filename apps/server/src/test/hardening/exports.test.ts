import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../lib/csv.js';
import { type Column, EXPORT_BATCH, type ListExport } from '../../lib/export.js';
import { createTenant } from '../factories.js';
import { insertRows } from '../list-rows.js';
import { application } from '../loan-fixtures.js';
import { fillPath, openApiDocument, type Schema } from './openapi-ops.js';
import { buildWorld, otherIds, table, type World } from './world.js';

/**
 * Exports of every list (DESIGN §11), generated from the route table: every paged GET list accepts `format`, and its
 * CSV and XLSX, with a filter applied, hold the rows of its JSON answer in the same order, under the headers its
 * route declares (Indonesian by default) and with coded values by their names; another server's operator never gets
 * the victim's rows; a victim's text beginning with `=` is neutralised in CSV.
 */

interface List {
  path: string;
  params: string[];
  admin: boolean;
}

const WIB = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Jakarta',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T/;

/** A JSON value as the CSV should show it, written independently of lib/export.ts. */
function csvExpected(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string' && ISO_TIME.test(v)) return WIB.format(new Date(v)).replace(',', '');
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

const field = (row: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((v, k) => (v === null || v === undefined ? undefined : (v as Record<string, unknown>)[k]), row);

const unneutralised = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

const indonesian = (w: { id: string } | string) => (typeof w === 'string' ? w : w.id);

/** A coded value by its Indonesian name (a blank by the blank's name); any other value as it is. */
function named(column: Column, v: unknown): unknown {
  if (typeof column === 'string') return v;
  if (v === null || v === undefined || v === '') return column.blank ? column.blank.id : v;
  const name = column.names[String(v)];
  return name === undefined ? v : indonesian(name);
}

async function xlsxRows(body: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe('exports of every list', () => {
  let w: World;
  const lists: List[] = [];
  const urls = new Map<string, string>();

  beforeAll(async () => {
    w = await buildWorld();
    // A victim's text a spreadsheet would run as a formula: every marked cell now begins with `=`.
    await sql`update menus set label = ${'=HYPERLINK("http://evil.example")'} || label where server_id = ${w.victim.serverPk}`.execute(
      w.app.ctx.db,
    );
    await sql`update resellers set nama = ${'=1+1 '} || nama where server_id = ${w.victim.serverPk}`.execute(w.app.ctx.db);
    // Rows the world lacks: a push message, and a loan application waiting for the administrator.
    const push = await w.app.inject({
      method: 'POST',
      url: '/api/backoffice/apps/push',
      headers: w.victim.headers,
      payload: { judul: 'Promo', isi: 'Diskon' },
    });
    expect(push.statusCode, push.body).toBe(200);
    const third = await createTenant(w.app, { name: 'Third Server' });
    const loan = await w.app.inject({
      method: 'POST',
      url: '/api/irmacapital/loan/request',
      headers: third.headers,
      payload: await application(w.app, third),
    });
    expect(loan.statusCode, loan.body).toBe(200);
    const doc = await openApiDocument(w.app);
    for (const [path, methods] of Object.entries(doc.paths)) {
      const get = (methods as Record<string, Schema>).get;
      const data = get?.responses?.['200']?.content?.['application/json']?.schema?.properties?.data?.properties;
      if (!data?.content || !data.totalElements) continue;
      const params = ((get.parameters ?? []) as { name: string; in: string }[]).filter((p) => p.in === 'query').map((p) => p.name);
      lists.push({ path, params, admin: path.startsWith('/api/admin/') });
    }
    const ids = { ...(await otherIds(w.app, w.victim.serverPk)), status: 'PENDING', module: 'digipos' };
    const [hook] = (await sql<{ id: number }>`select id from webhooks where server_id = ${w.victim.serverPk}`.execute(w.app.ctx.db)).rows;
    for (const l of lists) urls.set(l.path, fillPath(l.path, { ...ids, id: hook?.id ?? 1 }));
  }, 120_000);
  afterAll(() => w?.app.close());

  /** The file a list's route declares (its URL with `:id` where OpenAPI writes `{id}`). */
  const declared = (l: List): ListExport => {
    const spec = w.app.listExports.get(l.path.replace(/\{(\w+)\}/g, ':$1'));
    if (!spec) throw new Error(`${l.path}: no declared export`);
    return spec;
  };

  /** Who reads a list: the administrator, else the victim (the other server where only it has rows: its loans). */
  const owner = new Map<string, Record<string, string>>();
  const headersOf = (l: List) => owner.get(l.path) ?? (l.admin ? w.admin.headers : w.victim.headers);
  const get = (l: List, query: Record<string, string>, headers = headersOf(l)) =>
    w.app.inject({ method: 'GET', url: `${urls.get(l.path)}?${new URLSearchParams(query)}`, headers });

  /** A filter the list takes that keeps some of its rows: a field's value, else a search for one, else a day range. */
  async function filterOf(l: List, base: Record<string, string>): Promise<Record<string, string> | undefined> {
    const all = (await get(l, { ...base, size: '10000' })).json().data.content as Record<string, unknown>[];
    const row = all[0];
    if (!row) return undefined;
    const tries: Record<string, string>[] = [];
    for (const p of l.params.filter((x) => !['page', 'size', 'sort'].includes(x))) {
      const v = row[p];
      if ((typeof v === 'string' && v && !ISO_TIME.test(v)) || typeof v === 'number') tries.push({ [p]: String(v) });
    }
    if (l.params.includes('search')) {
      for (const v of Object.values(row))
        if (typeof v === 'string' && v.length >= 3 && !ISO_TIME.test(v)) tries.push({ search: v.slice(0, 12) });
    }
    for (const t of tries) {
      const q = { ...base, ...t };
      const res = await get(l, { ...q, size: '10000' });
      if (res.statusCode === 200 && res.json().data.content.length > 0) return q;
    }
    return undefined;
  }

  /** A range wide enough for the lists whose days default to today, and an order other than the default. */
  const baseOf = (l: List): Record<string, string> => ({
    ...(l.params.includes('awal') ? { awal: '2000-01-01', akhir: '2099-12-31' } : {}),
    ...(l.params.includes('sort') ? { sort: 'id,asc' } : {}),
  });

  it('every list accepts format', () => {
    const without = lists.filter((l) => !l.params.includes('format')).map((l) => [l.path]);
    expect(lists.length).toBeGreaterThanOrEqual(35);
    expect(without, `lists without an export:\n${table(without, ['list'])}`).toEqual([]);
  });

  it('answers the filtered rows of the JSON list, in its order, as CSV and XLSX', async () => {
    const bad: string[][] = [];
    let compared = 0;
    for (const l of lists) {
      if (!l.admin && !(await get(l, { ...baseOf(l), size: '1' })).json().data.content.length) owner.set(l.path, w.attacker.headers);
      const query = (await filterOf(l, baseOf(l))) ?? baseOf(l);
      const json = await get(l, { ...query, size: '10000' });
      const rows = json.json().data.content as Record<string, unknown>[];
      if (!rows.length) {
        bad.push([l.path, JSON.stringify(query), 'no rows in the world to compare']);
        continue;
      }
      const csv = await get(l, { ...query, format: 'csv', delimiter: 'semicolon', page: '3', size: '1' });
      if (csv.statusCode !== 200) {
        bad.push([l.path, 'csv', `${csv.statusCode} ${csv.body.slice(0, 80)}`]);
        continue;
      }
      const name = /^attachment; filename="([a-z-]+)-\d{8}-\d{4}\.csv"$/.exec(String(csv.headers['content-disposition']));
      if (!name || !csv.body.startsWith('\uFEFF')) bad.push([l.path, 'csv', `header ${csv.headers['content-disposition']}`]);
      const parsed = parseCsv(csv.body, ';');
      if (!parsed.ok) throw new Error(`${l.path}: CSV does not parse`);
      const [header, ...cells] = parsed.records.map((r) => r.cells);
      const spec = declared(l);
      const keys = Object.keys(spec.columns);
      const words = keys.map((k) => indonesian(spec.headers[k]!));
      if (JSON.stringify(header) !== JSON.stringify(words)) bad.push([l.path, 'csv header', `${header?.join(';')} ≠ ${words.join(';')}`]);
      const cell = (r: Record<string, unknown>, k: string) => named(spec.columns[k]!, field(r, k));
      const expected = rows.map((r) => keys.map((k) => csvExpected(cell(r, k))));
      const got = cells.map((c) => c.map(unneutralised));
      if (JSON.stringify(got) !== JSON.stringify(expected))
        bad.push([
          l.path,
          `csv ${JSON.stringify(query)}`,
          `${JSON.stringify(got[0])} ≠ ${JSON.stringify(expected[0])} (${got.length}/${expected.length})`,
        ]);
      // Cells a spreadsheet would run begin with an apostrophe.
      const formula = cells.flat().filter((c) => /^[=@]/.test(c));
      if (formula.length) bad.push([l.path, 'csv', `formula cell ${formula[0]}`]);

      const xlsx = await get(l, { ...query, format: 'xlsx' });
      if (xlsx.statusCode !== 200 || !String(xlsx.headers['content-disposition']).endsWith('.xlsx"')) {
        bad.push([l.path, 'xlsx', `${xlsx.statusCode} ${xlsx.headers['content-disposition']}`]);
        continue;
      }
      const [xHeader, ...xCells] = await xlsxRows(xlsx.rawPayload);
      expect(xHeader).toEqual(header);
      const xGot = xCells.map((r) =>
        keys.map((_, i) => {
          const v = r[i];
          // A date cell holds the WIB wall-clock time; a number stays a number.
          if (v instanceof Date) return WIB.format(new Date(v.getTime() - 7 * 3_600_000)).replace(',', '');
          return v === undefined || v === null ? '' : typeof v === 'number' ? v : String(v);
        }),
      );
      const xExpected = rows.map((r) =>
        keys.map((k) => {
          const v = cell(r, k);
          return typeof v === 'number' ? v : csvExpected(v);
        }),
      );
      if (JSON.stringify(xGot) !== JSON.stringify(xExpected))
        bad.push([
          l.path,
          `xlsx ${JSON.stringify(query)}`,
          `${JSON.stringify(xGot[0])} ≠ ${JSON.stringify(xExpected[0])} (${xGot.length}/${xExpected.length})`,
        ]);
      compared++;
    }
    expect(bad, `exports that differ from their list:\n${table(bad, ['list', 'what', 'detail'])}`).toEqual([]);
    expect(compared).toBe(lists.length);
  });

  it('never exports another server’s rows', async () => {
    const leaks: string[][] = [];
    for (const l of lists.filter((x) => !x.admin)) {
      for (const format of ['csv', 'xlsx']) {
        const res = await get(l, { ...baseOf(l), format }, w.attacker.headers);
        // Another server's webhook is not found: the right refusal of a list under a foreign row.
        if (res.statusCode === 404 && l.path.includes('{id}')) continue;
        if (res.statusCode !== 200) {
          leaks.push([l.path, format, String(res.statusCode)]);
          continue;
        }
        const text = format === 'csv' ? res.body : JSON.stringify(await xlsxRows(res.rawPayload));
        if (text.includes(w.marker) || text.includes(w.victim.serverCode)) leaks.push([l.path, format, 'victim rows']);
      }
    }
    expect(leaks, `foreign rows in exports:\n${table(leaks, ['list', 'format', 'what'])}`).toEqual([]);
  });

  it('reads a list longer than one batch whole, in order', async () => {
    const menu = await w.app.ctx.db.selectFrom('menus').selectAll().where('server_id', '=', w.attacker.serverPk).executeTakeFirstOrThrow();
    const { id: _, ...copy } = menu;
    for (let i = 0; i < 5; i++) {
      const rows = Array.from({ length: 500 }, (_, j) => ({ ...copy, label: `Copy ${i * 500 + j}` }));
      await w.app.ctx.db.insertInto('menus').values(rows).execute();
    }
    const list = (
      await w.app.inject({ method: 'GET', url: '/api/backoffice/menu?size=10000&sort=label,asc', headers: w.attacker.headers })
    ).json().data;
    expect(list.totalElements).toBeGreaterThan(2 * EXPORT_BATCH);
    const res = await w.app.inject({ method: 'GET', url: '/api/backoffice/menu?format=csv&sort=label,asc', headers: w.attacker.headers });
    const parsed = parseCsv(res.body, ',');
    if (!parsed.ok) throw new Error('CSV does not parse');
    const ids = parsed.records.slice(1).map((r) => Number(r.cells[0]));
    expect(ids).toEqual(list.content.map((m: { id: number }) => m.id));
  });

  it('reads every row once, in order, across batches with ties and NULLs on the sort column', async () => {
    const db = w.app.ctx.db;
    const now = new Date().toISOString();
    // Resellers: few uplines (a third without one), few balances; categories: few statuses, ties by id ascending.
    const resellers = 2 * EXPORT_BATCH + 300;
    for (let from = 0; from < resellers; from += 600)
      await insertRows(db, 'resellers', w.attacker.serverPk, Math.min(600, resellers - from), (j) => {
        const i = from + j;
        return {
          kode: `TIE${String(i).padStart(5, '0')}`,
          nama: `Tie ${i}`,
          kode_upline: i % 3 === 0 ? null : `UP${i % 4}`,
          saldo: (i % 5) * 1000,
          tgl_daftar: now,
          created_at: now,
          updated_at: now,
        };
      });
    const category = await db.selectFrom('categories').selectAll().executeTakeFirstOrThrow();
    const { id: _, ...copy } = category;
    for (let k = 0; k < 5; k++) {
      const rows = Array.from({ length: 500 }, (_, j) => ({
        ...copy,
        server_id: w.attacker.serverPk,
        title: `Tie ${k * 500 + j}`,
        status: j % 2,
      }));
      await db.insertInto('categories').values(rows).execute();
    }
    const lists = [
      '/api/reseller/?sort=kode_upline,asc',
      '/api/reseller/?sort=kode_upline,desc',
      '/api/reseller/?sort=saldo,desc&search=Tie',
      '/api/backoffice/categories?sort=status,desc',
    ];
    for (const url of lists) {
      // the exact total, past the 1,000 a search counts to otherwise
      const list = (await w.app.inject({ method: 'GET', url: `${url}&size=10000&exactTotal=true`, headers: w.attacker.headers })).json()
        .data;
      expect(list.totalElements, url).toBeGreaterThan(2 * EXPORT_BATCH);
      const res = await w.app.inject({ method: 'GET', url: `${url}&format=csv`, headers: w.attacker.headers });
      const parsed = parseCsv(res.body, ',');
      if (!parsed.ok) throw new Error(`${url}: CSV does not parse`);
      const ids = parsed.records.slice(1).map((r) => Number(r.cells[0]));
      expect(new Set(ids).size, url).toBe(list.totalElements);
      expect(ids, url).toEqual(list.content.map((m: { id: number }) => m.id));
    }
  });

  it('neutralises a label beginning with =', async () => {
    const res = await w.app.inject({ method: 'GET', url: '/api/backoffice/menu?format=csv', headers: w.victim.headers });
    expect(res.body).toContain(`'=HYPERLINK(""http://evil.example"")${w.marker}`);
    expect(res.body).not.toMatch(/(^|[,\n])"?=HYPERLINK/);
  });

  it('refuses an unknown format in the spec’s words', async () => {
    const res = await w.app.inject({
      method: 'GET',
      url: '/api/backoffice/menu?format=pdf',
      headers: { ...w.victim.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('Export format must be csv or xlsx');
  });

  it('keeps the list’s permission', async () => {
    const res = await w.app.inject({ method: 'GET', url: '/api/admin/mitra?format=csv', headers: w.victim.headers });
    expect(res.statusCode).toBe(403);
  });
});
