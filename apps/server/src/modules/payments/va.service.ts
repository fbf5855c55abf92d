import type { AppContext } from '../../context.js';
import { paymentsRepository } from './payments.repository.js';

/**
 * Asks the payment adapter for a virtual-account number that no record of ours uses yet. Call it before the
 * transaction that stores the record (the adapter may be a remote call); `payment_vas.va` is unique, so even a
 * number handed out twice at once can only ever be stored once.
 */
export async function issueVa(ctx: AppContext, input: { bank: string; amount: number; reference: string; name: string }): Promise<string> {
  const repo = paymentsRepository(ctx.db);
  for (let i = 0; i < 5; i++) {
    const { va } = await ctx.payments.issueVa(input);
    if (!(await repo.vaTaken(ctx.db, va))) return va;
  }
  throw new Error('the payment provider keeps issuing virtual-account numbers already in use');
}
