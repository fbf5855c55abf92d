import { randomInt } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { Conflict, isUniqueViolation } from '../../lib/errors.js';
import { type LedgerRef, ledgerEntry } from '../../lib/ledger.js';
import { type ListArgs, listPage, orderOf } from '../../lib/list.js';
import { dayCounter, spansEveryDay } from '../../lib/paging.js';
import { listSearch, searchWhere } from '../../lib/search.js';
import { nowIso } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

const packageColumns = ['id', 'name', 'jmltoken', 'price', 'status'] as const;
const orderColumns = [
  'id',
  'server_id',
  'paket_id',
  'paket_name',
  'invoice',
  'quantity',
  'totaltokensms',
  'price',
  'status',
  'description',
  'nova',
  'bank',
  'paid_at',
  'paid_via',
  'created_by',
  'created_at',
  'unique_code',
  'transfer_amount',
  'transfer_expires_at',
] as const;
/** Where an operator's order search looks (its sums count the same rows). */
const ORDER_SEARCH = listSearch({
  table: 'tokensms_orders',
  columns: ['invoice', 'paket_name', 'description', 'nova'],
  prefix: ['invoice', 'nova'],
});
const PLATFORM_ORDER_SEARCH = listSearch({
  table: 'tokensms_orders',
  as: 'o',
  columns: ['invoice', 'paket_name', 'nova'],
  prefix: ['invoice', 'nova'],
  joined: { table: 'servers', as: 's', columns: ['server_id', 'name'], prefix: ['server_id'] },
});
/** Where the list's search looks: the columns migration 0009 indexes (lib/search.test.ts holds the two alike). */
export const HISTORY_SEARCH = listSearch({ table: 'tokensms_history', columns: ['phone', 'senderid'], prefix: ['phone'] });
const historyColumns = ['id', 'phone', 'senderid', 'amount', 'sisa', 'totaltokensms', 'price', 'status', 'created_at'] as const;

/**
 * SMS token packages (global), and per server: orders, token balance with its append-only ledger, the history of
 * OTP SMS, daily counters per phone, and the app's OTP codes. Tenant methods take the server id first.
 */
