import type { LedgerAccount } from '@konsol/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type LedgerRef, ledgerEntry } from '../../lib/ledger.js';
import { type ListArgs, listPage, orderOf } from '../../lib/list.js';
import { dayCounter, spansEveryDay } from '../../lib/paging.js';
import { listSearch } from '../../lib/search.js';
import { nowIso } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Where the list's search looks: the columns migration 0009 indexes (lib/search.test.ts holds the two alike). */
export const LEDGER_SEARCH = listSearch({ table: 'wallet_ledger', columns: ['description', 'ref_id'], prefix: ['ref_id'] });
const BANK_SEARCH = listSearch({ table: 'wallet_banks', columns: ['bank', 'accountno', 'accountname'], prefix: ['accountno'] });
const CASHOUT_SEARCH = listSearch({
  table: 'wallet_cashouts',
  columns: ['reff', 'bank', 'accountno', 'accountname', 'description'],
  prefix: ['reff', 'accountno'],
});
const CASHIN_SEARCH = listSearch({
  table: 'wallet_cashins',
  columns: ['reff', 'va', 'channel_name', 'description'],
  prefix: ['reff', 'va'],
});
const SERVER_SEARCH = { table: 'servers', as: 's', columns: ['server_id', 'name'], prefix: ['server_id'] } as const;
const PLATFORM_CASHOUT_SEARCH = listSearch({
  table: 'wallet_cashouts',
  as: 'c',
  columns: ['reff', 'bank', 'accountno', 'accountname'],
  prefix: ['reff', 'accountno'],
  joined: SERVER_SEARCH,
});
const PLATFORM_BANK_SEARCH = listSearch({
  table: 'wallet_banks',
  as: 'b',
  columns: ['bank', 'accountno', 'accountname'],
  prefix: ['accountno'],
  joined: SERVER_SEARCH,
});
const ledgerColumns = ['id', 'account', 'debet', 'credit', 'endbalance', 'ref_type', 'ref_id', 'description', 'created_at'] as const;
const bankColumns = ['id', 'server_id', 'bankid', 'bank', 'accountno', 'accountname', 'status', 'reason', 'created_at'] as const;
const cashoutColumns = [
  'id',
  'server_id',
  'bank_account_id',
  'bank',
  'accountno',
  'accountname',
  'amount',
  'reff',
  'status',
  'description',
  'completed_at',
  'created_by',
  'created_at',
] as const;
const cashinColumns = [
  'id',
  'server_id',
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
] as const;

