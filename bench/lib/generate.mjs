// Bulk data for the benchmark: `rows` menus, wallet-history entries, SMS-token history entries, resellers, top-ups,
// cash-ins and cash-outs (what the lists, the export and the dashboards read) for one server, written straight into a database the built server has already migrated and seeded.
// SQLite: one prepared statement per table inside 50,000-row transactions. PostgreSQL: `insert … select from
// unnest(arrays)` in 20,000-row batches (one round trip per batch, a handful of parameters).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const FIRST = [
  'Budi',
  'Siti',
  'Agus',
  'Dewi',
  'Rudi',
  'Sri',
  'Eko',
  'Wati',
  'Andi',
  'Rina',
  'Joko',
  'Yanti',
  'Hendra',
  'Lestari',
  'Bayu',
  'Putri',
];
const LAST = [
  'Santoso',
  'Rahma',
  'Wijaya',
  'Lestari',
  'Hidayat',
  'Saputra',
  'Kusuma',
  'Pratama',
  'Nugroho',
  'Susanti',
  'Gunawan',
  'Permata',
];
const CITY = ['Jakarta', 'Surabaya', 'Bandung', 'Medan', 'Semarang', 'Makassar', 'Palembang', 'Denpasar', 'Malang', 'Bogor'];
const PRODUCT = ['Pulsa', 'Paket Data', 'Token PLN', 'BPJS', 'PDAM', 'E-Money', 'Voucher Game', 'Telkom', 'Multifinance', 'TV Kabel'];
const OPERATOR = ['TSEL', 'ISAT', 'XL', 'AXIS', 'TRI', 'SMART', 'PLN', 'BPJS', 'GOPAY', 'OVO', 'DANA'];
const MENU_TYPES = [1, 2, 3, 4, 5, 6, 9, 10, 11, 12];
const DAY = 86_400_000;

/** A small deterministic generator, so two runs at the same size hold the same data. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (r, list) => list[Math.floor(r() * list.length)];
const pad = (n, w) => String(n).padStart(w, '0');

/** Rows of each table, produced in batches (ids ascend with time, as the live tables do). */
export function* batches(table, rows, size, ctx, first = 0) {
  const r = rng(table.length * 7919 + rows);
  const start = ctx.now - 365 * DAY;
  const step = (365 * DAY) / rows;
  let balance = ctx.walletBalance;
  let tokens = 1_000_000;
  for (let from = first; from < rows; from += size) {
    const out = [];
    for (let i = from; i < Math.min(rows, from + size); i++) {
      const at = new Date(Math.floor(start + i * step)).toISOString();
      if (table === 'menus') {
        const p = pick(r, PRODUCT);
        out.push([
          `${p} ${pick(r, OPERATOR)} ${i + 1}`,
          '',
          pick(r, MENU_TYPES),
          `${p} murah dan cepat, tersedia 24 jam`,
          `${pick(r, OPERATOR)}${pad(i % 1000, 3)}`,
          pick(r, OPERATOR),
          r() < 0.3 ? 1 : 0,
          '',
          r() < 0.85 ? 1 : 0,
          i % 1000,
          at,
          at,
        ]);
      } else if (table === 'wallet_ledger') {
        const credit = r() < 0.55 ? (1 + Math.floor(r() * 200)) * 5000 : 0;
        let debet = credit ? 0 : (1 + Math.floor(r() * 100)) * 5000;
        if (debet > balance) debet = 0;
        const amount = credit || debet ? { credit, debet } : { credit: 10_000, debet: 0 };
        balance += amount.credit - amount.debet;
        const kind = amount.credit ? 'cashin' : 'cashout';
        out.push([
          'balance',
          amount.debet,
          amount.credit,
          balance,
          kind,
          String(100000 + i),
          amount.credit
            ? `Top up VA ${pick(r, ['BNI', 'BRI', 'MANDIRI', 'PERMATA'])} ${pad(i, 8)}`
            : `Penarikan ke rekening ${pad(i % 9999, 4)}`,
          at,
        ]);
      } else if (table === 'tokensms_history') {
        tokens -= 1;
        out.push([
          `08${pad(Math.floor(r() * 1e10), 10)}`,
          pick(r, ['KONSOL', 'PULSANUSA', 'OTP']),
          1,
          tokens,
          tokens + 1,
          350,
          r() < 0.95 ? 1 : 2,
          `gw-${i}`,
          at,
          at,
        ]);
      } else if (table === 'resellers') {
        const nama = `${pick(r, FIRST)} ${pick(r, LAST)}`;
        const active = r() < 0.2 ? new Date(ctx.now - Math.floor(r() * 3 * DAY)).toISOString() : null;
        out.push([
          `R${pad(i + 1, 7)}`,
          nama,
          `Jl. ${pick(r, LAST)} No. ${1 + (i % 200)}, ${pick(r, CITY)}`,
          `${nama.toLowerCase().replace(' ', '.')}${i}@mail.id`,
          `08${pad(Math.floor(r() * 1e10), 10)}`,
          i > 1000 && r() < 0.7 ? `R${pad(1 + Math.floor(r() * 1000), 7)}` : null,
          Math.floor(r() * 2000) * 1000,
          at,
          active,
          at,
          at,
        ]);
      } else if (table === 'topups') {
        out.push([
          `BT${pad(i, 9)}`,
          pick(r, ['Engine', 'Transfer', 'Deposit']),
          (1 + Math.floor(r() * 100)) * 1000,
          r() < 0.9 ? 1 : 2,
          `R${pad(1 + Math.floor(r() * Math.min(rows, 50_000)), 7)}`,
          'engine',
          at,
          at,
          at,
        ]);
      } else if (table === 'wallet_cashins') {
        const amount = (1 + Math.floor(r() * 200)) * 5000;
        const paid = r() < 0.9;
        const bank = pick(r, ['BNI', 'BRI', 'MANDIRI', 'PERMATA']);
        out.push([
          1,
          bank,
          `VA ${bank}`,
          amount,
          4000,
          amount + 4000,
          `BCI${pad(i, 9)}`,
          `8808${pad(i, 10)}`,
          paid ? 'COMPLETED' : 'PENDING',
          '',
          paid ? at : null,
          at,
          at,
        ]);
      } else if (table === 'wallet_cashouts') {
        // a few still in Proses (0) at the end, the rest Sukses (1) or Gagal (2)
        const status = i >= rows - 20 ? 0 : r() < 0.95 ? 1 : 2;
        out.push([
          ctx.bankId,
          'BCA',
          '1234567890',
          'PT Pulsa Nusa',
          (1 + Math.floor(r() * 100)) * 10_000,
          `BCO${pad(i, 9)}`,
          status,
          '',
          status ? at : null,
          at,
          at,
        ]);
      }
    }
    yield out;
  }
  ctx.walletBalance = balance;
  ctx.tokens = tokens;
}

