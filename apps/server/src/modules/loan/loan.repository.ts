import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { listPage, orderOf } from '../../lib/list.js';
import { nowIso } from '../../lib/time.js';
import type { LoanRequestsTable } from './loan.tables.js';

type Q = Kysely<DB> | Transaction<DB>;
type NewRequest = Omit<
  LoanRequestsTable,
  'id' | 'server_id' | 'status' | 'msg' | 'creditlimit' | 'decided_by' | 'decided_at' | 'created_at' | 'updated_at'
>;

const requestColumns = [
  'id',
  'server_id',
  'status',
  'msg',
  'name',
  'ktp',
  'address',
  'phone',
  'imagektp',
  'imageselfie',
  'imagebusiness',
  'businessname',
  'jenisusaha',
  'businessaddress',
  'province_id',
  'province_name',
  'city_id',
  'city_name',
  'district_id',
  'district_name',
  'businesswebsite',
  'businessphone',
  'businessyear',
  'businesscapital',
  'businesscustomer',
  'businessturnover',
  'businessprofit',
  'creditlimit',
  'decided_at',
  'user_id',
  'created_at',
] as const;
const contractColumns = ['id', 'server_id', 'contractno', 'amount', 'fee', 'total', 'duedate', 'status', 'paid_at', 'created_at'] as const;

