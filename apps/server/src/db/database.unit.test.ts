import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, openSqlite, type SqliteFile } from './database.js';

describe('opening a SQLite database that was analysed', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'konsol-stat4-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps sqlite_stat4 samples for the dated lists only, and every table’s sqlite_stat1 row', async () => {
    const file = path.join(dir, 'konsol.sqlite');
    const raw = openSqlite(file);
    for (const table of ['wallet_ledger', 'menus', 'sessions']) {
      raw.exec(`create table ${table} (id integer primary key, server_id integer, created_at text)`);
      raw.exec(`create index ${table}_server_idx on ${table} (server_id, created_at)`);
      raw.exec(
        `with recursive n(i) as (select 1 union all select i + 1 from n where i < 400)
         insert into ${table} (server_id, created_at) select i % 7, printf('2026-11-%02d', i % 28 + 1) from n`,
      );
    }
    raw.exec('analyze');
    const tables = (db: SqliteFile, stat: string) =>
      db
        .prepare(`select distinct tbl from ${stat} order by tbl`)
        .all([])
        .map((r) => (r as { tbl: string }).tbl);
    // better-sqlite3 (Node 20 and 22) is built with STAT4; node:sqlite (Node 24 on) is not, and keeps no samples.
    const stat4 = Number(process.versions.node.split('.')[0]) < 24;
    if (stat4) expect(tables(raw, 'sqlite_stat4')).toEqual(['menus', 'sessions', 'wallet_ledger']);
    raw.close();

    await openDatabase({ dataDir: dir, sqliteFile: file }).close();
    const after = openSqlite(file);
    try {
      if (stat4) expect(tables(after, 'sqlite_stat4')).toEqual(['wallet_ledger']);
      expect(tables(after, 'sqlite_stat1')).toEqual(['menus', 'sessions', 'wallet_ledger']);
    } finally {
      after.close();
    }
  });
});