const COLUMNS = {
  menus: [
    'label',
    'image',
    'type',
    'description',
    'kodeproduk',
    'idoperator',
    'showhome',
    'url',
    'status',
    'sort_order',
    'created_at',
    'updated_at',
  ],
  wallet_ledger: ['account', 'debet', 'credit', 'endbalance', 'ref_type', 'ref_id', 'description', 'created_at'],
  tokensms_history: ['phone', 'senderid', 'amount', 'sisa', 'totaltokensms', 'price', 'status', 'gateway_id', 'created_at', 'updated_at'],
  resellers: [
    'kode',
    'nama',
    'alamat',
    'email',
    'phone',
    'kode_upline',
    'saldo',
    'tgl_daftar',
    'last_activity',
    'created_at',
    'updated_at',
  ],
  topups: ['reff', 'channelname', 'amount', 'status', 'reseller', 'source', 'waktu', 'created_at', 'updated_at'],
  wallet_cashins: [
    'channel_id',
    'channel_code',
    'channel_name',
    'amount',
    'fee',
    'total',
    'reff',
    'va',
    'status',
    'description',
    'paid_at',
    'created_at',
    'updated_at',
  ],
  wallet_cashouts: [
    'bank_account_id',
    'bank',
    'accountno',
    'accountname',
    'amount',
    'reff',
    'status',
    'description',
    'completed_at',
    'created_at',
    'updated_at',
  ],
};
const PG_TYPES = {
  menus: ['text', 'text', 'int', 'text', 'text', 'text', 'int', 'text', 'int', 'int', 'text', 'text'],
  wallet_ledger: ['text', 'bigint', 'bigint', 'bigint', 'text', 'text', 'text', 'text'],
  tokensms_history: ['text', 'text', 'int', 'bigint', 'bigint', 'bigint', 'int', 'text', 'text', 'text'],
  resellers: ['text', 'text', 'text', 'text', 'text', 'text', 'bigint', 'text', 'text', 'text', 'text'],
  topups: ['text', 'text', 'bigint', 'int', 'text', 'text', 'text', 'text', 'text'],
  wallet_cashins: ['int', 'text', 'text', 'bigint', 'bigint', 'bigint', 'text', 'text', 'text', 'text', 'text', 'text', 'text'],
  wallet_cashouts: ['int', 'text', 'text', 'text', 'bigint', 'text', 'int', 'text', 'text', 'text', 'text'],
};
export const TABLES = Object.keys(COLUMNS);

