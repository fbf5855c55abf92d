import {
  type ApprovalAwaiting,
  BILL_VA_BANKS,
  type BillRow,
  bayartempoCashoutFee,
  billDisplayStatus,
  billPayable,
  type Page,
  type PlatformSettings,
  type RekeningCashout,
  type RekeningRow,
  serpulBank,
} from '@konsol/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { audit, type SystemActor } from '../../lib/audit.js';
import { newReff } from '../../lib/crypto.js';
import { AppError, Conflict, NotFound, Rule } from '../../lib/errors.js';
import { idempotency } from '../../lib/idempotency.js';
import { dayRange, pageOf } from '../../lib/list.js';
import { settingsRepository } from '../../lib/settings.js';
import { nowIso } from '../../lib/time.js';
import type { AuthInfo } from '../../plugins/auth.js';
import {
  type ApprovalRequest,
  type DecisionCode,
  EXPIRED_REASON,
  type ExpiredWords,
  fourEyes,
  SYSTEM_EXPIRY,
} from '../four-eyes/four-eyes.service.js';
import { virtualAccountsService } from '../virtual-accounts/virtual-accounts.service.js';
import { walletAccounts } from '../wallet/wallet.service.js';
import { webhookEvents } from '../webhooks/webhooks.service.js';
import { bayartempoRepository } from './bayartempo.repository.js';

type Caller = Pick<AuthInfo, 'serverId' | 'userId' | 'email'> & { ip?: string };
type Actor = Pick<AuthInfo, 'userId' | 'email'>;
type BillRecord = NonNullable<Awaited<ReturnType<ReturnType<typeof bayartempoRepository>['findBill']>>>;
type RekeningRecord = NonNullable<Awaited<ReturnType<ReturnType<typeof bayartempoRepository>['findRekening']>>>;
type CashoutRecord = NonNullable<Awaited<ReturnType<ReturnType<typeof bayartempoRepository>['findCashout']>>>;
type BayartempoSetting = PlatformSettings['bayartempo'];

const toBill = (
  b: BillRecord,
  details: { id: number; date: string; idreseller: string; resellername: string; amount: number }[],
  now = Date.now(),
): BillRow => {
  const shape = { status: b.status, cashFlowStatus: b.cash_flow_status, expiredAt: b.expired_at };
  return {
    id: b.id,
    date: b.date,
    status: b.status as BillRow['status'],
    amount: Number(b.amount),
    fee: Number(b.fee),
    cashFlowStatus: b.cash_flow_status as BillRow['cashFlowStatus'],
    expiredAt: b.expired_at,
    serpul: { limit: Number(b.limit_snapshot) },
    paymentStatus: billDisplayStatus(shape, now)?.status ?? null,
    payable: billPayable(shape),
    details: details.map((d) => ({
      id: d.id,
      date: d.date,
      idreseller: d.idreseller,
      resellername: d.resellername,
      amount: Number(d.amount),
    })),
  };
};

export const toRekening = (r: RekeningRecord): RekeningRow => ({
  id: r.id,
  name: r.name,
  bankName: serpulBank(r.name)?.name ?? r.name,
  bankNo: r.bank_no,
  remark: r.remark,
  status: r.status,
  label: `#${r.id} ${r.name} | ${r.bank_no}`,
});

const toCashout = (c: CashoutRecord): RekeningCashout => ({
  id: c.id,
  rekeningId: c.rekening_id,
  bank: c.bank,
  bankNo: c.bank_no,
  amount: Number(c.amount),
  fee: Number(c.fee),
  total: Number(c.total),
  reff: c.reff,
  status: c.status,
  createdat: c.created_at,
});

/** A pay-later cash-out as a request of the four-eyes gate: its total leaves the wallet. */
const cashoutRequest = (c: CashoutRecord): ApprovalRequest => ({
  kind: 'paylaterCashout',
  entity: 'bayartempo_cashout',
  id: c.id,
  serverId: c.server_id,
  amount: Number(c.total),
  requestedBy: c.created_by,
  createdAt: c.created_at,
});

const rupiah = (n: number) => n.toLocaleString('id-ID');

