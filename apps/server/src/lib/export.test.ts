import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../test/factories.js';
import { cashoutInProses, fundWallet } from '../test/money-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { parseCsv } from './csv.js';

/**
 * A list's file reads like its screen (DESIGN §11): the columns are headed with the screen's words in the caller's
 * language (Indonesian without Accept-Language, as the console's default), coded values are written by the names the
 * screen shows, while amounts stay plain integers and times keep the console's WIB format.
 */
describe('list exports in the console’s words', () => {
  let app: TestApp;
  let t: TestTenant;

  /** The CSV of a list as rows of cells, its header first. */
  async function csv(url: string, lang?: string): Promise<string[][]> {
    const headers = lang ? { ...t.headers, 'accept-language': lang } : t.headers;
    const res = await app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}format=csv`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const parsed = parseCsv(res.body.replace(/^\uFEFF/, ''), ',');
    if (!parsed.ok) throw new Error(`${url}: the CSV does not parse`);
    return parsed.records.map((r) => r.cells);
  }
  /** The cells of one column, by its header. */
  const column = ([header, ...rows]: string[][], name: string) => {
    const at = header!.indexOf(name);
    expect(at, `${name} in ${header!.join(',')}`).toBeGreaterThanOrEqual(0);
    return rows.map((r) => r[at]);
  };
  const WIB_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/;

  beforeAll(async () => {
    app = await createTestApp();
    t = await createTenant(app);
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: t.headers, payload });
    for (const menu of [
      { label: 'Pulsa', type: 9, status: 1, showhome: 1, order: 1 },
      { label: 'Games', type: 4, status: 0, showhome: 0, order: 2 },
    ]) {
      const res = await post('/api/backoffice/menu', menu);
      expect(res.statusCode, res.body).toBe(200);
    }
    const reseller = await post('/api/reseller/', { kode: 'R001', nama: 'Budi', saldo: 1500000 });
    expect(reseller.statusCode, reseller.body).toBe(200);
    await fundWallet(app, t, 250000);
    await cashoutInProses(app, t, 100000);
  });
  afterAll(() => app.close());

  it('heads the menus in Indonesian by default and names their types, Tampil di Home and statuses', async () => {
    const file = await csv('/api/backoffice/menu?sort=order,asc');
    expect(file[0]).toEqual([
      'ID',
      'Label',
      'Tipe',
      'Deskripsi',
      'Kode Produk',
      'ID Operator',
      'Tampil di Home',
      'URL',
      'Status',
      'Urutan',
      'Diperbarui',
    ]);
    expect(column(file, 'Label')).toEqual(['Pulsa', 'Games']);
    expect(column(file, 'Tipe')).toEqual(['Pulsa & Internet', 'Web View']);
    expect(column(file, 'Tampil di Home')).toEqual(['Ya', 'Tidak']);
    expect(column(file, 'Status')).toEqual(['Aktif', 'Non-Aktif']);
    expect(column(file, 'Urutan')).toEqual(['1', '2']);
    for (const at of column(file, 'Diperbarui')) expect(at).toMatch(WIB_TIME);
    // asked in Indonesian, the same file
    expect(await csv('/api/backoffice/menu?sort=order,asc', 'id-ID')).toEqual(file);
  });

  it('heads the menus in English with Accept-Language: en, and names their codes as the English screen does', async () => {
    const file = await csv('/api/backoffice/menu?sort=order,asc', 'en-US,en;q=0.9');
    expect(file[0]).toEqual([
      'ID',
      'Label',
      'Type',
      'Description',
      'Product Code',
      'Operator ID',
      'Show on Home',
      'URL',
      'Status',
      'Order',
      'Updated',
    ]);
    expect(column(file, 'Type')).toEqual(['Pulsa & Internet', 'Web View']);
    expect(column(file, 'Show on Home')).toEqual(['Yes', 'No']);
    expect(column(file, 'Status')).toEqual(['Active', 'Inactive']);
  });

  it('writes the same words in the XLSX', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/backoffice/menu?sort=order,asc&format=xlsx',
      headers: { ...t.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows[0]).toEqual([
      'ID',
      'Label',
      'Type',
      'Description',
      'Product Code',
      'Operator ID',
      'Show on Home',
      'URL',
      'Status',
      'Order',
      'Updated',
    ]);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[6], r[8], r[9]])).toEqual([
      ['Pulsa', 'Pulsa & Internet', 'Yes', 'Active', 1],
      ['Games', 'Web View', 'No', 'Inactive', 2],
    ]);
  });

  it('heads the wallet history in both languages, names its accounts and keeps amounts as plain integers', async () => {
    const id = await csv('/api/wallet/history');
    expect(id[0]).toEqual(['ID', 'Tanggal', 'Keterangan', 'Debet', 'Kredit', 'Saldo Akhir', 'Akun', 'Jenis Referensi', 'Referensi']);
    const en = await csv('/api/wallet/history', 'en');
    expect(en[0]).toEqual(['ID', 'Date', 'Description', 'Debit', 'Credit', 'End balance', 'Account', 'Reference type', 'Reference']);
    expect(id.length).toBeGreaterThan(2);
    expect(en.slice(1)).toEqual(id.slice(1));
    expect(new Set(column(id, 'Akun'))).toEqual(new Set(['Balance']));
    // the cash-out's hold, on the account the wallet's card calls Pending Cashout
    const held = await csv('/api/wallet/history?account=pending_cashout', 'en');
    expect(column(held, 'Account')).toEqual(['Pending Cashout']);
    expect(column(held, 'Credit')).toEqual(['100000']);
    for (const amount of [...column(id, 'Debet'), ...column(id, 'Kredit'), ...column(id, 'Saldo Akhir')]) expect(amount).toMatch(/^\d+$/);
    expect(column(id, 'Kredit')).toContain('250000');
    for (const at of column(id, 'Tanggal')) expect(at).toMatch(WIB_TIME);
  });

  it('names a cash-out’s status as the screen does: Proses, Processing', async () => {
    const id = await csv('/api/wallet/cashout');
    expect(id[0]).toEqual([
      'ID',
      'Tanggal',
      'Bank',
      'No. Rekening',
      'Nama Pemilik',
      'Nominal',
      'Reff',
      'Status',
      'Keterangan',
      'Tanggal Selesai',
    ]);
    expect(column(id, 'Status')).toEqual(['Proses']);
    expect(column(id, 'Nominal')).toEqual(['100000']);
    const en = await csv('/api/wallet/cashout', 'en');
    expect(en[0]).toEqual([
      'ID',
      'Date',
      'Bank',
      'Account no.',
      'Account holder',
      'Amount',
      'Reff',
      'Status',
      'Description',
      'Completed at',
    ]);
    expect(column(en, 'Status')).toEqual(['Processing']);
  });

  it('heads the resellers in both languages', async () => {
    const id = await csv('/api/reseller/');
    expect(id[0]).toEqual([
      'ID',
      'Kode',
      'Nama',
      'Alamat',
      'E-mail',
      'No. HP',
      'Kode Upline',
      'Saldo',
      'Tgl Daftar',
      'Diperbarui',
      'Aktivitas Terakhir',
    ]);
    expect(column(id, 'Kode')).toEqual(['R001']);
    expect(column(id, 'Saldo')).toEqual(['1500000']);
    const en = await csv('/api/reseller/', 'en');
    expect(en[0]).toEqual([
      'ID',
      'Code',
      'Name',
      'Address',
      'E-mail',
      'Phone',
      'Upline Code',
      'Balance',
      'Registered',
      'Updated',
      'Last activity',
    ]);
    expect(en.slice(1)).toEqual(id.slice(1));
  });
});