/** The verified bank account the generated cash-outs go to (added once). */
const BANK_FIND = `select id from wallet_banks where server_id = $1 and accountno = '1234567890'`;
const BANK_ADD = `insert into wallet_banks (server_id, bankid, bank, accountno, accountname, status, created_at, updated_at)
  values ($1, 14, 'BCA', '1234567890', 'PT Pulsa Nusa', 1, $2, $3)`;

/** Fills SQLite. */
export function generateSqlite(file, serverId, rows, log) {
  const Database = require('better-sqlite3');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -200000');
  const ctx = {
    now: Date.now(),
    walletBalance: Number(db.prepare('select balance from wallets where server_id = ?').get(serverId)?.balance ?? 0),
    bankId: 0,
  };
  const sqlite = (q) => q.replace(/\$\d+/g, '?');
  if (!db.prepare(sqlite(BANK_FIND)).get(serverId)) {
    const now = new Date().toISOString();
    db.prepare(sqlite(BANK_ADD)).run(serverId, now, now);
  }
  ctx.bankId = db.prepare(sqlite(BANK_FIND)).get(serverId).id;
  for (const table of TABLES) {
    const t0 = Date.now();
    const have = db.prepare(`select count(*) as n from ${table} where server_id = ?`).get(serverId).n;
    if (have >= rows) continue;
    // bulk load: the table's indexes are dropped and built again afterwards (one sort instead of a million inserts each)
    const indexes = db.prepare("select name, sql from sqlite_master where type = 'index' and tbl_name = ? and sql is not null").all(table);
    for (const i of indexes) db.exec(`drop index ${i.name}`);
    const cols = ['server_id', ...COLUMNS[table]];
    const stmt = db.prepare(`insert into ${table} (${cols.join(', ')}) values (${cols.map(() => '?').join(', ')})`);
    const write = db.transaction((batch) => {
      for (const row of batch) stmt.run(serverId, ...row);
    });
    for (const batch of batches(table, rows, 50_000, ctx, have)) write(batch);
    const t1 = Date.now();
    for (const i of indexes) db.exec(i.sql);
    log(
      `  ${table}: ${(rows - have).toLocaleString('en')} rows in ${((t1 - t0) / 1000).toFixed(1)} s, ${indexes.length} indexes in ${((Date.now() - t1) / 1000).toFixed(1)} s`,
    );
  }
  db.prepare('update wallets set balance = ? where server_id = ?').run(ctx.walletBalance, serverId);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.exec('analyze');
  db.close();
}

/** Fills PostgreSQL (the schema the URL's search_path or `public`). */
export async function generatePostgres(url, serverId, rows, log) {
  const pg = require('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const w = await client.query('select balance from wallets where server_id = $1', [serverId]);
    const ctx = {
      now: Date.now(),
      walletBalance: Number(w.rows[0]?.balance ?? 0),
      bankId: 0,
    };
    if (!(await client.query(BANK_FIND, [serverId])).rows.length) {
      const now = new Date().toISOString();
      await client.query(BANK_ADD, [serverId, now, now]);
    }
    ctx.bankId = (await client.query(BANK_FIND, [serverId])).rows[0].id;
    await client.query('set synchronous_commit = off');
    await client.query("set maintenance_work_mem = '256MB'");
    for (const table of TABLES) {
      const t0 = Date.now();
      const have = Number((await client.query(`select count(*) as n from ${table} where server_id = $1`, [serverId])).rows[0].n);
      if (have >= rows) continue;
      // bulk load: the table's indexes (not its keys) are dropped and built again afterwards
      const indexes = (
        await client.query(
          `select i.indexname as name, i.indexdef as def from pg_indexes i
           where i.schemaname = current_schema() and i.tablename = $1
             and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
          [table],
        )
      ).rows;
      for (const i of indexes) await client.query(`drop index ${i.name}`);
      const cols = COLUMNS[table];
      const types = PG_TYPES[table];
      const text = `insert into ${table} (server_id, ${cols.join(', ')}) select ${serverId}, * from unnest(${types
        .map((t, i) => `$${i + 1}::${t}[]`)
        .join(', ')})`;
      for (const batch of batches(table, rows, 20_000, ctx, have)) {
        const arrays = cols.map((_, c) => batch.map((row) => row[c]));
        await client.query(text, arrays);
      }
      const t1 = Date.now();
      for (const i of indexes) await client.query(i.def);
      log(
        `  ${table}: ${(rows - have).toLocaleString('en')} rows in ${((t1 - t0) / 1000).toFixed(1)} s, ${indexes.length} indexes in ${((Date.now() - t1) / 1000).toFixed(1)} s`,
      );
    }
    await client.query('update wallets set balance = $1 where server_id = $2', [ctx.walletBalance, serverId]);
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
