import type { AppContext } from '../../context.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { bayartempoService } from '../bayartempo/bayartempo.service.js';
import type { DecisionCode } from '../four-eyes/four-eyes.service.js';
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
  return {
    pendingOrders: (q: ListQuery) => tokens.pendingOrders(q),
    pendingBanks: (q: ListQuery) => wallet.pendingBanks(q),
    pendingCashouts: (q: ListQuery) => wallet.pendingCashouts(q),

    /** What waits, by kind: across servers, or of one server (`serverId`: its daily recap). */
    async counts(serverId?: number) {
      const one = { page: 0, size: 0, serverId };
      const [orders, banks, cashouts, loanRequests, bills, rekening] = await Promise.all([
        tokens.pendingOrders(one),
        wallet.pendingBanks(one),
        wallet.pendingCashouts(one),
        loans.pendingRequests(one),
        paylater.pendingBills(one),
        paylater.pendingRekening(one),
      ]);
      return {
        tokensmsOrders: orders.totalElements,
        banks: banks.totalElements,
        cashouts: cashouts.totalElements,
        loanRequests: loanRequests.totalElements,
        bills: bills.totalElements,
        rekening: rekening.totalElements,
      };
    },

    /** Fails every request waiting past its kind's expiry, its money back (the minute job). */
    async expire() {
      return { cashouts: await wallet.expireCashouts(), loans: await loans.expireRequests() };
    },

    markOrderPaid: (actor: Actor, ip: string, id: number, code: DecisionCode) => tokens.markPaid(actor, ip, id, code),
    decideBank: (actor: Actor, ip: string, id: number, approve: boolean, reason: string | undefined, code: DecisionCode) =>
      wallet.decideBank(actor, ip, id, approve, reason, code),
    completeCashout: (actor: Actor, ip: string, id: number, status: 1 | 2, description: string | undefined, code: DecisionCode) =>
      wallet.completeCashout(actor, ip, id, status, description, code),
  };
}
