import { PayoutRefused } from '../../adapters/payout.js';
import type { AppContext } from '../../context.js';
import { payoutsRepository } from './payouts.repository.js';
import { walletAdminService } from './wallet-admin.service.js';

/** A payout's final statuses as Xendit reports them: paid, or the money back. */
const SUCCEEDED = 'SUCCEEDED';
const FAILED = ['FAILED', 'CANCELLED', 'REVERSED'];

/**
 * Cash-outs paid out by the payout provider (DESIGN §14): the job sends each approved cash-out once (a retry after a
 * timeout carries the same idempotency key, so the provider pays it once), and the provider's callback finishes
 * it: Sukses, or Gagal with the money back on the balance.
 */
export function payoutsService(ctx: AppContext) {
  const wallet = walletAdminService(ctx);

  /** Finishes a payout and its cash-out once; false when either was finished before. */
  async function settle(id: number, ok: boolean, code: string | null): Promise<boolean> {
    return ctx.db.transaction().execute(async (trx) => {
      const p = await payoutsRepository(trx).find(id);
      if (!p) return false;
      const done = await wallet.settlePayout(trx, p.ref_id, p.server_id, ok, ok ? undefined : `Payout gagal: ${code ?? 'FAILED'}`);
      const finished = await payoutsRepository(trx).finish(id, ok ? 'succeeded' : 'failed', code);
      return done && !!finished;
    });
  }

  return {
    /** The `payouts.send` job: one payout to the provider; a refusal fails the cash-out, anything else is retried. */
    async send(id: number) {
      const p = await payoutsRepository(ctx.db).find(id);
      if (p?.status !== 'queued' || !ctx.payouts) return;
      try {
        const sent = await ctx.payouts.send({
          idempotencyKey: `konsol-${p.kind}-${p.ref_id}`,
          reference: p.reff,
          amount: Number(p.amount),
          bank: p.channel_code,
          accountNumber: p.account_number,
          accountName: p.account_name,
          description: `Cashout ${p.reff}`,
        });
        await payoutsRepository(ctx.db).sent(id, sent.id);
      } catch (err) {
        if (!(err instanceof PayoutRefused)) throw err;
        await settle(id, false, err.code);
      }
    },

    /**
     * The provider's callback about one payout, by our reference: `unknown` when it is none of ours, else whether it
     * changed anything (a repeat, or a status on the way, changes nothing).
     */
    async callback(reff: string, status: string, failureCode: string | undefined): Promise<'unknown' | 'changed' | 'unchanged'> {
      const p = await payoutsRepository(ctx.db).byReff(reff);
      if (!p) return 'unknown';
      const ok = status === SUCCEEDED;
      if (!ok && !FAILED.includes(status)) return 'unchanged';
      return (await settle(p.id, ok, ok ? null : (failureCode ?? status))) ? 'changed' : 'unchanged';
    },
  };
}
