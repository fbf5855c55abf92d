import type { ApprovalAwaiting, CashoutRow, WalletBank } from '@konsol/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { audit, type SystemActor } from '../../lib/audit.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import { listArgs, pageOf } from '../../lib/list.js';
import type { AuthInfo } from '../../plugins/auth.js';
import {
  type ApprovalRequest,
  type DecisionCode,
  EXPIRED_REASON,
  type ExpiredWords,
  fourEyes,
  SYSTEM_EXPIRY,
} from '../four-eyes/four-eyes.service.js';
import { webhookEvents } from '../webhooks/webhooks.service.js';
import { payoutsRepository } from './payouts.repository.js';
import { walletRepository } from './wallet.repository.js';
import { toBank, toCashout } from './wallet.service.js';

type Actor = Pick<AuthInfo, 'userId' | 'email'>;
type Cashout = NonNullable<Awaited<ReturnType<ReturnType<typeof walletRepository>['findCashout']>>>;
type Bank = NonNullable<Awaited<ReturnType<ReturnType<typeof walletRepository>['findBank']>>>;

/** What the requester of an expired cash-out hears: its money is back on the balance. */
const expiredMail = (c: Cashout): ExpiredWords => {
  const amount = `Rp ${c.amount.toLocaleString('id-ID')}`;
  return {
    id: {
      subject: `Cashout ${c.reff} kedaluwarsa`,
      text: `Cashout ${c.reff} sebesar ${amount} ke ${c.bank} ${c.accountno} tidak disetujui tepat waktu. Dananya sudah dikembalikan ke saldo wallet Anda; silakan ajukan lagi bila masih diperlukan.`,
    },
    en: {
      subject: `Cash-out ${c.reff} expired`,
      text: `Cash-out ${c.reff} of ${amount} to ${c.bank} ${c.accountno} was not approved in time. The money is back on your wallet balance; please request it again if you still need it.`,
    },
  };
};

/** Who a cash-out finished by the payout provider's callback is audited as. */
export const SYSTEM_PAYOUT: SystemActor = { userId: null, email: 'system:payout' };

/** A cash-out as a request of the four-eyes gate. */
export const cashoutRequest = (c: Cashout): ApprovalRequest => ({
  kind: 'cashout',
  entity: 'wallet_cashout',
  id: c.id,
  serverId: c.server_id,
  amount: c.amount,
  requestedBy: c.created_by,
  createdAt: c.created_at,
});

