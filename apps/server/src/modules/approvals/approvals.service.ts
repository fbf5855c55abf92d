import { type ApprovalsBulkBody, isAwaiting } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { AppError, Rule } from '../../lib/errors.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { bayartempoService } from '../bayartempo/bayartempo.service.js';
import { type DecisionCode, fourEyes } from '../four-eyes/four-eyes.service.js';
import { loanService } from '../loan/loan.service.js';
import { tokensmsService } from '../tokensms/tokensms.service.js';
import { walletAdminService } from '../wallet/wallet-admin.service.js';

type Actor = Pick<AuthInfo, 'userId' | 'email'>;
type ListQuery = { page: number; size: number; sort?: string; search?: string };

/**
 * The administrator's approvals across servers: token orders waiting for payment, bank accounts waiting for
 * verification, cash-outs in Proses, and the decision on each. Every decision is audited in the transaction
 * that makes it (the domain services do both).
 */
export function approvalsService(ctx: AppContext) {
  const wallet = walletAdminService(ctx);
  const tokens = tokensmsService(ctx);
  const loans = loanService(ctx);
  const paylater = bayartempoService(ctx);
  const gate = fourEyes(ctx);
  return {
    pendingOrders: (q: ListQuery) => tokens.pendingOrders(q),
    pendingBanks: (q: ListQuery) => wallet.pendingBanks(q),
    pendingCashouts: (q: ListQuery) => wallet.pendingCashouts(q),

    /** What waits, by kind: across servers, or of one server (`serverId`: its daily recap). */
    async counts(serverId?: number) {
      const one = { page: 0, size: 0, serverId };
      const [orders, banks, cashouts, loanRequests, bills, rekening, paylaterCashouts] = await Promise.all([
        tokens.pendingOrders(one),
        wallet.pendingBanks(one),
        wallet.pendingCashouts(one),
        loans.pendingRequests(one),
        paylater.pendingBills(one),
        paylater.pendingRekening(one),
        paylater.pendingCashouts(one),
      ]);
      return {
        tokensmsOrders: orders.totalElements,
        banks: banks.totalElements,
        cashouts: cashouts.totalElements,
        loanRequests: loanRequests.totalElements,
        bills: bills.totalElements,
        rekening: rekening.totalElements,
        paylaterCashouts: paylaterCashouts.totalElements,
      };
    },

    /** Fails every request waiting past its kind's expiry, its money back (the minute job). */
    async expire() {
      return { ...(await wallet.expire()), loans: await loans.expire(), ...(await paylater.expire()), tokenOrders: await tokens.expire() };
    },

    /**
     * Up to 100 decisions of one kind, each in its own transaction, with one code checked once for them all: each
     * item's outcome, or the error that refused it (`AppError`; anything else is thrown after the items before it).
     */
    async bulk(actor: Actor, ip: string, body: ApprovalsBulkBody) {
      const given: DecisionCode = body.code && (await gate.codeIsRight(ctx.db, actor, body.code)) ? { checked: true } : {};
      const { approve, reason } = body;
      const decide = (id: number): Promise<unknown> => {
        switch (body.kind) {
          case 'cashout':
            return wallet.completeCashout(actor, ip, id, approve ? 1 : 2, reason, given);
          case 'paylaterCashout':
            return paylater.completeCashout(actor, ip, id, approve ? 1 : 2, reason, given);
          case 'bank':
            return wallet.decideBank(actor, ip, id, approve, reason, given);
          case 'rekening':
            return paylater.decideRekening(actor, ip, id, approve, reason, given);
          case 'loan':
            return loans.decide(actor, ip, id, { approve, msg: reason }, given);
          case 'bill':
            return approve ? paylater.confirm(actor, ip, id, given) : Promise.reject(new Rule('approvalsBulkOnlyApprove'));
          case 'tokenOrder':
            return approve ? tokens.markPaid(actor, ip, id, given) : Promise.reject(new Rule('approvalsBulkOnlyApprove'));
        }
      };
      const results: ({ id: number; ok: true; status: 'done' | 'awaiting' } | { id: number; ok: false; error: AppError })[] = [];
      for (const id of body.ids) {
        try {
          results.push({ id, ok: true, status: isAwaiting(await decide(id)) ? 'awaiting' : 'done' });
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          results.push({ id, ok: false, error: err });
        }
      }
      return results;
    },

    markOrderPaid: (actor: Actor, ip: string, id: number, code: DecisionCode) => tokens.markPaid(actor, ip, id, code),
    decideBank: (actor: Actor, ip: string, id: number, approve: boolean, reason: string | undefined, code: DecisionCode) =>
      wallet.decideBank(actor, ip, id, approve, reason, code),
    completeCashout: (actor: Actor, ip: string, id: number, status: 1 | 2, description: string | undefined, code: DecisionCode) =>
      wallet.completeCashout(actor, ip, id, status, description, code),
  };
}
