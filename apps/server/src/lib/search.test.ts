import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../db/seed.js';
import { MENU_SEARCH } from '../modules/menu/menu.repository.js';
import { RESELLER_SEARCH } from '../modules/reseller/reseller.repository.js';
import { HISTORY_SEARCH } from '../modules/tokensms/tokensms.repository.js';
import { LEDGER_SEARCH } from '../modules/wallet/wallet.repository.js';
import { createTenant, type TestTenant } from '../test/factories.js';
import { insertRows } from '../test/list-rows.js';
import { createTestApp, type TestApp, testDialect } from '../test/test-app.js';
import { declaredSearches, type ListSearch, listSearch, scopeText, searchWhere } from './search.js';

/** The lists with a search index (migration 0009), as their modules declare their search. */
const INDEXED = {
  menus: MENU_SEARCH,
  resellers: RESELLER_SEARCH,
  wallet_ledger: LEDGER_SEARCH,
  tokensms_history: HISTORY_SEARCH,
};

/**
 * The search answers of the four big lists, checked against the rows themselves: a list searched for a term is the
 * same list unsearched, keeping the rows whose searched fields contain the term (any case), in the same order, page
 * by page, with the exact total. On SQLite that goes through the FTS index (the dense and the sparse way, and the
 * fallback when the matches are bunched late in the order); on PostgreSQL through the trigram indexes.
 */
