import type { AppContext } from '../../context.js';
import { virtualAccountsRepository } from './virtual-accounts.repository.js';

/**
 * Virtual accounts: numbers issued through the payment adapter and stored with what paying each one settles (a
 * cash-in, a token order, a bill). The modules that sell something store their VAs here; the payments module reads
 * them when the provider reports a payment. This module imports no other, so neither side depends on the other.
 */
export function virtualAccountsService(ctx: AppContext) {
  const repo = virtualAccountsRepository(ctx.db);
  return {
    /**
     * Asks the payment adapter for a virtual-account number that no record of ours uses yet. Call it before the
     * transaction that stores the record (the adapter may be a remote call); `payment_vas.va` is unique, so even a
     * number handed out twice at once can only ever be stored once.
     */
    async issueVa(input: { bank: string; amount: number; reference: string; name: string }): Promise<string> {
      for (let i = 0; i < 5; i++) {
        const { va } = await ctx.payments.issueVa(input);
        if (!(await repo.vaTaken(ctx.db, va))) return va;
      }
      throw new Error('the payment provider keeps issuing virtual-account numbers already in use');
    },
    insertVa: repo.insertVa,
    vaByNumber: repo.vaByNumber,
    markVaPaid: repo.markVaPaid,
    openVasFor: repo.openVasFor,
    closeVa: repo.closeVa,
  };
}
export type VirtualAccountsService = ReturnType<typeof virtualAccountsService>;
