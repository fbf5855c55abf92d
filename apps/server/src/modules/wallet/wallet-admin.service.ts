import type { CashoutRow, WalletBank } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import { listArgs, pageOf } from '../../lib/list.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { webhookEvents } from '../webhooks/webhooks.service.js';
import { walletRepository } from './wallet.repository.js';
import { toBank, toCashout } from './wallet.service.js';

type Actor = Pick<AuthInfo, 'userId' | 'email'>;

/** The administrator's side of the wallets: cash-outs and bank accounts waiting across servers, and the decisions. */
export function walletAdminService(ctx: AppContext) {
  const repo = walletRepository(ctx.db);
  const events = webhookEvents(ctx);

  return {
    /** Sukses (1): the money left for the bank; Gagal (2): it goes back to the balance. Audited in the same transaction. */
    async completeCashout(actor: Actor, ip: string, id: number, status: 1 | 2, description?: string): Promise<CashoutRow> {
      const owner = await repo.cashoutOwner(ctx.db, id);
      if (!owner) throw new NotFound();
      const serverId = owner.server_id;
      return ctx.db.transaction().execute(async (trx) => {
        const before = await repo.findCashout(trx, serverId, id);
        const row = await repo.finishCashout(trx, serverId, id, status, actor.userId, description);
        if (!before || !row) throw new Conflict('walletCashoutAlreadyDone');
        const ref = { type: 'cashout', id: row.id };
        if (status === 1) {
          await repo.mustMove(trx, serverId, 'pending_cashout', -row.amount, {
            ...ref,
            description: `Cashout ${row.reff} sukses ditransfer`,
          });
        } else {
          await repo.mustMove(trx, serverId, 'pending_cashout', -row.amount, { ...ref, description: `Cashout ${row.reff} gagal` });
          await repo.mustMove(trx, serverId, 'balance', row.amount, { ...ref, description: `Pengembalian dana cashout gagal ${row.reff}` });
        }
        const after = toCashout(row);
        await events.emit(trx, serverId, status === 1 ? 'cashout.completed' : 'cashout.failed', after);
        await audit(trx, actor, ip, {
          action: status === 1 ? 'wallet.cashout.success' : 'wallet.cashout.failed',
          entity: 'wallet_cashout',
          entityId: id,
          serverId,
          before: toCashout(before),
          after,
        });
        return after;
      });
    },

    /** Verifies or rejects a waiting bank account. Audited in the same transaction. */
    async decideBank(actor: Actor, ip: string, id: number, approve: boolean, reason?: string): Promise<WalletBank> {
      const owner = await repo.bankOwner(ctx.db, id);
      if (!owner) throw new NotFound();
      const serverId = owner.server_id;
      return ctx.db.transaction().execute(async (trx) => {
        const before = await repo.findBank(trx, serverId, id);
        const row = await repo.decideBank(trx, serverId, id, approve ? 1 : 2, approve ? null : (reason ?? null), actor.userId);
        if (!before || !row) throw new Conflict('walletBankAlreadyDecided');
        const after = toBank(row);
        if (approve) await events.emit(trx, serverId, 'bank.verified', after);
        await audit(trx, actor, ip, {
          action: approve ? 'wallet.bank.verify' : 'wallet.bank.reject',
          entity: 'wallet_bank',
          entityId: id,
          serverId,
          before: toBank(before),
          after,
        });
        return after;
      });
    },

    async pendingCashouts(q: { page: number; size: number; sort?: string; search?: string; exactTotal?: boolean; serverId?: number }) {
      const a = listArgs(q, { id: 'id', createdat: 'created_at', amount: 'amount' }, { field: 'id', dir: 'asc' }, false);
      const r = await repo.pendingCashouts(a, q.serverId);
      return pageOf(q, r, (x) => ({ ...toCashout(x), serverid: x.server_code, namaserver: x.server_name, balance: Number(x.balance) }));
    },

    async pendingBanks(q: { page: number; size: number; sort?: string; search?: string; exactTotal?: boolean; serverId?: number }) {
      const a = listArgs(q, { id: 'id', createdat: 'created_at' }, { field: 'id', dir: 'asc' }, false);
      const r = await repo.pendingBanks(a, q.serverId);
      return pageOf(q, r, (x) => ({ ...toBank(x), serverid: x.server_code, namaserver: x.server_name }));
    },
  };
}
