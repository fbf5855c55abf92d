import { Xendit } from 'xendit-node';
import { safeEqual } from '../lib/crypto.js';

/** A payout to send: where the money goes, and the key that makes a repeat of it the same payout. */
export interface PayoutOrder {
  idempotencyKey: string;
  /** Our reference (the cash-out's reff): the provider's `reference_id`. */
  reference: string;
  amount: number;
  /** A bank of WALLET_BANKS (BCA, MANDIRI, BNI, BRI). */
  bank: string;
  accountNumber: string;
  accountName: string;
  description: string;
}

/** The provider refused the payout for good (a 4xx): retrying changes nothing, the cash-out fails. */
export class PayoutRefused extends Error {
  constructor(readonly code: string) {
    super(`payout refused: ${code}`);
  }
}

/**
 * A payout provider (DESIGN §14): sends one payout and answers its id. A timeout, a network error or a 5xx throws
 * an ordinary error (the job tries again with the same idempotency key, so the provider pays once); a 4xx throws
 * `PayoutRefused`. The outcome arrives later, by the provider's callback.
 */
export interface PayoutProvider {
  readonly name: 'xendit';
  send(order: PayoutOrder): Promise<{ id: string; status: string }>;
  /** Whether a callback's token is the provider's. */
  callbackTokenIsRight(token: string | undefined): boolean;
}

/** Xendit's channel code of a bank (its Payouts API v2, Indonesia). */
const XENDIT_CHANNELS: Record<string, string> = { BCA: 'ID_BCA', MANDIRI: 'ID_MANDIRI', BNI: 'ID_BNI', BRI: 'ID_BRI' };

/** Xendit's Payout API through its official client; `apiUrl` points a test or a staging proxy elsewhere. */
export function xenditPayouts(opts: { secretKey: string; callbackToken: string; apiUrl: string; timeoutMs: number }): PayoutProvider {
  const client = new Xendit({ secretKey: opts.secretKey, xenditURL: opts.apiUrl.replace(/\/+$/, '') });
  return {
    name: 'xendit',
    async send(o) {
      const channelCode = XENDIT_CHANNELS[o.bank.toUpperCase()];
      if (!channelCode) throw new PayoutRefused('CHANNEL_NOT_SUPPORTED');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`payout provider did not answer within ${opts.timeoutMs} ms`)), opts.timeoutMs);
      });
      try {
        const payout = await Promise.race([
          client.Payout.createPayout({
            idempotencyKey: o.idempotencyKey,
            data: {
              referenceId: o.reference,
              channelCode,
              channelProperties: { accountNumber: o.accountNumber, accountHolderName: o.accountName },
              amount: o.amount,
              currency: 'IDR',
              description: o.description,
            },
          }),
          timeout,
        ]);
        return { id: payout.id, status: String(payout.status) };
      } catch (err) {
        const status = Number((err as { status?: unknown }).status);
        // 409: this key was sent with another body; whether it paid is unknown, so the job keeps it (never refused)
        if (status >= 400 && status < 500 && status !== 409) {
          const code = (err as { errorCode?: string }).errorCode ?? `HTTP_${status}`;
          throw new PayoutRefused(code);
        }
        throw err;
      } finally {
        clearTimeout(timer);
      }
    },
    callbackTokenIsRight: (token) => !!token && safeEqual(token, opts.callbackToken),
  };
}
