import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { listPage, orderOf } from '../../lib/list.js';
import { nowIso } from '../../lib/time.js';

type Q = Kysely<DB> | Transaction<DB>;

const billColumns = [
  'id',
  'server_id',
  'date',
  'status',
  'amount',
  'fee',
  'cash_flow_status',
  'expired_at',
  'limit_snapshot',
  'paid_at',
  'paid_via',
  'updated_at',
] as const;
const rekeningColumns = ['id', 'server_id', 'name', 'bank_no', 'remark', 'status', 'created_at'] as const;
const cashoutColumns = [
  'id',
  'server_id',
  'rekening_id',
  'bank',
  'bank_no',
  'amount',
  'fee',
  'total',
  'reff',
  'status',
  'description',
  'created_by',
  'created_at',
] as const;

/** Pay-later limits, bills, accounts and cash-outs. Every tenant method takes the server id first. */
export function bayartempoRepository(db: Kysely<DB>) {
  return {
    async ensureAccount(q: Q, serverId: number, totalLimit: number) {
      const now = nowIso();
      await q
        .insertInto('bayartempo_accounts')
        .values({ server_id: serverId, total_limit: totalLimit, request_limit: 0, used: 0, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('server_id').doNothing())
        .execute();
    },
    findAccount: (q: Q, serverId: number) =>
      q
        .selectFrom('bayartempo_accounts')
        .select(['total_limit', 'request_limit', 'used'])
        .where('server_id', '=', serverId)
        .executeTakeFirst(),
    server: (serverId: number) =>
      db.selectFrom('servers').select(['id', 'server_id', 'name', 'contact']).where('id', '=', serverId).executeTakeFirst(),
    serverByCode: (code: string) => db.selectFrom('servers').select(['id', 'server_id']).where('server_id', '=', code).executeTakeFirst(),

    /** Takes `amount` of the limit in one conditional statement; undefined when it does not fit. */
    takeLimit: (trx: Transaction<DB>, serverId: number, amount: number) =>
      trx
        .updateTable('bayartempo_accounts')
        .set({ used: sql`used + ${amount}`, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where(sql<boolean>`used + ${amount} <= total_limit`)
        .returning(['total_limit', 'used'])
        .executeTakeFirst(),
    async releaseLimit(trx: Transaction<DB>, serverId: number, amount: number) {
      const r = await trx
        .updateTable('bayartempo_accounts')
        .set({ used: sql`used - ${amount}`, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('used', '>=', amount)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    // ---- bills --------------------------------------------------------------------------------------------
    insertBill: (
      trx: Transaction<DB>,
      serverId: number,
      b: {
        date: string;
        amount: number;
        fee: number;
        expired_at: string;
        limit_snapshot: number;
        status?: string;
        cash_flow_status?: string;
      },
    ) => {
      const now = nowIso();
      return trx
        .insertInto('bills')
        .values({
          server_id: serverId,
          status: 'NOTPAID',
          cash_flow_status: 'PASS_ON_DISBURSEMENT',
          ...b,
          paid_at: null,
          paid_via: null,
          created_at: now,
          updated_at: now,
        })
        .returning(billColumns)
        .executeTakeFirstOrThrow();
    },
    insertDetails: (
      trx: Transaction<DB>,
      serverId: number,
      billId: number,
      rows: { date: string; idreseller: string; resellername: string; amount: number }[],
    ) =>
      rows.length
        ? trx
            .insertInto('bill_details')
            .values(rows.map((r) => ({ ...r, bill_id: billId, server_id: serverId })))
            .execute()
        : Promise.resolve([]),
    findBill: (q: Q, serverId: number, id: number) =>
      q.selectFrom('bills').select(billColumns).where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst(),
    billOwner: (id: number) => db.selectFrom('bills').select('server_id').where('id', '=', id).executeTakeFirst(),

    /** NOTPAID + PASS_ON_DISBURSEMENT → ALREADY_REPAYMENT (the operator says it is paid); undefined otherwise. */
    markRepaid: (q: Q, serverId: number, id: number) =>
      q
        .updateTable('bills')
        .set({ cash_flow_status: 'ALREADY_REPAYMENT', updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .where('status', '=', 'NOTPAID')
        .where('cash_flow_status', '=', 'PASS_ON_DISBURSEMENT')
        .returning(billColumns)
        .executeTakeFirst(),

    /** ALREADY_REPAYMENT → PASS_ON_DISBURSEMENT (a report nobody confirmed in time); undefined otherwise. */
    returnReport: (q: Q, serverId: number, id: number) =>
      q
        .updateTable('bills')
        .set({ cash_flow_status: 'PASS_ON_DISBURSEMENT', updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .where('status', '=', 'NOTPAID')
        .where('cash_flow_status', '=', 'ALREADY_REPAYMENT')
        .returning(billColumns)
        .executeTakeFirst(),

    /** NOTPAID → PAID + SUCCESS, once; undefined when it was completed already. */
    completeBill: (trx: Transaction<DB>, serverId: number, id: number, via: string, paidAt: string) =>
      trx
        .updateTable('bills')
        .set({ status: 'PAID', cash_flow_status: 'SUCCESS', paid_at: paidAt, paid_via: via, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .where('status', '=', 'NOTPAID')
        .returning(billColumns)
        .executeTakeFirst(),

    async listBills(serverId: number, range: { from: string; to: string }, page: number, size: number) {
      const { rows, total } = await listPage({
        db,
        from: db.selectFrom('bills').where('server_id', '=', serverId).where('date', '>=', range.from).where('date', '<', range.to),
        select: (qb) => qb.select(billColumns),
        order: orderOf({ column: 'date', dir: 'desc' }),
        page,
        size,
      });
      const ids = rows.map((r) => r.id);
      const details = ids.length
        ? await db
            .selectFrom('bill_details')
            .select(['id', 'bill_id', 'date', 'idreseller', 'resellername', 'amount'])
            .where('server_id', '=', serverId)
            .where('bill_id', 'in', ids)
            .orderBy('id')
            .execute()
        : [];
      return { total, rows, details };
    },

    /** Repaid bills waiting for confirmation across servers, or of one server (`serverId`); so is `pendingRekening`. */
    async pendingBills(page: number, size: number, serverId?: number) {
      return listPage({
        db,
        from: db
          .selectFrom('bills as b')
          .innerJoin('servers as s', 's.id', 'b.server_id')
          .where('b.status', '=', 'NOTPAID')
          .where('b.cash_flow_status', '=', 'ALREADY_REPAYMENT')
          .$if(serverId !== undefined, (qb) => qb.where('b.server_id', '=', serverId!)),
        select: (qb) =>
          qb.select(billColumns.map((c) => `b.${c}` as const)).select(['s.server_id as server_code', 's.name as server_name']),
        order: orderOf({ column: 'b.id', dir: 'asc' }, 'b.id'),
        page,
        size,
      });
    },

    // ---- accounts (rekening) ------------------------------------------------------------------------------
    listRekening: (serverId: number) =>
      db.selectFrom('serpul_rekening').select(rekeningColumns).where('server_id', '=', serverId).orderBy('id').execute(),
    findRekening: (q: Q, serverId: number, id: number) =>
      q.selectFrom('serpul_rekening').select(rekeningColumns).where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst(),
    rekeningOwner: (id: number) => db.selectFrom('serpul_rekening').select('server_id').where('id', '=', id).executeTakeFirst(),
    insertRekening: (q: Q, serverId: number, r: { name: string; bank_no: string; status?: number; remark?: string }) => {
      const now = nowIso();
      return q
        .insertInto('serpul_rekening')
        .values({ server_id: serverId, remark: '', status: 0, ...r, created_at: now, updated_at: now })
        .returning(rekeningColumns)
        .executeTakeFirstOrThrow();
    },
    decideRekening: (q: Q, serverId: number, id: number, status: 1 | 2, remark: string) =>
      q
        .updateTable('serpul_rekening')
        .set({ status, remark, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .where('status', '=', 0)
        .returning(rekeningColumns)
        .executeTakeFirst(),
    async pendingRekening(page: number, size: number, serverId?: number) {
      return listPage({
        db,
        from: db
          .selectFrom('serpul_rekening as r')
          .innerJoin('servers as s', 's.id', 'r.server_id')
          .where('r.status', '=', 0)
          .$if(serverId !== undefined, (qb) => qb.where('r.server_id', '=', serverId!)),
        select: (qb) =>
          qb.select(rekeningColumns.map((c) => `r.${c}` as const)).select(['s.server_id as server_code', 's.name as server_name']),
        order: orderOf({ column: 'r.id', dir: 'asc' }, 'r.id'),
        page,
        size,
      });
    },
    insertCashout: (
      trx: Transaction<DB>,
      serverId: number,
      c: {
        rekening_id: number;
        bank: string;
        bank_no: string;
        amount: number;
        fee: number;
        total: number;
        reff: string;
        created_by: number | null;
      },
    ) =>
      trx
        .insertInto('serpul_cashouts')
        // In Proses until approved (the column's default, Sukses, is for those made before approvals).
        .values({ server_id: serverId, ...c, status: 0, created_at: nowIso() })
        .returning(cashoutColumns)
        .executeTakeFirstOrThrow(),
    findCashout: (q: Q, serverId: number, id: number) =>
      q.selectFrom('serpul_cashouts').select(cashoutColumns).where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst(),
    cashoutOwner: (id: number) => db.selectFrom('serpul_cashouts').select('server_id').where('id', '=', id).executeTakeFirst(),
    /** Proses → Sukses (1) or Gagal (2), once; undefined when it was decided already. */
    finishCashout: (trx: Transaction<DB>, serverId: number, id: number, status: 1 | 2, by: number | null, description?: string) =>
      trx
        .updateTable('serpul_cashouts')
        .set({ status, description: description ?? null, decided_by: by, decided_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .where('status', '=', 0)
        .returning(cashoutColumns)
        .executeTakeFirst(),
    /** Pay-later cash-outs in Proses across servers, or of one server, oldest first. */
    async pendingCashouts(page: number, size: number, serverId?: number) {
      return listPage({
        db,
        from: db
          .selectFrom('serpul_cashouts as c')
          .innerJoin('servers as s', 's.id', 'c.server_id')
          .where('c.status', '=', 0)
          .$if(serverId !== undefined, (qb) => qb.where('c.server_id', '=', serverId!)),
        select: (qb) =>
          qb.select(cashoutColumns.map((c) => `c.${c}` as const)).select(['s.server_id as server_code', 's.name as server_name']),
        order: orderOf({ column: 'c.id', dir: 'asc' }, 'c.id'),
        page,
        size,
      });
    },
  };
}