/** Wallets, their ledger, bank accounts, cash-ins and cash-outs. Every method takes the server (tenant) id first. */
export function walletRepository(db: Kysely<DB>) {
  /**
   * Moves one wallet field by `delta` and appends its ledger entry, in the caller's transaction. The update is
   * conditional (`field >= -delta`), so concurrent debits can never take a field below zero on either database:
   * returns the new value, or undefined when the field holds less than the debit (nothing was written).
   */
  async function move(
    trx: Transaction<DB>,
    serverId: number,
    account: LedgerAccount,
    delta: number,
    ref: LedgerRef,
  ): Promise<number | undefined> {
    if (!Number.isSafeInteger(delta) || delta === 0) throw new Error(`invalid ledger delta ${delta}`);
    const column = sql.ref(account);
    const row = await trx
      .updateTable('wallets')
      .set({ [account]: sql`${column} + ${delta}`, updated_at: nowIso() } as never)
      .where('server_id', '=', serverId)
      .where(column, '>=', Math.max(0, -delta))
      .returning(sql<number>`${column}`.as('value'))
      .executeTakeFirst();
    if (!row) return undefined;
    const value = Number(row.value);
    await trx
      .insertInto('wallet_ledger')
      .values({ ...ledgerEntry(serverId, delta, value, ref), account })
      .execute();
    return value;
  }

  return {
    /** Creates the server's wallet (empty) if it has none yet. */
    async ensureWallet(q: Q, serverId: number) {
      const now = nowIso();
      await q
        .insertInto('wallets')
        .values({
          server_id: serverId,
          balance: 0,
          pending_balance: 0,
          pending_cashout: 0,
          status: 1,
          wallettype: 'MITRA',
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('server_id').doNothing())
        .execute();
    },

    findWallet: (q: Q, serverId: number) =>
      q
        .selectFrom('wallets')
        .select(['server_id', 'balance', 'pending_balance', 'pending_cashout', 'status', 'wallettype'])
        .where('server_id', '=', serverId)
        .executeTakeFirst(),

    move,

    /** `move` where the amount is known to be there (pending fields): a short field is a bug, not a refusal. */
    async mustMove(trx: Transaction<DB>, serverId: number, account: LedgerAccount, delta: number, ref: LedgerRef) {
      const value = await move(trx, serverId, account, delta, ref);
      if (value === undefined) throw new Error(`wallet ${serverId}: ${account} cannot move by ${delta}`);
      return value;
    },

    history(serverId: number, account: LedgerAccount, a: ListArgs) {
      const list = `wallet:${account}` as const;
      return listPage({
        db,
        from: db
          .selectFrom('wallet_ledger')
          .where('server_id', '=', serverId)
          .where('account', '=', account)
          .$if(!!a.range, (qb) => qb.where('created_at', '>=', a.range!.from).where('created_at', '<', a.range!.to)),
        select: (qb) => qb.select(ledgerColumns),
        order: orderOf(a.sort),
        page: a.page,
        size: a.size,
        search: { term: a.search, ...LEDGER_SEARCH },
        exactTotal: a.exactTotal,
        counter: dayCounter(db, serverId, list, a.range),
        // The index knows no days: it answers over a range that holds every entry.
        index: { serverId, account, alone: () => spansEveryDay(db, serverId, list, a.range) },
      });
    },

    // ---- bank accounts ------------------------------------------------------------------------------------
    listBanks: (q: Q, serverId: number) =>
      q
        .selectFrom('wallet_banks')
        .select(bankColumns)
        .where('server_id', '=', serverId)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .execute(),

    /** A page of the Bank tab: its search is over the bank, account number and account name. */
    async listBanksPage(serverId: number, a: ListArgs) {
      return listPage({
        db,
        from: db
          .selectFrom('wallet_banks')
          .where('server_id', '=', serverId)
          .where('deleted_at', 'is', null)
          .$if(!!a.range, (qb) => qb.where('created_at', '>=', a.range!.from).where('created_at', '<', a.range!.to)),
        select: (qb) => qb.select(bankColumns),
        order: orderOf(a.sort),
        page: a.page,
        size: a.size,
        search: { term: a.search, ...BANK_SEARCH },
        exactTotal: a.exactTotal,
      });
    },

    findBank: (q: Q, serverId: number, id: number) =>
      q
        .selectFrom('wallet_banks')
        .select(bankColumns)
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),

    findBankByAccount: (q: Q, serverId: number, bank: string, accountno: string) =>
      q
        .selectFrom('wallet_banks')
        .select(bankColumns)
        .where('server_id', '=', serverId)
        .where('bank', '=', bank)
        .where('accountno', '=', accountno)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),

    async insertBank(q: Q, serverId: number, b: { bankid: number; bank: string; accountno: string; accountname: string; status?: number }) {
      const now = nowIso();
      const row = await q
        .insertInto('wallet_banks')
        .values({
          server_id: serverId,
          ...b,
          status: b.status ?? 0,
          reason: null,
          verified_at: null,
          verified_by: null,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .returning(bankColumns)
        .executeTakeFirstOrThrow();
      return row;
    },

    /** Soft delete (cash-outs keep pointing at the account they went to); false when it is not this server's. */
    async deleteBank(q: Q, serverId: number, id: number) {
      const r = await q
        .updateTable('wallet_banks')
        .set({ deleted_at: nowIso(), updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** Verifies (1) or rejects (2) a waiting account; undefined when it is not waiting any more. */
    decideBank: (q: Q, serverId: number, id: number, status: 1 | 2, reason: string | null, by: number | null) =>
      q
        .updateTable('wallet_banks')
        .set({ status, reason, verified_at: nowIso(), verified_by: by, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .where('status', '=', 0)
        .where('deleted_at', 'is', null)
        .returning(bankColumns)
        .executeTakeFirst(),

    // ---- cash-outs ----------------------------------------------------------------------------------------
    insertCashout: (
      q: Q,
      serverId: number,
      c: {
        bank_account_id: number;
        bank: string;
        accountno: string;
        accountname: string;
        amount: number;
        reff: string;
        description: string;
        created_by: number | null;
      },
    ) => {
      const now = nowIso();
      return q
        .insertInto('wallet_cashouts')
        .values({ server_id: serverId, ...c, status: 0, completed_at: null, completed_by: null, created_at: now, updated_at: now })
        .returning(cashoutColumns)
        .executeTakeFirstOrThrow();
    },

    findCashout: (q: Q, serverId: number, id: number) =>
      q.selectFrom('wallet_cashouts').select(cashoutColumns).where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst(),

    /** Moves a cash-out out of Proses (0) to Sukses (1) or Gagal (2); undefined when it already left Proses. */
    finishCashout: (q: Q, serverId: number, id: number, status: 1 | 2, by: number | null, description?: string) =>
      q
        .updateTable('wallet_cashouts')
        .set({
          status,
          completed_at: nowIso(),
          completed_by: by,
          updated_at: nowIso(),
          ...(description ? { description } : {}),
        })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .where('status', '=', 0)
        .returning(cashoutColumns)
        .executeTakeFirst(),

    async listCashouts(serverId: number, a: ListArgs) {
      return listPage({
        db,
        from: db
          .selectFrom('wallet_cashouts')
          .where('server_id', '=', serverId)
          .$if(!!a.range, (qb) => qb.where('created_at', '>=', a.range!.from).where('created_at', '<', a.range!.to)),
        select: (qb) => qb.select(cashoutColumns),
        order: orderOf(a.sort),
        page: a.page,
        size: a.size,
        search: { term: a.search, ...CASHOUT_SEARCH },
        exactTotal: a.exactTotal,
      });
    },

    // ---- cash-ins -----------------------------------------------------------------------------------------
    insertCashin: (
      q: Q,
      serverId: number,
      c: {
        channel_id: number;
        channel_code: string;
        channel_name: string;
        amount: number;
        fee: number;
        total: number;
        reff: string;
        va: string;
        description: string;
        created_by: number | null;
      },
    ) => {
      const now = nowIso();
      return q
        .insertInto('wallet_cashins')
        .values({ server_id: serverId, ...c, status: 'PENDING', paid_at: null, created_at: now, updated_at: now })
        .returning(cashinColumns)
        .executeTakeFirstOrThrow();
    },

    findCashin: (q: Q, serverId: number, id: number) =>
      q.selectFrom('wallet_cashins').select(cashinColumns).where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst(),

    /** PENDING → COMPLETED; undefined when it was not pending any more. */
    completeCashin: (q: Q, serverId: number, id: number, paidAt: string) =>
      q
        .updateTable('wallet_cashins')
        .set({ status: 'COMPLETED', paid_at: paidAt, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .where('status', '=', 'PENDING')
        .returning(cashinColumns)
        .executeTakeFirst(),

    async listCashins(serverId: number, status: string, a: ListArgs) {
      return listPage({
        db,
        from: db
          .selectFrom('wallet_cashins')
          .where('server_id', '=', serverId)
          .where('status', '=', status)
          .$if(!!a.range, (qb) => qb.where('created_at', '>=', a.range!.from).where('created_at', '<', a.range!.to)),
        select: (qb) => qb.select(cashinColumns),
        order: orderOf(a.sort),
        page: a.page,
        size: a.size,
        search: { term: a.search, ...CASHIN_SEARCH },
        exactTotal: a.exactTotal,
      });
    },

    // ---- administrator: items waiting across servers ------------------------------------------------------
    /** The server a cash-out belongs to (the administrator acts on any server's). */
    cashoutOwner: (q: Q, id: number) => q.selectFrom('wallet_cashouts').select('server_id').where('id', '=', id).executeTakeFirst(),
    bankOwner: (q: Q, id: number) =>
      q.selectFrom('wallet_banks').select('server_id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst(),

    /** Cash-outs in Proses across servers, or of one server (`serverId`); so are `pendingBanks`. */
    async pendingCashouts(a: ListArgs, serverId?: number) {
      return listPage({
        db,
        from: db
          .selectFrom('wallet_cashouts as c')
          .innerJoin('servers as s', 's.id', 'c.server_id')
          .innerJoin('wallets as w', 'w.server_id', 'c.server_id')
          .where('c.status', '=', 0)
          .where('c.sending', '=', 0)
          .$if(serverId !== undefined, (qb) => qb.where('c.server_id', '=', serverId!)),
        select: (qb) =>
          qb
            .select(cashoutColumns.map((c) => `c.${c}` as const))
            .select(['s.server_id as server_code', 's.name as server_name', 'w.balance']),
        order: orderOf({ column: `c.${a.sort.column}`, dir: a.sort.dir }, 'c.id'),
        page: a.page,
        size: a.size,
        search: { term: a.search, ...PLATFORM_CASHOUT_SEARCH },
        exactTotal: a.exactTotal,
      });
    },

    async pendingBanks(a: ListArgs, serverId?: number) {
      return listPage({
        db,
        from: db
          .selectFrom('wallet_banks as b')
          .innerJoin('servers as s', 's.id', 'b.server_id')
          .where('b.status', '=', 0)
          .where('b.deleted_at', 'is', null)
          .$if(serverId !== undefined, (qb) => qb.where('b.server_id', '=', serverId!)),
        select: (qb) =>
          qb.select(bankColumns.map((c) => `b.${c}` as const)).select(['s.server_id as server_code', 's.name as server_name']),
        order: orderOf({ column: `b.${a.sort.column}`, dir: a.sort.dir }, 'b.id'),
        page: a.page,
        size: a.size,
        search: { term: a.search, ...PLATFORM_BANK_SEARCH },
        exactTotal: a.exactTotal,
      });
    },

    // ---- ledger check -------------------------------------------------------------------------------------
    /** Each wallet's fields beside the sums of their ledger entries (and entries without a wallet). */
    walletTotals: () =>
      sql<{
        server_id: number;
        balance: number | null;
        pending_balance: number | null;
        pending_cashout: number | null;
        sum_balance: number;
        sum_pending_balance: number;
        sum_pending_cashout: number;
      }>`
        select k.server_id, w.balance, w.pending_balance, w.pending_cashout,
          coalesce((select sum(l.credit - l.debet) from wallet_ledger l where l.server_id = k.server_id and l.account = 'balance'), 0) as sum_balance,
          coalesce((select sum(l.credit - l.debet) from wallet_ledger l where l.server_id = k.server_id and l.account = 'pending_balance'), 0) as sum_pending_balance,
          coalesce((select sum(l.credit - l.debet) from wallet_ledger l where l.server_id = k.server_id and l.account = 'pending_cashout'), 0) as sum_pending_cashout
        from (select server_id from wallets union select server_id from wallet_ledger) k
        left join wallets w on w.server_id = k.server_id
        order by k.server_id`
        .execute(db)
        .then((r) => r.rows),

    /** Entries whose `endbalance` is not the running sum of their field, or whose running sum went below zero. */
    brokenChains: () =>
      sql<{ id: number; server_id: number; account: string; endbalance: number; running: number }>`
        select id, server_id, account, endbalance, running from (
          select id, server_id, account, endbalance,
            sum(credit - debet) over (partition by server_id, account order by id rows between unbounded preceding and current row) as running
          from wallet_ledger
        ) x
        where running <> endbalance or running < 0
        order by id
        limit 100`
        .execute(db)
        .then((r) => r.rows),

    /** Pending fields beside the records they stand for: cash-ins PENDING; wallet and pay-later cash-outs in Proses. */
    pendingTotals: () =>
      sql<{ server_id: number; pending_balance: number; pending_cashout: number; open_cashins: number; open_cashouts: number }>`
        select w.server_id, w.pending_balance, w.pending_cashout,
          coalesce((select sum(amount) from wallet_cashins c where c.server_id = w.server_id and c.status = 'PENDING'), 0) as open_cashins,
          coalesce((select sum(amount) from wallet_cashouts c where c.server_id = w.server_id and c.status = 0), 0)
            + coalesce((select sum(total) from serpul_cashouts c where c.server_id = w.server_id and c.status = 0), 0) as open_cashouts
        from wallets w
        order by w.server_id`
        .execute(db)
        .then((r) => r.rows),
  };
}
export type WalletRepository = ReturnType<typeof walletRepository>;
