import { randomInt } from 'node:crypto';
import { hmacSha256Hex, safeEqual } from '../lib/crypto.js';

export interface IssueVaInput {
  /** Bank or retail channel the number is for (BCA, BNI, BRI, MANDIRI, ALFAMART). */
  bank: string;
  /** The exact amount the number accepts (closed VA). */
  amount: number;
  /** Our reference (cash-in reff, order invoice), shown to the payer by the provider. */
  reference: string;
  /** Name shown to the payer. */
  name: string;
}

/**
 * The payment provider: issues virtual-account numbers and reports payments to `POST /api/payments/callback`
 * with `X-Signature` = hex HMAC-SHA256 of the raw body under PAYMENT_WEBHOOK_SECRET. A real provider's client
 * implements the same interface; `sandbox` works entirely on one machine (the administrator pays a VA through
 * `POST /api/payments/sandbox/pay`, which signs a callback and runs it through the same handler).
 */
export interface PaymentProvider {
  readonly mode: 'sandbox';
  issueVa(input: IssueVaInput): Promise<{ va: string }>;
  /** The signature the provider puts on a callback body. */
  sign(rawBody: string | Buffer): string;
  /** Whether `signature` is the provider's signature of exactly these bytes. */
  verify(rawBody: string | Buffer, signature: string | undefined): boolean;
}

/** Prefixes of the sandbox numbers, one per bank, so a number says where it is paid. */
const SANDBOX_PREFIX: Record<string, string> = {
  BCA: '39001',
  BNI: '98801',
  BRI: '26201',
  MANDIRI: '88908',
  ALFAMART: '71001',
};

export function createPaymentProvider(opts: { mode: 'sandbox'; webhookSecret: string }): PaymentProvider {
  const sign = (raw: string | Buffer) => hmacSha256Hex(opts.webhookSecret, raw);
  return {
    mode: opts.mode,
    async issueVa(input) {
      const prefix = SANDBOX_PREFIX[input.bank] ?? '99001';
      const rest = Array.from({ length: 11 }, () => randomInt(0, 10)).join('');
      return { va: `${prefix}${rest}` };
    },
    sign,
    verify(raw, signature) {
      if (!signature || !/^[0-9a-fA-F]{64}$/.test(signature.trim())) return false;
      return safeEqual(sign(raw), signature.trim().toLowerCase());
    },
  };
}