/** Loan accounts, applications, photos, contracts and repayments. Every tenant method takes the server id first. */
export function loanRepository(db: Kysely<DB>) {
  return {
    findAccount: (q: Q, serverId: number) =>
      q
        .selectFrom('loan_accounts')
        .select(['server_id', 'creditlimit', 'used', 'status', 'msg'])
        .where('server_id', '=', serverId)
        .executeTakeFirst(),

    async ensureAccount(q: Q, serverId: number) {
      const now = nowIso();
      await q
        .insertInto('loan_accounts')
        .values({ server_id: serverId, creditlimit: 0, used: 0, status: 0, msg: '', created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('server_id').doNothing())
        .execute();
    },

    /** 0 (none) or 8 (rejected) → 9 (waiting); false when the account is waiting or approved already. */
    async markWaiting(q: Q, serverId: number) {
      const r = await q
        .updateTable('loan_accounts')
        .set({ status: 9, msg: '', updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('status', 'in', [0, 8])
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** The decision on the account: approved (1) with its limit, or rejected (8) with the message. */
    decideAccount: (q: Q, serverId: number, status: 1 | 8, creditlimit: number | null, msg: string) =>
      q
        .updateTable('loan_accounts')
        .set({ status, msg, updated_at: nowIso(), ...(creditlimit !== null ? { creditlimit } : {}) })
        .where('server_id', '=', serverId)
        .where('status', '=', 9)
        .returning(['creditlimit', 'used', 'status', 'msg'])
        .executeTakeFirst(),

    /**
     * Takes `amount` of the limit in one conditional statement (`used + amount <= creditlimit`), so parallel
     * disbursements can never take more than the limit on either database. Undefined: nothing was taken.
     */
    takeCredit: (trx: Transaction<DB>, serverId: number, amount: number) =>
      trx
        .updateTable('loan_accounts')
        .set({ used: sql`used + ${amount}`, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('status', '=', 1)
        .where(sql<boolean>`used + ${amount} <= creditlimit`)
        .returning(['used', 'creditlimit'])
        .executeTakeFirst(),

    async releaseCredit(trx: Transaction<DB>, serverId: number, amount: number) {
      const r = await trx
        .updateTable('loan_accounts')
        .set({ used: sql`used - ${amount}`, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('used', '>=', amount)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    nearestDue: (serverId: number) =>
      db
        .selectFrom('loan_contracts')
        .select((eb) => eb.fn.min('duedate').as('duedate'))
        .where('server_id', '=', serverId)
        .where('status', '=', 0)
        .executeTakeFirst(),

    // ---- photos ---------------------------------------------------------------------------------------------
    insertPhoto: (serverId: number, p: { user_id: number | null; storage_key: string; content_type: string; size_bytes: number }) =>
      db
        .insertInto('loan_photos')
        .values({ server_id: serverId, ...p, created_at: nowIso() })
        .returning(['id', 'storage_key', 'content_type', 'size_bytes'])
        .executeTakeFirstOrThrow(),

    /** A photo of this server; `serverId` null (administrator) finds any server's. */
    findPhoto: (serverId: number | null, id: number) =>
      db
        .selectFrom('loan_photos')
        .select(['id', 'server_id', 'storage_key', 'content_type', 'size_bytes'])
        .where('id', '=', id)
        .$if(serverId !== null, (qb) => qb.where('server_id', '=', serverId!))
        .executeTakeFirst(),

    async photosOwned(serverId: number, ids: number[]) {
      const rows = await db.selectFrom('loan_photos').select('id').where('server_id', '=', serverId).where('id', 'in', ids).execute();
      return new Set(rows.map((r) => r.id));
    },

    // ---- applications -------------------------------------------------------------------------------------
    insertRequest: (q: Q, serverId: number, r: NewRequest) => {
      const now = nowIso();
      return q
        .insertInto('loan_requests')
        .values({
          server_id: serverId,
          ...r,
          status: 0,
          msg: '',
          creditlimit: null,
          decided_by: null,
          decided_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning(requestColumns)
        .executeTakeFirstOrThrow();
    },

    lastRequest: (serverId: number) =>
      db
        .selectFrom('loan_requests')
        .select(requestColumns)
        .where('server_id', '=', serverId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    findRequest: (q: Q, serverId: number, id: number) =>
      q.selectFrom('loan_requests').select(requestColumns).where('server_id', '=', serverId).where('id', '=', id).executeTakeFirst(),

    requestOwner: (id: number) => db.selectFrom('loan_requests').select('server_id').where('id', '=', id).executeTakeFirst(),

    decideRequest: (q: Q, serverId: number, id: number, status: 1 | 2, msg: string, creditlimit: number | null, by: number | null) =>
      q
        .updateTable('loan_requests')
        .set({ status, msg, creditlimit, decided_by: by, decided_at: nowIso(), updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .where('status', '=', 0)
        .returning(requestColumns)
        .executeTakeFirst(),

    /** Requests waiting for a decision across servers, or of one server (`serverId`). */
    async pendingRequests(page: number, size: number, serverId?: number) {
      return listPage({
        db,
        from: db
          .selectFrom('loan_requests as r')
          .innerJoin('servers as s', 's.id', 'r.server_id')
          .where('r.status', '=', 0)
          .$if(serverId !== undefined, (qb) => qb.where('r.server_id', '=', serverId!)),
        select: (qb) =>
          qb.select(requestColumns.map((c) => `r.${c}` as const)).select(['s.server_id as server_code', 's.name as server_name']),
        order: orderOf({ column: 'r.id', dir: 'asc' }, 'r.id'),
        page,
        size,
      });
    },

    // ---- contracts and repayments -------------------------------------------------------------------------
    insertContract: (
      trx: Transaction<DB>,
      serverId: number,
      c: { contractno: string; amount: number; fee: number; duedate: string; created_by: number | null },
    ) => {
      const now = nowIso();
      return trx
        .insertInto('loan_contracts')
        .values({ server_id: serverId, ...c, total: c.amount + c.fee, status: 0, paid_at: null, created_at: now, updated_at: now })
        .returning(contractColumns)
        .executeTakeFirstOrThrow();
    },

    findContractByNo: (q: Q, serverId: number, contractno: string) =>
      q
        .selectFrom('loan_contracts')
        .select(contractColumns)
        .where('server_id', '=', serverId)
        .where('contractno', '=', contractno)
        .executeTakeFirst(),

    /** 0 → 1 once: undefined when the contract was paid already (or is not this server's). */
    markContractPaid: (trx: Transaction<DB>, serverId: number, id: number) =>
      trx
        .updateTable('loan_contracts')
        .set({ status: 1, paid_at: nowIso(), updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('id', '=', id)
        .where('status', '=', 0)
        .returning(contractColumns)
        .executeTakeFirst(),

    insertPayment: (
      trx: Transaction<DB>,
      serverId: number,
      p: { contract_id: number; contractno: string; amount: number; created_by: number | null },
    ) =>
      trx
        .insertInto('loan_payments')
        .values({ server_id: serverId, ...p, created_at: nowIso() })
        .returning(['id', 'contractno', 'amount', 'created_at'])
        .executeTakeFirstOrThrow(),

    async listContracts(serverId: number, page: number, size: number) {
      return listPage({
        db,
        from: db.selectFrom('loan_contracts').where('server_id', '=', serverId),
        select: (qb) => qb.select(contractColumns),
        order: orderOf({ column: 'id', dir: 'desc' }),
        page,
        size,
      });
    },

    async listPayments(serverId: number, page: number, size: number) {
      return listPage({
        db,
        from: db.selectFrom('loan_payments').where('server_id', '=', serverId),
        select: (qb) => qb.select(['id', 'contractno', 'amount', 'created_at']),
        order: orderOf({ column: 'id', dir: 'desc' }),
        page,
        size,
      });
    },
  };
}
export type LoanRepository = ReturnType<typeof loanRepository>;