describe('free-text search of the big lists', () => {
  let app: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  const PRODUCTS = ['BPJS', 'E-Money', 'Paket Data', 'Pulsa', 'Token PLN', 'Voucher Game', 'PDAM', 'Telkom'];
  const OPERATORS = ['TSEL', 'ISAT', 'XL', 'AXIS', 'TRI'];
  const NAMES = ['Budi Santoso', 'Siti Wijaya', 'Agus Rahma', 'Dewi Lestari', 'Eko Wijaya', 'Rina Café'];
  const SPECIAL = ['Diskon 50% off_now', 'kata "kuat" di sini', "it's 100!", 'TOKEN murah'];

  interface Page {
    content: Record<string, unknown>[];
    totalElements: number;
  }
  const get = async (t: TestTenant, url: string): Promise<Page> => {
    const res = await app.inject({ method: 'GET', url, headers: t.headers });
    expect(res.statusCode, url).toBe(200);
    return res.json().data;
  };
  const lists = {
    menus: { url: '/api/backoffice/menu?x=1', param: 'cari', fields: ['label', 'description', 'kodeproduk'], prefix: ['kodeproduk'] },
    resellers: { url: '/api/reseller/?x=1', param: 'search', fields: ['kode', 'nama', 'email', 'phone'], prefix: ['kode', 'phone'] },
    wallet: {
      url: '/api/wallet/history?awal=2025-01-01&akhir=2030-12-31',
      param: 'search',
      fields: ['description', 'refid'],
      prefix: ['refid'],
    },
    tokensms: {
      url: '/api/backoffice/tokensms/history?awal=2025-01-01&akhir=2030-12-31',
      param: 'search',
      fields: ['phone', 'senderid'],
      prefix: ['phone'],
    },
  } as const;
  type ListName = keyof typeof lists;

  /**
   * The list searched for `term` against the same list unsearched, filtered here: every page of `size`. A term of
   * one or two characters matches the start of the list's codes and phone numbers only.
   */
  const searchMatchesRows = async (t: TestTenant, name: ListName, term: string, sort = '', size = 7) => {
    const l = lists[name];
    const all = await get(t, `${l.url}${sort}&size=10000`);
    const lower = term.trim().toLowerCase();
    const short = lower.length < 3;
    const expected = all.content.filter((r) =>
      (short ? l.prefix : l.fields).some((f) => {
        const text = String(r[f] ?? '').toLowerCase();
        return short ? text.startsWith(lower) : text.includes(lower);
      }),
    );
    const url = `${l.url}${sort}&${l.param}=${encodeURIComponent(term)}`;
    const pages = Math.ceil(expected.length / size) + 1;
    for (let page = 0; page < pages; page++) {
      const p = await get(t, `${url}&size=${size}&page=${page}`);
      expect(p.totalElements, `${name} "${term}"${sort} total`).toBe(expected.length);
      expect(
        p.content.map((r) => r.id),
        `${name} "${term}"${sort} page ${page}`,
      ).toEqual(expected.slice(page * size, page * size + size).map((r) => r.id));
    }
    return expected.length;
  };

  beforeAll(async () => {
    app = await createTestApp();
    a = await createTenant(app);
    b = await createTenant(app);
    const { db } = app.ctx;
    const now = Date.now();
    const at = (i: number) => new Date(now - i * 5 * 3600_000).toISOString();
    for (const [t, secret] of [
      [a, ''],
      [b, ' rahasia'],
    ] as const) {
      await insertRows(db, 'menus', t.serverPk, 240, (i) => ({
        label: `${PRODUCTS[i % PRODUCTS.length]} ${OPERATORS[i % OPERATORS.length]} ${i}${secret}`,
        description: i % 9 === 0 ? SPECIAL[(i / 9) % SPECIAL.length]! : 'murah dan cepat',
        kodeproduk: `KP${i}`,
        sort_order: i % 7,
        created_at: at(i),
        updated_at: at(i % 13),
      }));
      await insertRows(db, 'resellers', t.serverPk, 180, (i) => ({
        kode: `R${1000 + i}`,
        nama: `${NAMES[i % NAMES.length]}${secret}`,
        email: i % 4 === 0 ? `user${i}@mail.id` : '',
        phone: `08${(12345678 + i * 7919).toString().padStart(9, '0')}`,
        saldo: i * 100,
        tgl_daftar: at(i),
        created_at: at(i),
        updated_at: at(i),
      }));
      await insertRows(db, 'wallet_ledger', t.serverPk, 150, (i) => ({
        account: i % 10 === 0 ? 'pending_balance' : 'balance',
        credit: (i % 6) * 1000,
        endbalance: i * 1000,
        ref_id: `CI${20260000 + i}`,
        description: `${i % 3 === 0 ? 'Cash in VA-MANDIRI' : i % 3 === 1 ? 'Cashout ke BNI' : SPECIAL[i % SPECIAL.length]}${secret}`,
        created_at: at(i),
      }));
      await insertRows(db, 'tokensms_history', t.serverPk, 150, (i) => ({
        phone: `08${['12', '13', '57', '78'][i % 4]}${(100000 + i * 37).toString()}`,
        senderid: `${i % 5 === 0 ? 'PULSANUSA' : 'KONSOL'}${secret.trim()}`,
        status: i % 3,
        created_at: at(i),
        updated_at: at(i),
      }));
    }
  });
  afterAll(() => app.close());

  it('menus: dense, sparse, bunched and special terms, in several orders', async () => {
    expect(await searchMatchesRows(a, 'menus', 'token')).toBe(30 + 6);
    expect(await searchMatchesRows(a, 'menus', 'TOKEN', '&sort=label,asc')).toBe(36);
    expect(await searchMatchesRows(a, 'menus', 'token', '&sort=label,desc', 4)).toBe(36);
    expect(await searchMatchesRows(a, 'menus', 'Token PLN', '&sort=updated_at,desc')).toBe(30);
    expect(await searchMatchesRows(a, 'menus', 'kp123')).toBe(1);
    expect(await searchMatchesRows(a, 'menus', 'kp7', '&sort=label,asc', 3)).toBe(11);
    expect(await searchMatchesRows(a, 'menus', '50%')).toBeGreaterThan(0);
    expect(await searchMatchesRows(a, 'menus', 'off_')).toBeGreaterThan(0);
    expect(await searchMatchesRows(a, 'menus', '"kuat"')).toBeGreaterThan(0);
    expect(await searchMatchesRows(a, 'menus', "it's")).toBeGreaterThan(0);
    expect(await searchMatchesRows(a, 'menus', '100!')).toBeGreaterThan(0);
    expect(await searchMatchesRows(a, 'menus', 'off')).toBeGreaterThan(0);
    expect(await searchMatchesRows(a, 'menus', 'zzz')).toBe(0);
    expect(await searchMatchesRows(a, 'menus', 'rahasia')).toBe(0);
    expect(await searchMatchesRows(b, 'menus', 'rahasia', '&sort=label,asc', 50)).toBe(240);
  });

  it('resellers, wallet history and SMS-token history: the same', async () => {
    expect(await searchMatchesRows(a, 'resellers', 'wijaya')).toBe(60);
    expect(await searchMatchesRows(a, 'resellers', 'WIJAYA', '&sort=nama,desc', 9)).toBe(60);
    expect(await searchMatchesRows(a, 'resellers', 'café')).toBe(30);
    expect(await searchMatchesRows(a, 'resellers', '@mail.id', '&sort=saldo,desc')).toBe(45);
    expect(await searchMatchesRows(a, 'resellers', 'r1017')).toBe(1);
    expect(await searchMatchesRows(a, 'resellers', 'rahasia')).toBe(0);
    expect(await searchMatchesRows(a, 'wallet', 'mandiri')).toBeGreaterThan(20);
    expect(await searchMatchesRows(a, 'wallet', 'CI2026001', '&sort=credit,asc', 4)).toBeGreaterThan(5);
    expect(await searchMatchesRows(a, 'wallet', '50% off')).toBeGreaterThan(0);
    expect(await searchMatchesRows(a, 'wallet', 'rahasia')).toBe(0);
    expect(await searchMatchesRows(a, 'tokensms', '0812')).toBeGreaterThan(20);
    expect(await searchMatchesRows(a, 'tokensms', 'pulsanusa', '&sort=phone,asc')).toBe(30);
    expect(await searchMatchesRows(a, 'tokensms', '1003', '&sort=createdat,asc', 3)).toBeGreaterThan(0);
    expect(await searchMatchesRows(a, 'tokensms', 'rahasia')).toBe(0);
  });

  it('a term of one or two characters matches the start of codes and phone numbers only', async () => {
    // in the labels, but at the start of no product code
    expect(await searchMatchesRows(a, 'menus', 'xl')).toBe(0);
    expect(await searchMatchesRows(a, 'menus', '_')).toBe(0);
    expect(await searchMatchesRows(a, 'menus', 'kp', '&sort=label,asc', 60)).toBe(240);
    expect(await searchMatchesRows(a, 'menus', 'K', '', 60)).toBe(240);
    expect(await searchMatchesRows(a, 'resellers', 'r1', '&sort=nama,asc', 60)).toBe(180);
    expect(await searchMatchesRows(a, 'resellers', '08', '', 60)).toBe(180);
    expect(await searchMatchesRows(a, 'resellers', 'wi')).toBe(0);
    expect(await searchMatchesRows(a, 'wallet', 'ci', '&sort=credit,asc', 50)).toBe(135);
    expect(await searchMatchesRows(a, 'tokensms', '08', '', 50)).toBe(150);
    expect(await searchMatchesRows(a, 'tokensms', '12')).toBe(0);
    // another server's rows never answer
    expect(await searchMatchesRows(b, 'resellers', '08', '', 60)).toBe(180);
  });

  it('the pending wallet account searches its own entries only', async () => {
    const pending = await get(a, `${lists.wallet.url}&account=pending_balance&search=${encodeURIComponent('CI2026')}&size=100`);
    expect(pending.totalElements).toBe(15);
    expect(pending.content.every((r) => r.account === 'pending_balance')).toBe(true);
  });

  it('a range of days that leaves rows out is searched over its days only', async () => {
    const day = (ms: number) => new Date(ms + 7 * 3600_000).toISOString().slice(0, 10);
    const recent = `/api/wallet/history?awal=${day(Date.now() - 5 * 86400_000)}&akhir=${day(Date.now())}`;
    const all = await get(a, `${recent}&size=10000`);
    const found = await get(a, `${recent}&search=mandiri&size=10000`);
    const expected = all.content.filter((r) => String(r.description).toLowerCase().includes('mandiri'));
    expect(found.totalElements).toBe(expected.length);
    expect(found.content.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(found.totalElements).toBeLessThan((await get(a, `${lists.wallet.url}&search=mandiri`)).totalElements);
  });

  it('random terms taken from the rows find what the rows hold', async () => {
    const rows = (await get(a, `${lists.resellers.url}&size=10000`)).content;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: rows.length - 1 }),
        fc.constantFrom('kode', 'nama', 'phone'),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 7 }),
        async (i, field, start, length) => {
          const text = String(rows[i]![field]);
          const term = text.slice(start % text.length, (start % text.length) + length);
          if (!term.trim()) return;
          await searchMatchesRows(a, 'resellers', term, '', 25);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('follows writes: an edited row is found by its new text, a deleted one no longer', async () => {
    const { db } = app.ctx;
    const menus = await get(a, `${lists.menus.url}&cari=kp23&size=100`);
    const target = menus.content.find((r) => r.kodeproduk === 'KP23')!;
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/backoffice/menu/${target.id}`,
      headers: a.headers,
      payload: { label: 'Kuda Lumping', description: 'kesenian' },
    });
    expect(res.statusCode).toBe(200);
    expect((await get(a, `${lists.menus.url}&cari=lumping`)).content.map((r) => r.id)).toEqual([target.id]);
    expect((await get(a, `${lists.menus.url}&cari=kesenian`)).totalElements).toBe(1);
    await app.inject({ method: 'DELETE', url: `/api/backoffice/menu/${target.id}`, headers: a.headers });
    expect((await get(a, `${lists.menus.url}&cari=lumping`)).totalElements).toBe(0);

    await db
      .updateTable('resellers')
      .set({ nama: 'Nama Baru Sekali' })
      .where('server_id', '=', a.serverPk)
      .where('kode', '=', 'R1003')
      .execute();
    expect((await get(a, `${lists.resellers.url}&search=baru sekali`)).content.map((r) => r.kode)).toEqual(['R1003']);
    expect(await searchMatchesRows(a, 'resellers', 'wijaya')).toBe(60);
  });

  it('reads its index: SQLite the FTS tables (each row with its scope), PostgreSQL the trigram indexes', async () => {
    const { db } = app.ctx;
    // every searched column of every declared list, by table
    const searched = new Map<string, Set<string>>();
    const parts = (s: ListSearch): ListSearch[] => (s.joined ? [s, ...parts(s.joined)] : [s]);
    for (const part of declaredSearches().flatMap(parts)) {
      const columns = searched.get(part.table) ?? new Set();
      for (const c of part.columns) columns.add(c);
      searched.set(part.table, columns);
    }
    expect(searched.size).toBeGreaterThanOrEqual(20);
    if (testDialect === 'sqlite') {
      // every searched table has its FTS table, over the columns its searches look in (the big lists' scope first)
      for (const [table, columns] of searched) {
        const info = await sql<{ name: string }>`select name from pragma_table_info(${`${table}_search`})`.execute(db);
        const indexed = info.rows.map((c) => c.name).filter((c) => c !== 'scope');
        expect(new Set(indexed), table).toEqual(columns);
      }
      for (const table of Object.keys(INDEXED)) {
        const info = await sql<{ name: string }>`select name from pragma_table_info(${`${table}_search`})`.execute(db);
        expect(info.rows[0]?.name).toBe('scope');
      }
      // the scope written by the triggers' SQL is the one the queries ask for
      const key = sql.raw('(server_id * 4 + 1)');
      const r = await sql<{ scope: string }>`select distinct char(57344 + ${key} / 40960000 % 6400, 57344 + ${key} / 6400 % 6400,
        57344 + ${key} % 6400) as scope from wallet_ledger where server_id = ${a.serverPk}`.execute(db);
      expect(r.rows.map((x) => x.scope)).toEqual([scopeText(a.serverPk, 'balance')]);
      const pending = `scope : "${scopeText(a.serverPk, 'pending_balance')}"`;
      const n = await sql<{
        n: number;
      }>`select count(*) as n from wallet_ledger_search where wallet_ledger_search match ${pending}`.execute(db);
      expect(n.rows[0]!.n).toBe(15);
      // a row missing from the index is not found by a search: the index answered it
      const row = (await get(a, `${lists.tokensms.url}&search=pulsanusa&size=1`)).content[0]!;
      await sql`delete from tokensms_history_search where rowid = ${row.id}`.execute(db);
      const after = await get(a, `${lists.tokensms.url}&search=pulsanusa&size=100`);
      expect(after.totalElements).toBe(29);
      expect(after.content.map((r) => r.id)).not.toContain(row.id);
      expect((await get(a, `${lists.tokensms.url}&size=1000`)).content.map((r) => r.id)).toContain(row.id);
    } else {
      // every searched column of every list has its trigram index, and no other column
      const r = await sql<{ name: string }>`select indexname as name from pg_indexes
        where schemaname = current_schema() and indexname like '%\\_trgm\\_idx' order by 1`.execute(db);
      const expected = [...searched].flatMap(([table, columns]) => [...columns].map((c) => `${table}_${c}_trgm_idx`));
      expect(r.rows.map((x) => x.name)).toEqual(expected.sort());
      // the planner can answer a contains-search from them (on these few rows it would rather read the table)
      const plan = await db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        return sql<{ 'QUERY PLAN': string }>`explain select count(*) from wallet_ledger where description ilike '%mandiri%'`.execute(trx);
      });
      expect(plan.rows.map((x) => x['QUERY PLAN']).join('\n')).toContain('wallet_ledger_description_trgm_idx');
    }
  });
});

/**
 * Every list's search (DESIGN §18) through its trigram index, on the demo data: for each declared table and column, a
 * piece from the middle of a stored value, in another case, finds through the index exactly the rows that contain it
 * (what LIKE reading every row finds); the index follows inserts, updates and deletes.
 */
describe('every list searches through its trigram index', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ SEED_DEMO: 'true' });
    await seed(app.ctx);
  });
  afterAll(() => app.close());

  const parts = (s: ListSearch): ListSearch[] => (s.joined ? [s, ...parts(s.joined)] : [s]);
  const ids = async (part: ListSearch, term: string, byIndex: boolean) =>
    (
      await app.ctx.db
        .selectFrom(part.table)
        .select('id')
        .where(searchWhere(app.ctx.db, { ...part, as: undefined, joined: undefined, prefix: undefined }, term, byIndex))
        .orderBy('id')
        .execute()
    ).map((r) => Number(r.id));

  it('finds a piece from the middle of any searched value, in any case, as reading the rows does', async () => {
    const tables = new Set<string>();
    for (const part of declaredSearches().flatMap(parts)) {
      for (const column of part.columns) {
        const values = await app.ctx.db
          .selectFrom(part.table)
          .select(sql<string>`${sql.ref(column)}`.as('v'))
          .where(sql.ref(column), 'is not', null)
          .limit(3)
          .execute();
        for (const { v } of values) {
          const text = String(v).replace(/[^\x20-\x7e]/g, '');
          if (text.length < 5) continue;
          const middle = text.slice(1, Math.min(text.length - 1, 6));
          const term = middle.toUpperCase() === middle ? middle.toLowerCase() : middle.toUpperCase();
          const found = await ids(part, term, true);
          expect(found, `${part.table}.${column} "${term}"`).toEqual(await ids(part, term, false));
          expect(found.length, `${part.table}.${column} "${term}"`).toBeGreaterThan(0);
          tables.add(part.table);
        }
      }
    }
    // the demo data fills most lists; the rest are read by the test above on their own rows
    expect(tables.size).toBeGreaterThanOrEqual(14);
  });

  it('follows a row written, changed and removed', async () => {
    const banners = listSearch({ table: 'banners', columns: ['name', 'url'] });
    const [first] = await ids(banners, 'a', false);
    await app.ctx.db.updateTable('banners').set({ name: 'Promo Zebracross' }).where('id', '=', first!).execute();
    expect(await ids(banners, 'ZEBRAC', true)).toEqual([first]);
    await app.ctx.db.updateTable('banners').set({ name: 'Promo Kuda' }).where('id', '=', first!).execute();
    expect(await ids(banners, 'zebra', true)).toEqual([]);
    expect(await ids(banners, 'o kud', true)).toEqual([first]);
    await app.ctx.db.deleteFrom('banners').where('id', '=', first!).execute();
    expect(await ids(banners, 'o kud', true)).toEqual([]);
  });
});