/** What the requester of an expired pay-later cash-out hears: its money is back on the wallet balance. */
const expiredMail = (c: CashoutRecord): ExpiredWords => {
  const total = `Rp ${rupiah(Number(c.total))}`;
  return {
    id: {
      subject: `Cashout bayar tempo ${c.reff} kedaluwarsa`,
      text: `Cashout bayar tempo ${c.reff} sebesar ${total} ke ${c.bank} ${c.bank_no} tidak disetujui tepat waktu. Dananya sudah dikembalikan ke saldo wallet Anda; silakan ajukan lagi bila masih diperlukan.`,
    },
    en: {
      subject: `Pay-later cash-out ${c.reff} expired`,
      text: `Pay-later cash-out ${c.reff} of ${total} to ${c.bank} ${c.bank_no} was not approved in time. The money is back on your wallet balance; please request it again if you still need it.`,
    },
  };
};

/**
 * Pay-later (bayartempo): the server's limit, the supplier's bills (each takes limit until it is paid), payment by
 * virtual account or confirmed by the administrator, cash-out accounts verified by the administrator, and
 * cash-outs from the wallet balance through its ledger.
 */
export function bayartempoService(ctx: AppContext) {
  const gate = fourEyes(ctx);
  const repo = bayartempoRepository(ctx.db);
  const wallets = walletAccounts(ctx);
  const vas = virtualAccountsService(ctx);
  const events = webhookEvents(ctx);
  const settings = settingsRepository(ctx.db);
  const idem = idempotency(ctx.db);

  const setting = (): Promise<BayartempoSetting> => settings.get('bayartempo');

  /** NOTPAID → PAID/SUCCESS once: the limit released, open VAs closed. Undefined when it was done already. */
  async function settleBill(trx: Transaction<DB>, serverId: number, billId: number, via: string, paidAt = nowIso()) {
    const row = await repo.completeBill(trx, serverId, billId, via, paidAt);
    if (!row) return undefined;
    if (!(await repo.releaseLimit(trx, serverId, Number(row.amount))))
      throw new Error(`bayartempo ${serverId}: limit below bill ${billId}`);
    await vas.closeVa(trx, serverId, 'bill', billId);
    await events.emit(trx, serverId, 'bill.paid', toBill(row, []));
    return row;
  }

  /** Verifies or rejects a locked pay-later account, with its audit row. */
  async function decideRekening(
    trx: Transaction<DB>,
    before: RekeningRecord,
    approve: boolean,
    actor: Actor | SystemActor,
    ip: string,
    remark?: string,
  ) {
    const serverId = before.server_id;
    const row = await repo.decideRekening(trx, serverId, before.id, approve ? 1 : 2, remark ?? '');
    if (!row) throw new Conflict('rekeningAlreadyDecided');
    const after = toRekening(row);
    const entry = { entity: 'serpul_rekening', entityId: before.id, serverId, before: toRekening(before), after };
    if (actor === SYSTEM_EXPIRY) await audit(trx, actor, ip, { action: 'bayartempo.rekening.expired', ...entry });
    else await audit(trx, actor, ip, { action: approve ? 'bayartempo.rekening.verify' : 'bayartempo.rekening.reject', ...entry });
    return after;
  }

  /** Moves a locked cash-out in Proses to Sukses (the money left for the bank) or Gagal (back on the balance); audited. */
  async function finishCashout(
    trx: Transaction<DB>,
    before: CashoutRecord,
    status: 1 | 2,
    actor: Actor | SystemActor,
    ip: string,
    description?: string,
  ) {
    const serverId = before.server_id;
    const row = await repo.finishCashout(trx, serverId, before.id, status, actor.userId, description);
    if (!row) throw new Conflict('creditCashoutAlreadyDone');
    const total = Number(row.total);
    const ref = { type: 'bayartempo_cashout', id: row.id };
    const to = `${row.bank} ${row.bank_no} (${row.reff})`;
    if (status === 1) {
      await wallets.mustMove(trx, serverId, 'pending_cashout', -total, {
        ...ref,
        description: `Cashout bayartempo ke ${to} sukses ditransfer`,
      });
    } else {
      await wallets.mustMove(trx, serverId, 'pending_cashout', -total, { ...ref, description: `Cashout bayartempo ke ${to} gagal` });
      await wallets.mustMove(trx, serverId, 'balance', total, {
        ...ref,
        description: `Pengembalian dana cashout bayartempo gagal ${row.reff}`,
      });
    }
    const after = toCashout(row);
    const entry = { entity: 'bayartempo_cashout', entityId: row.id, serverId, before: toCashout(before), after };
    if (actor === SYSTEM_EXPIRY) await audit(trx, actor, ip, { action: 'bayartempo.cashout.expired', ...entry });
    else await audit(trx, actor, ip, { action: status === 1 ? 'bayartempo.cashout.success' : 'bayartempo.cashout.failed', ...entry });
    return after;
  }

  return {
    settleBill,
    setting,

    /**
     * Ends what waited past its policy's expiry (a job): accounts are rejected; bill payments reported but never
     * confirmed return to "Belum Bayar" (the operator reports again once the money is there); cash-outs fail, their
     * money back on the balance and the requester mailed.
     */
    async expire() {
      const rekening = await gate.expire(
        { kind: 'bank', table: 'serpul_rekening', waiting: { status: 0 }, since: 'created_at' },
        async (trx, id, serverId) => {
          const before = await repo.findRekening(trx, serverId, id);
          if (before?.status !== 0) return false;
          await decideRekening(trx, before, false, SYSTEM_EXPIRY, '', EXPIRED_REASON);
          return true;
        },
      );
      const bills = await gate.expire(
        { kind: 'bill', table: 'bills', waiting: { status: 'NOTPAID', cash_flow_status: 'ALREADY_REPAYMENT' }, since: 'updated_at' },
        async (trx, id, serverId) => {
          const before = await repo.findBill(trx, serverId, id);
          const row = await repo.returnReport(trx, serverId, id);
          if (!before || !row) return false;
          await audit(trx, SYSTEM_EXPIRY, '', {
            action: 'bayartempo.bill.expired',
            entity: 'bill',
            entityId: id,
            serverId,
            before: toBill(before, []),
            after: toBill(row, []),
          });
          return true;
        },
      );
      const paylaterCashouts = await gate.expire(
        { kind: 'paylaterCashout', table: 'serpul_cashouts', waiting: { status: 0 }, since: 'created_at' },
        async (trx, id, serverId) => {
          const before = await repo.findCashout(trx, serverId, id);
          if (before?.status !== 0) return false;
          await finishCashout(trx, before, 2, SYSTEM_EXPIRY, '', EXPIRED_REASON);
          if (before.created_by) await gate.tellExpired(trx, before.created_by, 'bayartempo-cashout-expired', expiredMail(before));
          return true;
        },
      );
      return { rekening, bills, paylaterCashouts };
    },

    /**
     * Sukses (1) once the `paylaterCashout` tier has its approvers (until then the answer says what it waits for);
     * Gagal (2): the money goes back to the balance. Audited in the same transaction.
     */
    async completeCashout(
      actor: Actor,
      ip: string,
      id: number,
      status: 1 | 2,
      description?: string,
      code: DecisionCode = {},
    ): Promise<RekeningCashout | ApprovalAwaiting> {
      const owner = await repo.cashoutOwner(id);
      if (!owner) throw new NotFound();
      const serverId = owner.server_id;
      return ctx.db.transaction().execute(async (trx) => {
        await gate.lock(trx, 'serpul_cashouts', id);
        const before = await repo.findCashout(trx, serverId, id);
        if (before?.status !== 0) throw new Conflict('creditCashoutAlreadyDone');
        if (status === 1) {
          const verdict = await gate.approve(trx, cashoutRequest(before), actor, ip, code);
          if (verdict !== 'done') return verdict;
        }
        return finishCashout(trx, before, status, actor, ip, description);
      });
    },

    async pendingCashouts(q: { page: number; size: number; serverId?: number }) {
      const r = await repo.pendingCashouts(q.page, q.size, q.serverId);
      const progress = await gate.progress(
        'paylaterCashout',
        'bayartempo_cashout',
        r.rows.map((c) => ({ id: c.id, amount: Number(c.total), createdAt: c.created_at })),
      );
      return pageOf(q, r, (c) => ({
        ...toCashout(c as CashoutRecord),
        serverid: c.server_code,
        namaserver: c.server_name,
        approval: progress.get(c.id)!,
      }));
    },

    async balance(serverId: number) {
      const conf = await setting();
      await repo.ensureAccount(ctx.db, serverId, conf.totalLimit);
      await wallets.ensureWallet(ctx.db, serverId);
      const [acc, w, server] = await Promise.all([
        repo.findAccount(ctx.db, serverId),
        wallets.findWallet(ctx.db, serverId),
        repo.server(serverId),
      ]);
      const total = Number(acc?.total_limit ?? 0);
      const balance = Number(w?.balance ?? 0);
      return {
        totalLimit: total,
        requestLimit: Number(acc?.request_limit ?? 0),
        limit: Math.max(0, total - Number(acc?.used ?? 0)),
        amount: balance,
        name: server?.name ?? '',
        accountBalance: balance,
        customerName: server?.contact ?? '',
        cashoutFee: conf.cashoutFee,
      };
    },

    async bills(serverId: number, q: { awal?: string; akhir?: string; page: number; size: number }): Promise<Page<BillRow>> {
      const range = dayRange(q.awal, q.akhir)!;
      const r = await repo.listBills(serverId, range, q.page, q.size);
      const now = Date.now();
      return pageOf(q, r, (b) =>
        toBill(
          b,
          r.details.filter((d) => d.bill_id === b.id),
          now,
        ),
      );
    },

    /** A virtual account per bank (BCA, BNI, BRI, MANDIRI) for amount + fee; the same numbers when asked again. */
    async billVa(serverId: number, billId: number) {
      const bill = await repo.findBill(ctx.db, serverId, billId);
      if (!bill) throw new NotFound();
      if (!billPayable({ status: bill.status, cashFlowStatus: bill.cash_flow_status })) throw new Rule('billNotPayable');
      const amount = Number(bill.amount) + Number(bill.fee);
      const server = await repo.server(serverId);
      const open = await vas.openVasFor(ctx.db, serverId, 'bill', billId);
      const out = [];
      for (const bank of BILL_VA_BANKS) {
        let va = open.find((v) => v.bank === bank && Number(v.amount) === amount)?.va;
        if (!va) {
          va = await vas.issueVa({ bank, amount, reference: `BILL${billId}`, name: server?.server_id ?? '' });
          await vas.insertVa(ctx.db, serverId, { va, bank, amount, purpose: 'bill', ref_id: billId });
        }
        out.push({ bank, virtualAccount: va, avatar: bank.toLowerCase(), amount });
      }
      return out;
    },

    /** The operator reports the bill paid: ALREADY_REPAYMENT, waiting for the administrator's confirmation. */
    async markPaid(caller: Caller, billId: number) {
      return ctx.db.transaction().execute(async (trx) => {
        const row = await repo.markRepaid(trx, caller.serverId, billId);
        if (!row) {
          if (!(await repo.findBill(trx, caller.serverId, billId))) throw new NotFound();
          throw new Rule('billNotPayable');
        }
        const after = toBill(row, []);
        await audit(trx, caller, caller.ip ?? '', {
          action: 'bayartempo.bill.repaid',
          entity: 'bill',
          entityId: billId,
          serverId: caller.serverId,
          after,
        });
        return after;
      });
    },

    /** Confirms a bill reported paid, once the `bill` policy's approvers are in: PAID, SUCCESS, limit released; audited. */
    async confirm(actor: Actor, ip: string, billId: number, code: DecisionCode = {}) {
      const owner = await repo.billOwner(billId);
      if (!owner) throw new NotFound();
      const serverId = owner.server_id;
      return ctx.db.transaction().execute(async (trx): Promise<BillRow | ApprovalAwaiting> => {
        await gate.lock(trx, 'bills', billId);
        const before = await repo.findBill(trx, serverId, billId);
        if (before?.status === 'NOTPAID' && before.cash_flow_status === 'ALREADY_REPAYMENT') {
          const request = {
            kind: 'bill',
            entity: 'bill',
            id: billId,
            serverId,
            amount: Number(before.amount),
            requestedBy: null,
            // Reported paid then: the confirmation waits from there.
            createdAt: before.updated_at,
          } as const;
          const verdict = await gate.approve(trx, request, actor, ip, code);
          if (verdict !== 'done') return verdict;
        }
        const row = await settleBill(trx, serverId, billId, 'admin');
        if (!before || !row) throw new Conflict('billAlreadyDone');
        const after = toBill(row, []);
        await audit(trx, actor, ip, {
          action: 'bayartempo.bill.confirm',
          entity: 'bill',
          entityId: billId,
          serverId,
          before: toBill(before, []),
          after,
        });
        return after;
      });
    },

    /** The sandbox supplier: a bill for a server, taking its limit (conditional update; 422 when it does not fit). */
    async createBill(
      actor: Actor,
      ip: string,
      body: {
        server: string;
        amount: number;
        fee: number;
        expiredAt: string;
        date?: string;
        details: { date?: string; idreseller: string; resellername: string; amount: number }[];
      },
      init?: { status: string; cash_flow_status: string },
    ) {
      const server = await repo.serverByCode(body.server);
      if (!server) throw new NotFound();
      const conf = await setting();
      await repo.ensureAccount(ctx.db, server.id, conf.totalLimit);
      return ctx.db.transaction().execute(async (trx) => {
        const taken = await repo.takeLimit(trx, server.id, body.amount);
        if (!taken) throw new Rule('billLimitExceeded');
        const date = body.date ? new Date(body.date).toISOString() : nowIso();
        let row = await repo.insertBill(trx, server.id, {
          date,
          amount: body.amount,
          fee: body.fee,
          expired_at: new Date(body.expiredAt).toISOString(),
          limit_snapshot: Number(taken.total_limit),
          ...(init && init.status === 'NOTPAID' ? { cash_flow_status: init.cash_flow_status } : {}),
        });
        await repo.insertDetails(
          trx,
          server.id,
          row.id,
          body.details.map((d) => ({
            date: d.date ? new Date(d.date).toISOString() : date,
            idreseller: d.idreseller,
            resellername: d.resellername,
            amount: d.amount,
          })),
        );
        if (init?.status === 'PAID') row = (await settleBill(trx, server.id, row.id, 'admin'))!;
        const after = toBill(row, []);
        await audit(trx, actor, ip, { action: 'bayartempo.bill.create', entity: 'bill', entityId: row.id, serverId: server.id, after });
        return after;
      });
    },

    async pendingBills(q: { page: number; size: number; serverId?: number }) {
      const r = await repo.pendingBills(q.page, q.size, q.serverId);
      const progress = await gate.progress(
        'bill',
        'bill',
        r.rows.map((b) => ({ id: b.id, amount: Number(b.amount), createdAt: b.updated_at })),
      );
      return pageOf(q, r, (b) => ({
        ...toBill(b as BillRecord, []),
        serverid: b.server_code,
        namaserver: b.server_name,
        approval: progress.get(b.id)!,
      }));
    },

    // ---- accounts -----------------------------------------------------------------------------------------
    async rekening(serverId: number) {
      return (await repo.listRekening(serverId)).map(toRekening);
    },

    async addRekening(caller: Caller, body: { bankNo: string; name: string }) {
      const bank = serpulBank(body.name);
      if (!bank) throw new AppError(400, 'rekeningBankUnknown', undefined, { name: 'rekeningBankUnknown' });
      try {
        return await ctx.db.transaction().execute(async (trx) => {
          const after = toRekening(await repo.insertRekening(trx, caller.serverId, { name: bank.code, bank_no: body.bankNo }));
          await audit(trx, caller, caller.ip ?? '', {
            action: 'bayartempo.rekening.add',
            entity: 'serpul_rekening',
            entityId: after.id,
            serverId: caller.serverId,
            after,
          });
          return after;
        });
      } catch (err) {
        if (/unique|duplicate/i.test(String((err as Error).message))) throw new Conflict('rekeningExists');
        throw err;
      }
    },

    /** Verifies (once the `bank` policy's approvers are in) or rejects a pay-later account; audited. */
    async decideRekening(actor: Actor, ip: string, id: number, approve: boolean, remark?: string, code: DecisionCode = {}) {
      const owner = await repo.rekeningOwner(id);
      if (!owner) throw new NotFound();
      const serverId = owner.server_id;
      return ctx.db.transaction().execute(async (trx): Promise<RekeningRow | ApprovalAwaiting> => {
        await gate.lock(trx, 'serpul_rekening', id);
        const before = await repo.findRekening(trx, serverId, id);
        if (approve && before?.status === 0) {
          const request = {
            kind: 'bank',
            entity: 'serpul_rekening',
            id,
            serverId,
            amount: 0,
            requestedBy: null,
            createdAt: before.created_at,
          } as const;
          const verdict = await gate.approve(trx, request, actor, ip, code);
          if (verdict !== 'done') return verdict;
        }
        if (!before) throw new Conflict('rekeningAlreadyDecided');
        return decideRekening(trx, before, approve, actor, ip, remark);
      });
    },

    async pendingRekening(q: { page: number; size: number; serverId?: number }) {
      const r = await repo.pendingRekening(q.page, q.size, q.serverId);
      const progress = await gate.progress(
        'bank',
        'serpul_rekening',
        r.rows.map((x) => ({ id: x.id, amount: 0, createdAt: x.created_at })),
      );
      return pageOf(q, r, (x) => ({
        ...toRekening(x as RekeningRecord),
        serverid: x.server_code,
        namaserver: x.server_name,
        approval: progress.get(x.id)!,
      }));
    },

    /**
     * Cash-out to a verified account: amount + fee (6.500 to banks other than BNI) debited from the wallet balance
     * with its ledger entry, in one transaction; short balance → 422 and nothing changes. `Idempotency-Key` honoured.
     */
    async cashout(caller: Caller, body: { id: number; amount: number }, key: string | undefined) {
      const account = await repo.findRekening(ctx.db, caller.serverId, body.id);
      if (!account) throw new NotFound();
      if (account.status !== 1) throw new AppError(422, 'rekeningNotVerified', undefined, { id: 'rekeningNotVerified' });
      const fee = bayartempoCashoutFee(account.name, (await setting()).cashoutFee);
      const total = body.amount + fee;
      return idem.run(
        { scope: `bayartempo.cashout:${caller.serverId}:${caller.userId}`, key, request: { id: body.id, amount: body.amount } },
        async (trx) => {
          const reff = newReff('BT');
          const row = await repo.insertCashout(trx, caller.serverId, {
            rekening_id: account.id,
            bank: account.name,
            bank_no: account.bank_no,
            amount: body.amount,
            fee,
            total,
            reff,
            created_by: caller.userId,
          });
          await wallets.ensureWallet(trx, caller.serverId);
          const to = `${account.name} ${account.bank_no} (${reff})`;
          const left = await wallets.move(trx, caller.serverId, 'balance', -total, {
            type: 'bayartempo_cashout',
            id: row.id,
            description: `Cashout bayartempo ke ${to} diajukan${fee ? `, biaya admin ${rupiah(fee)}` : ''}`,
          });
          if (left === undefined) throw new AppError(422, 'walletInsufficientBalance', undefined, { amount: 'walletInsufficientBalance' });
          // Held until approved: pending_cashout stands for the cash-outs in Proses.
          await wallets.mustMove(trx, caller.serverId, 'pending_cashout', total, {
            type: 'bayartempo_cashout',
            id: row.id,
            description: `Cashout bayartempo ke ${to} menunggu persetujuan`,
          });
          const cashout = toCashout(row);
          await audit(trx, caller, caller.ip ?? '', {
            action: 'bayartempo.cashout',
            entity: 'bayartempo_cashout',
            entityId: row.id,
            serverId: caller.serverId,
            after: cashout,
          });
          return cashout;
        },
      );
    },
  };
}
export type BayartempoService = ReturnType<typeof bayartempoService>;