/** The administrator's side of the wallets: cash-outs and bank accounts waiting across servers, and the decisions. */
export function walletAdminService(ctx: AppContext) {
  const repo = walletRepository(ctx.db);
  const events = webhookEvents(ctx);
  const gate = fourEyes(ctx);

  /** Moves a locked cash-out in Proses to Sukses or Gagal, with its ledger entries, event and audit row. */
  async function finish(
    trx: Transaction<DB>,
    before: Cashout,
    status: 1 | 2,
    actor: Actor | SystemActor,
    ip: string,
    description?: string,
  ) {
    const serverId = before.server_id;
    const row = await repo.finishCashout(trx, serverId, before.id, status, actor.userId, description);
    if (!row) throw new Conflict('walletCashoutAlreadyDone');
    const ref = { type: 'cashout', id: row.id };
    if (status === 1) {
      await repo.mustMove(trx, serverId, 'pending_cashout', -row.amount, { ...ref, description: `Cashout ${row.reff} sukses ditransfer` });
    } else {
      await repo.mustMove(trx, serverId, 'pending_cashout', -row.amount, { ...ref, description: `Cashout ${row.reff} gagal` });
      await repo.mustMove(trx, serverId, 'balance', row.amount, { ...ref, description: `Pengembalian dana cashout gagal ${row.reff}` });
    }
    const after = toCashout(row);
    await events.emit(trx, serverId, status === 1 ? 'cashout.completed' : 'cashout.failed', after);
    const entry = { entity: 'wallet_cashout', entityId: row.id, serverId, before: toCashout(before), after };
    if (actor === SYSTEM_EXPIRY) await audit(trx, actor, ip, { action: 'wallet.cashout.expired', ...entry });
    else await audit(trx, actor, ip, { action: status === 1 ? 'wallet.cashout.success' : 'wallet.cashout.failed', ...entry });
    return after;
  }

  /**
   * A finally approved cash-out handed to the payout provider (PAYOUT_PROVIDER): no longer waiting for an approver,
   * still in Proses, its payout written with the approval and sent by the `payouts.send` job.
   */
  async function sendOut(trx: Transaction<DB>, before: Cashout, actor: Actor, ip: string): Promise<CashoutRow> {
    await trx
      .updateTable('wallet_cashouts')
      .set({ sending: 1, updated_at: new Date().toISOString() })
      .where('id', '=', before.id)
      .execute();
    const { reff, amount, bank, accountno, accountname, server_id } = before;
    const { id } = await payoutsRepository(trx).queue({
      kind: 'cashout',
      ref_id: before.id,
      server_id,
      reff,
      amount,
      bank,
      accountno,
      accountname,
    });
    await ctx.jobs.enqueue(trx, 'payouts.send', { id }, { key: `payouts.send:${id}` });
    const after = toCashout(before);
    await audit(trx, actor, ip, {
      action: 'wallet.cashout.payout',
      entity: 'wallet_cashout',
      entityId: before.id,
      serverId: before.server_id,
      before: after,
      after,
    });
    return after;
  }

  /** Verifies or rejects a locked bank account, with its event and audit row. */
  async function decideBank(trx: Transaction<DB>, before: Bank, approve: boolean, actor: Actor | SystemActor, ip: string, reason?: string) {
    const serverId = before.server_id;
    const row = await repo.decideBank(trx, serverId, before.id, approve ? 1 : 2, approve ? null : (reason ?? null), actor.userId);
    if (!row) throw new Conflict('walletBankAlreadyDecided');
    const after = toBank(row);
    if (approve) await events.emit(trx, serverId, 'bank.verified', after);
    const entry = { entity: 'wallet_bank', entityId: before.id, serverId, before: toBank(before), after };
    if (actor === SYSTEM_EXPIRY) await audit(trx, actor, ip, { action: 'wallet.bank.expired', ...entry });
    else await audit(trx, actor, ip, { action: approve ? 'wallet.bank.verify' : 'wallet.bank.reject', ...entry });
    return after;
  }

  return {
    /**
     * Sukses (1): the money left for the bank, once the cash-out's tier has its approvers (until then the answer says
     * what it waits for); Gagal (2): it goes back to the balance. Audited in the same transaction.
     */
    async completeCashout(
      actor: Actor,
      ip: string,
      id: number,
      status: 1 | 2,
      description?: string,
      code: DecisionCode = {},
    ): Promise<CashoutRow | ApprovalAwaiting> {
      const owner = await repo.cashoutOwner(ctx.db, id);
      if (!owner) throw new NotFound();
      const serverId = owner.server_id;
      return ctx.db.transaction().execute(async (trx) => {
        await gate.lock(trx, 'wallet_cashouts', id);
        const before = await repo.findCashout(trx, serverId, id);
        if (before?.status !== 0) throw new Conflict('walletCashoutAlreadyDone');
        if (status === 1) {
          const verdict = await gate.approve(trx, cashoutRequest(before), actor, ip, code);
          if (verdict !== 'done') return verdict;
          if (ctx.payouts) return sendOut(trx, before, actor, ip);
        }
        return finish(trx, before, status, actor, ip, description);
      });
    },

    /**
     * The payout provider's outcome of a cash-out it was sent: Sukses, or Gagal with the money back. False when the
     * cash-out left Proses already (a repeated callback).
     */
    async settlePayout(trx: Transaction<DB>, id: number, serverId: number, ok: boolean, reason?: string): Promise<boolean> {
      await gate.lock(trx, 'wallet_cashouts', id);
      const before = await repo.findCashout(trx, serverId, id);
      if (before?.status !== 0) return false;
      await finish(trx, before, ok ? 1 : 2, SYSTEM_PAYOUT, '', reason);
      return true;
    },

    /** Fails cash-outs and rejects bank accounts waiting past their policy's expiry, a cash-out's money back (a job). */
    async expire() {
      const cashouts = await gate.expire(
        { kind: 'cashout', table: 'wallet_cashouts', waiting: { status: 0, sending: 0 }, since: 'created_at' },
        async (trx, id, serverId) => {
          const before = await repo.findCashout(trx, serverId, id);
          if (before?.status !== 0) return false;
          await finish(trx, before, 2, SYSTEM_EXPIRY, '', EXPIRED_REASON);
          if (before.created_by) await gate.tellExpired(trx, before.created_by, 'cashout-expired', expiredMail(before));
          return true;
        },
      );
      const banks = await gate.expire(
        { kind: 'bank', table: 'wallet_banks', waiting: { status: 0, deleted_at: null }, since: 'created_at' },
        async (trx, id, serverId) => {
          const before = await repo.findBank(trx, serverId, id);
          if (before?.status !== 0) return false;
          await decideBank(trx, before, false, SYSTEM_EXPIRY, '', EXPIRED_REASON);
          return true;
        },
      );
      return { cashouts, banks };
    },

    /** Verifies or rejects a waiting bank account. Audited in the same transaction. */
    async decideBank(
      actor: Actor,
      ip: string,
      id: number,
      approve: boolean,
      reason?: string,
      code: DecisionCode = {},
    ): Promise<WalletBank | ApprovalAwaiting> {
      const owner = await repo.bankOwner(ctx.db, id);
      if (!owner) throw new NotFound();
      const serverId = owner.server_id;
      return ctx.db.transaction().execute(async (trx) => {
        await gate.lock(trx, 'wallet_banks', id);
        const before = await repo.findBank(trx, serverId, id);
        if (approve && before?.status === 0) {
          const request = {
            kind: 'bank',
            entity: 'wallet_bank',
            id,
            serverId,
            amount: 0,
            requestedBy: null,
            createdAt: before.created_at,
          } as const;
          const verdict = await gate.approve(trx, request, actor, ip, code);
          if (verdict !== 'done') return verdict;
        }
        if (!before) throw new Conflict('walletBankAlreadyDecided');
        return decideBank(trx, before, approve, actor, ip, reason);
      });
    },

    async pendingCashouts(q: { page: number; size: number; sort?: string; search?: string; exactTotal?: boolean; serverId?: number }) {
      const a = listArgs(q, { id: 'id', createdat: 'created_at', amount: 'amount' }, { field: 'id', dir: 'asc' }, false);
      const r = await repo.pendingCashouts(a, q.serverId);
      const progress = await gate.progress(
        'cashout',
        'wallet_cashout',
        r.rows.map((x) => ({ id: x.id, amount: x.amount, createdAt: x.created_at })),
      );
      return pageOf(q, r, (x) => ({
        ...toCashout(x),
        serverid: x.server_code,
        namaserver: x.server_name,
        balance: Number(x.balance),
        approval: progress.get(x.id)!,
      }));
    },

    async pendingBanks(q: { page: number; size: number; sort?: string; search?: string; exactTotal?: boolean; serverId?: number }) {
      const a = listArgs(q, { id: 'id', createdat: 'created_at' }, { field: 'id', dir: 'asc' }, false);
      const r = await repo.pendingBanks(a, q.serverId);
      const progress = await gate.progress(
        'bank',
        'wallet_bank',
        r.rows.map((x) => ({ id: x.id, amount: 0, createdAt: x.created_at })),
      );
      return pageOf(q, r, (x) => ({ ...toBank(x), serverid: x.server_code, namaserver: x.server_name, approval: progress.get(x.id)! }));
    },
  };
}
