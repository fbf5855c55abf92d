import { type PaymentCallbackBody, type PaymentOutcome, paymentCallbackBody } from '@konsol/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { audit } from '../../lib/audit.js';
import { newReff } from '../../lib/crypto.js';
import { BadRequest, NotFound, Unauthorized } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { bayartempoService } from '../bayartempo/bayartempo.service.js';
import { tokensmsService } from '../tokensms/tokensms.service.js';
import { topupRecords } from '../topup/topup.service.js';
import { virtualAccountsService } from '../virtual-accounts/virtual-accounts.service.js';
import { walletService } from '../wallet/wallet.service.js';
import { paymentsRepository } from './payments.repository.js';

/** What a callback did: the HTTP status and message of the answer, and the outcome recorded for it. */
export interface CallbackResult {
  status: number;
  msgKey: string;
  data: PaymentOutcome;
}

type Applied = { status: number; msgKey: string; outcome: PaymentOutcome['outcome']; serverId: number | null };

/**
 * Payments reported by the provider. A callback counts only with a valid signature of its raw body; each
 * (event, reff) is recorded once, in the same transaction as what it settles, so a repeated callback (or ten at
 * once) credits nothing more and gets the first one's answer. A VA is paid once; a payment to an unknown, closed
 * or differently-priced VA is recorded for follow-up and credits nothing.
 */
export function paymentsService(ctx: AppContext) {
  const repo = paymentsRepository(ctx.db);
  const wallet = walletService(ctx);
  const tokens = tokensmsService(ctx);
  const topups = topupRecords(ctx);
  const vas = virtualAccountsService(ctx);
  const bills = bayartempoService(ctx);

  async function applyVaPaid(trx: Transaction<DB>, e: Extract<PaymentCallbackBody, { event: 'va.paid' }>): Promise<Applied> {
    const va = await vas.vaByNumber(trx, e.va);
    if (!va) return { status: 404, msgKey: 'paymentVaUnknown', outcome: 'unmatched', serverId: null };
    const serverId = va.server_id;
    if (va.status !== 'open') return { status: 200, msgKey: 'paymentVaAlreadyPaid', outcome: 'already_paid', serverId };
    if (e.amount !== Number(va.amount)) return { status: 422, msgKey: 'paymentAmountMismatch', outcome: 'amount_mismatch', serverId };
    const paidAt = new Date(e.paid_at).toISOString();
    if (!(await vas.markVaPaid(trx, serverId, va.id, paidAt, e.reff))) {
      return { status: 200, msgKey: 'paymentVaAlreadyPaid', outcome: 'already_paid', serverId };
    }
    const settled =
      va.purpose === 'cashin'
        ? await wallet.settleCashin(trx, serverId, va.ref_id, paidAt)
        : va.purpose === 'tokensms_order'
          ? await tokens.settleOrder(trx, serverId, va.ref_id, 'va', paidAt)
          : va.purpose === 'bill'
            ? await bills.settleBill(trx, serverId, va.ref_id, 'va', paidAt)
            : undefined;
    if (!settled) return { status: 200, msgKey: 'paymentVaAlreadyPaid', outcome: 'already_paid', serverId };
    ctx.metrics.money.inc({ action: `payment.${va.purpose}` });
    return { status: 200, msgKey: 'paymentApplied', outcome: 'applied', serverId };
  }

  async function applyTopup(trx: Transaction<DB>, e: Extract<PaymentCallbackBody, { event: 'topup.paid' }>): Promise<Applied> {
    const serverId = await topups.serverIdByCode(trx, e.appcode);
    if (!serverId) return { status: 404, msgKey: 'paymentServerUnknown', outcome: 'unmatched', serverId: null };
    await topups.record(
      trx,
      serverId,
      [
        {
          reff: e.reff,
          channelname: e.channel.toUpperCase(),
          amount: e.amount,
          status: 1,
          reseller: e.reseller,
          waktu: new Date(e.paid_at).toISOString(),
        },
      ],
      'callback',
    );
    return { status: 200, msgKey: 'paymentTopupRecorded', outcome: 'recorded', serverId };
  }

  /** The callback handler: `raw` is the body exactly as received, `signature` the `X-Signature` header. */
  async function handleCallback(raw: Buffer | string, signature: string | undefined, parsed?: unknown): Promise<CallbackResult> {
    if (!ctx.payments.verify(raw, signature)) throw new Unauthorized('paymentBadSignature');
    let json: unknown = parsed;
    if (json === undefined) {
      try {
        json = JSON.parse(raw.toString());
      } catch {
        throw new BadRequest();
      }
    }
    const body = paymentCallbackBody.safeParse(json);
    if (!body.success) throw new BadRequest('invalidValue');
    const e = body.data;
    const va = e.event === 'va.paid' ? e.va : null;

    const applied = await ctx.db.transaction().execute(async (trx) => {
      const recorded = await repo.insertCallback(trx, {
        event: e.event,
        reff: e.reff,
        va,
        amount: e.amount,
        body: raw.toString().slice(0, 10_000),
      });
      if (!recorded) return undefined;
      const r = e.event === 'va.paid' ? await applyVaPaid(trx, e) : await applyTopup(trx, e);
      await repo.finishCallback(trx, recorded.id, { outcome: r.outcome, http_status: r.status, msg_key: r.msgKey, server_id: r.serverId });
      return r;
    });
    if (applied)
      return {
        status: applied.status,
        msgKey: applied.msgKey,
        data: { outcome: applied.outcome, event: e.event, reff: e.reff, duplicate: false },
      };

    // Seen before: the first answer again, nothing more done.
    const first = await repo.findCallback(ctx.db, e.event, e.reff);
    if (!first) throw new Error('callback vanished');
    return {
      status: first.http_status,
      msgKey: first.msg_key,
      data: { outcome: first.outcome as PaymentOutcome['outcome'], event: e.event, reff: e.reff, duplicate: true },
    };
  }

  return {
    handleCallback,

    /**
     * Sandbox only: the administrator pays a virtual account. Builds the provider's callback for it, signs it and
     * runs it through the same handler as a real one. Audited.
     */
    async sandboxPay(actor: Pick<AuthInfo, 'userId' | 'email'>, ip: string, vaNumber: string): Promise<CallbackResult> {
      if (ctx.payments.mode !== 'sandbox') throw new NotFound('paymentSandboxOnly');
      const va = await vas.vaByNumber(ctx.db, vaNumber);
      if (!va) throw new NotFound('paymentVaUnknown');
      const raw = JSON.stringify({ event: 'va.paid', va: va.va, amount: Number(va.amount), reff: newReff('SBX'), paid_at: nowIso() });
      const result = await handleCallback(raw, ctx.payments.sign(raw));
      await audit(ctx.db, actor, ip, {
        action: 'payments.sandbox.pay',
        entity: 'payment_va',
        entityId: va.id,
        serverId: va.server_id,
        after: { va: va.va, amount: Number(va.amount), outcome: result.data.outcome },
      });
      return result;
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