export function tokensmsRepository(db: Kysely<DB>) {
  return {
    // ---- packages (the administrator's catalogue) ----------------------------------------------------------
    listPackages: (q: Q, includeInactive = false) =>
      q
        .selectFrom('tokensms_packages')
        .select(packageColumns)
        .where('deleted_at', 'is', null)
        .$if(!includeInactive, (qb) => qb.where('status', '=', 1))
        .orderBy('jmltoken')
        .orderBy('id')
        .execute(),

    findPackage: (q: Q, id: number) =>
      q.selectFrom('tokensms_packages').select(packageColumns).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst(),

    insertPackage: (q: Q, p: { name: string; jmltoken: number; price: number; status: number }) => {
      const now = nowIso();
      return q
        .insertInto('tokensms_packages')
        .values({ ...p, created_at: now, updated_at: now, deleted_at: null })
        .returning(packageColumns)
        .executeTakeFirstOrThrow();
    },

    updatePackage: (q: Q, id: number, p: Partial<{ name: string; jmltoken: number; price: number; status: number }>) =>
      q
        .updateTable('tokensms_packages')
        .set({ ...p, updated_at: nowIso() })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returning(packageColumns)
        .executeTakeFirst(),

    /** Soft delete: orders keep their package. */
    async deletePackage(q: Q, id: number) {
      const r = await q
        .updateTable('tokensms_packages')
        .set({ deleted_at: nowIso(), updated_at: nowIso() })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    // ---- orders -------------------------------------------------------------------------------------------
    invoiceTaken: async (q: Q, invoice: string) =>
      !!(await q.selectFrom('tokensms_orders').select('id').where('invoice', '=', invoice).executeTakeFirst()),

    insertOrder: (
      q: Q,
      serverId: number,
      o: {
        paket_id: number;
        paket_name: string;
        invoice: string;
        quantity: number;
        totaltokensms: number;
        price: number;
        description: string;
        nova: string;
        bank: string;
        created_by: number | null;
      },
    ) => {
      const now = nowIso();
      return q
        .insertInto('tokensms_orders')
        .values({ server_id: serverId, ...o, status: 0, paid_at: null, paid_via: null, created_at: now, updated_at: now })
        .returning(orderColumns)
        .executeTakeFirstOrThrow();
    },

    findOrder: (q: Q, serverId: number, id: number) =>
      q.selectFrom('tokensms_orders').select(orderColumns).where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst(),

    /** 0 → 1 once; undefined when it was paid already. */
    /**
     * Gives a new order its exact transfer amount: the price plus a code of 1–999 rupiah no open transfer has (a
     * transfer past its deadline frees its code first). Two orders racing for one code: the unique index refuses
     * the second, which takes another.
     */
    async reserveTransfer(trx: Transaction<DB>, id: number, price: number, expiresAt: string): Promise<number> {
      const now = nowIso();
      await trx
        .updateTable('tokensms_orders')
        .set({ transfer_open: 0 })
        .where('transfer_open', '=', 1)
        .where('transfer_expires_at', '<=', now)
        .execute();
      for (let attempt = 0; attempt < 5; attempt++) {
        const taken = await trx
          .selectFrom('tokensms_orders')
          .select('transfer_amount')
          .where('transfer_open', '=', 1)
          .where('transfer_amount', '>', price)
          .where('transfer_amount', '<=', price + 999)
          .execute();
        const used = new Set(taken.map((t) => Number(t.transfer_amount) - price));
        const free = Array.from({ length: 999 }, (_, i) => i + 1).filter((c) => !used.has(c));
        if (!free.length) throw new Conflict('transferCodesExhausted');
        const code = free[randomInt(free.length)]!;
        await sql`savepoint transfer_code`.execute(trx);
        try {
          await trx
            .updateTable('tokensms_orders')
            .set({ unique_code: code, transfer_amount: price + code, transfer_expires_at: expiresAt, transfer_open: 1 })
            .where('id', '=', id)
            .execute();
          await sql`release savepoint transfer_code`.execute(trx);
          return code;
        } catch (err) {
          await sql`rollback to savepoint transfer_code`.execute(trx);
          if (!isUniqueViolation(err)) throw err;
        }
      }
      throw new Conflict('transferCodesExhausted');
    },

    markOrderPaid: (q: Q, serverId: number, id: number, via: 'va' | 'admin' | 'transfer', paidAt: string) =>
      q
        .updateTable('tokensms_orders')
        .set({ status: 1, paid_via: via, paid_at: paidAt, transfer_open: 0, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .where('status', '=', 0)
        .returning(orderColumns)
        .executeTakeFirst(),

    /** A waiting order nobody paid or confirmed in time → Kedaluwarsa; undefined when it was settled meanwhile. */
    expireOrder: (q: Q, serverId: number, id: number) =>
      q
        .updateTable('tokensms_orders')
        .set({ status: 2, transfer_open: 0, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .where('status', '=', 0)
        .returning(orderColumns)
        .executeTakeFirst(),

    async listOrders(serverId: number, a: ListArgs) {
      const from = db
        .selectFrom('tokensms_orders')
        .where('server_id', '=', serverId)
        .$if(!!a.range, (qb) => qb.where('created_at', '>=', a.range!.from).where('created_at', '<', a.range!.to))
        .$if(!!a.search, (qb) => qb.where(searchWhere(db, ORDER_SEARCH, a.search!)));
      const sums = await from
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb.fn.coalesce(eb.fn.sum<number>('totaltokensms'), sql<number>`0`).as('tokens'),
          eb.fn.coalesce(eb.fn.sum<number>('price'), sql<number>`0`).as('amount'),
        ])
        .executeTakeFirstOrThrow();
      const page = await listPage({
        db,
        from,
        select: (qb) => qb.select(orderColumns),
        order: orderOf(a.sort),
        page: a.page,
        size: a.size,
        total: Number(sums.n),
      });
      return { ...page, tokens: Number(sums.tokens), amount: Number(sums.amount) };
    },

    orderOwner: (q: Q, id: number) => q.selectFrom('tokensms_orders').select('server_id').where('id', '=', id).executeTakeFirst(),

    /** Orders waiting for payment across servers (the administrator's approvals). */
    /** Unpaid orders across servers, or of one server (`serverId`). */
    pendingOrders(a: ListArgs, serverId?: number) {
      return listPage({
        db,
        from: db
          .selectFrom('tokensms_orders as o')
          .innerJoin('servers as s', 's.id', 'o.server_id')
          .where('o.status', '=', 0)
          .$if(serverId !== undefined, (qb) => qb.where('o.server_id', '=', serverId!)),
        select: (qb) =>
          qb.select(orderColumns.map((c) => `o.${c}` as const)).select(['s.server_id as server_code', 's.name as server_name']),
        order: orderOf({ column: `o.${a.sort.column}`, dir: a.sort.dir }, 'o.id'),
        page: a.page,
        size: a.size,
        search: { term: a.search, ...PLATFORM_ORDER_SEARCH },
        exactTotal: a.exactTotal,
      });
    },

    // ---- token balance and ledger -------------------------------------------------------------------------
    async ensureBalance(q: Q, serverId: number) {
      await q
        .insertInto('tokensms_balances')
        .values({ server_id: serverId, balance: 0, updated_at: nowIso() })
        .onConflict((oc) => oc.column('server_id').doNothing())
        .execute();
    },

    async balance(q: Q, serverId: number) {
      const row = await q.selectFrom('tokensms_balances').select('balance').where('server_id', '=', serverId).executeTakeFirst();
      return Number(row?.balance ?? 0);
    },

    /** Tokens ± delta with the ledger entry; a debit never takes the balance below zero (undefined = refused). */
    async move(trx: Transaction<DB>, serverId: number, delta: number, ref: LedgerRef): Promise<number | undefined> {
      if (!Number.isSafeInteger(delta) || delta === 0) throw new Error(`invalid token delta ${delta}`);
      const row = await trx
        .updateTable('tokensms_balances')
        .set({ balance: sql`balance + ${delta}`, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('balance', '>=', Math.max(0, -delta))
        .returning('balance')
        .executeTakeFirst();
      if (!row) return undefined;
      const value = Number(row.balance);
      await trx
        .insertInto('tokensms_ledger')
        .values(ledgerEntry(serverId, delta, value, ref))
        .execute();
      return value;
    },

    // ---- history of OTP SMS -------------------------------------------------------------------------------
    insertHistory: (
      q: Q,
      serverId: number,
      h: { phone: string; senderid: string; amount: number; sisa: number; totaltokensms: number; price: number },
    ) => {
      const now = nowIso();
      return q
        .insertInto('tokensms_history')
        .values({ server_id: serverId, ...h, status: 0, gateway_id: null, created_at: now, updated_at: now })
        .returning(historyColumns)
        .executeTakeFirstOrThrow();
    },

    /** The SMS left Proses (0) for Sukses (1) or Gagal (2); false when it had already. */
    async finishHistory(q: Q, serverId: number, id: number, status: 1 | 2, gatewayId: string | null) {
      const r = await q
        .updateTable('tokensms_history')
        .set({ status, gateway_id: gatewayId, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .where('status', '=', 0)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** The token count before and after the SMS, known once its token was taken. */
    setHistoryBalance: (q: Q, serverId: number, id: number, sisa: number) =>
      q
        .updateTable('tokensms_history')
        .set({ sisa, totaltokensms: sisa + 1 })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .execute(),

    listHistory(serverId: number, a: ListArgs) {
      return listPage({
        db,
        from: db
          .selectFrom('tokensms_history')
          .where('server_id', '=', serverId)
          .$if(!!a.range, (qb) => qb.where('created_at', '>=', a.range!.from).where('created_at', '<', a.range!.to)),
        select: (qb) => qb.select(historyColumns),
        order: orderOf(a.sort),
        page: a.page,
        size: a.size,
        search: { term: a.search, ...HISTORY_SEARCH },
        exactTotal: a.exactTotal,
        counter: dayCounter(db, serverId, 'tokensms', a.range),
        // The index knows no days: it answers over a range that holds every entry.
        index: { serverId, alone: () => spansEveryDay(db, serverId, 'tokensms', a.range) },
      });
    },

    /** Counts one OTP SMS for a phone on a WIB day unless it already reached `max`; false when it did. */
    async bumpDaily(q: Q, serverId: number, phone: string, day: string, max: number) {
      const row = await q
        .insertInto('tokensms_daily')
        .values({ server_id: serverId, phone, day, count: 1 })
        .onConflict((oc) =>
          oc
            .columns(['server_id', 'phone', 'day'])
            .doUpdateSet({ count: sql<number>`tokensms_daily.count + 1` })
            .where('tokensms_daily.count', '<', max),
        )
        .returning('count')
        .executeTakeFirst();
      return !!row;
    },

    dropDaily: (q: Q, serverId: number, phone: string, day: string) =>
      q
        .updateTable('tokensms_daily')
        .set({ count: sql<number>`count - 1` })
        .where('server_id', '=', serverId)
        .where('phone', '=', phone)
        .where('day', '=', day)
        .where('count', '>', 0)
        .execute(),

    /** The app of an app code with its server's status (the public OTP call). */
    appByCode: (appcode: string) =>
      db
        .selectFrom('apps as a')
        .innerJoin('servers as s', 's.id', 'a.server_id')
        .select(['a.server_id', 'a.appcode', 'a.appname', 'a.appkey', 'a.maxotp', 's.status as server_status'])
        .where('a.appcode', '=', appcode)
        .executeTakeFirst(),

    // ---- ledger check -------------------------------------------------------------------------------------
    balanceTotals: () =>
      sql<{ server_id: number; balance: number | null; sum_tokens: number }>`
        select k.server_id, b.balance,
          coalesce((select sum(l.credit - l.debet) from tokensms_ledger l where l.server_id = k.server_id), 0) as sum_tokens
        from (select server_id from tokensms_balances union select server_id from tokensms_ledger) k
        left join tokensms_balances b on b.server_id = k.server_id
        order by k.server_id`
        .execute(db)
        .then((r) => r.rows),

    brokenChains: () =>
      sql<{ id: number; server_id: number; endbalance: number; running: number }>`
        select id, server_id, endbalance, running from (
          select id, server_id, endbalance,
            sum(credit - debet) over (partition by server_id order by id rows between unbounded preceding and current row) as running
          from tokensms_ledger
        ) x
        where running <> endbalance or running < 0
        order by id
        limit 100`
        .execute(db)
        .then((r) => r.rows),
  };
}
export type TokensmsRepository = ReturnType<typeof tokensmsRepository>;
