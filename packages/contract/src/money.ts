import { z } from 'zod';
import { approvalCode, approvalProgress, approvalRow } from './approvals.js';
import { page, pageQuery, parseWhole, toWhole, wholeField } from './common.js';

/**
 * Money: the tenant's wallet (cash-in, cash-out, bank accounts, history), OTP by e-mail, payments, SMS tokens and
 * top-ups. Schemas, status mappings and pure rules shared by the server and the web app. Money is whole rupiah.
 */

// ---------------------------------------------------------------------------------------------------------
// Constants and status mappings
// ---------------------------------------------------------------------------------------------------------

/** Banks a wallet can cash out to (`GET /banks`). */
export const WALLET_BANKS = [
  { id: 1, code: 'BCA', name: 'BCA' },
  { id: 2, code: 'MANDIRI', name: 'MANDIRI' },
  { id: 3, code: 'BNI', name: 'BNI' },
  { id: 4, code: 'BRI', name: 'BRI' },
] as const;
export type WalletBankCode = (typeof WALLET_BANKS)[number]['code'];

/** A bank of WALLET_BANKS by id or by code (the add form sends both); undefined when neither names one. */
export function resolveWalletBank(bankid?: number | null, bank?: string | null) {
  const byId = bankid ? WALLET_BANKS.find((b) => b.id === bankid) : undefined;
  const byCode = bank ? WALLET_BANKS.find((b) => b.code === bank.trim().toUpperCase()) : undefined;
  if (byId && byCode && byId !== byCode) return undefined;
  return byId ?? byCode;
}

/** OTP by e-mail: purposes, length, lifetime, tries and resend cooldown (DESIGN §7). */
export const OTP_PURPOSES = ['cash_out', 'add_bank'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_TRIES = 5;
export const OTP_RESEND_SECONDS = 60;

/** The three wallet fields; every ledger entry moves exactly one of them. */
export const LEDGER_ACCOUNTS = ['balance', 'pending_balance', 'pending_cashout'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** Cash-out status: 1 Sukses (green), 2 Gagal (red, refunded), anything else Proses (blue). */
export const CASHOUT_STATUS = { PROSES: 0, SUKSES: 1, GAGAL: 2 } as const;
export function cashoutStatus(status: number): { label: 'Sukses' | 'Gagal' | 'Proses'; color: 'green' | 'red' | 'blue' } {
  if (status === CASHOUT_STATUS.SUKSES) return { label: 'Sukses', color: 'green' };
  if (status === CASHOUT_STATUS.GAGAL) return { label: 'Gagal', color: 'red' };
  return { label: 'Proses', color: 'blue' };
}

/** Cash-in status (`statusBalance`): the CashIn tab lists COMPLETED, the Pending CashIn tab PENDING. */
export const CASHIN_STATUSES = ['PENDING', 'COMPLETED'] as const;
export type CashinStatus = (typeof CASHIN_STATUSES)[number];

/** A wallet bank account waits for the administrator's verification; only verified ones receive cash-outs. */
export const BANK_STATUS = { MENUNGGU: 0, TERVERIFIKASI: 1, DITOLAK: 2 } as const;
export function bankStatus(status: number): { label: string; color: 'orange' | 'green' | 'red' } {
  if (status === BANK_STATUS.TERVERIFIKASI) return { label: 'Terverifikasi', color: 'green' };
  if (status === BANK_STATUS.DITOLAK) return { label: 'Ditolak', color: 'red' };
  return { label: 'Menunggu Verifikasi', color: 'orange' };
}

/** SMS token order status: 0 Menunggu Pembayaran (orange), 1 Sukses (green). */
/** A token order: 0 waiting for payment, 1 paid, 2 expired (not paid or confirmed within the `tokenOrder` policy's expiry). */
export const TOKENSMS_ORDER_STATUS = { MENUNGGU: 0, SUKSES: 1, KEDALUWARSA: 2 } as const;
export function tokensmsOrderStatus(status: number): { label: string; color: 'orange' | 'green' | 'red' } {
  if (status === TOKENSMS_ORDER_STATUS.SUKSES) return { label: 'Sukses', color: 'green' };
  if (status === TOKENSMS_ORDER_STATUS.KEDALUWARSA) return { label: 'Kedaluwarsa', color: 'red' };
  return { label: 'Menunggu Pembayaran', color: 'orange' };
}

/** One OTP SMS sent by the app: 0 Proses, 1 Sukses, 2 Gagal (the token was returned). */
export const TOKENSMS_SEND_STATUS = { PROSES: 0, SUKSES: 1, GAGAL: 2 } as const;
export function tokensmsSendStatus(status: number): { label: string; color: 'blue' | 'green' | 'red' } {
  if (status === TOKENSMS_SEND_STATUS.SUKSES) return { label: 'Sukses', color: 'green' };
  if (status === TOKENSMS_SEND_STATUS.GAGAL) return { label: 'Gagal', color: 'red' };
  return { label: 'Proses', color: 'blue' };
}

/** Reseller top-up status: 0 Pending, 1 Sukses, 2 Gagal. */
export const TOPUP_STATUS = { PENDING: 0, SUKSES: 1, GAGAL: 2 } as const;
export function topupStatus(status: number): { label: string; color: 'orange' | 'green' | 'red' } {
  if (status === TOPUP_STATUS.SUKSES) return { label: 'Sukses', color: 'green' };
  if (status === TOPUP_STATUS.GAGAL) return { label: 'Gagal', color: 'red' };
  return { label: 'Pending', color: 'orange' };
}
/** Top-up channels with a logo in the console. */
export const TOPUP_CHANNELS = ['ALFAMART', 'VA-BCA', 'VA-BRI', 'VA-BNI', 'VA-MANDIRI'] as const;

// ---------------------------------------------------------------------------------------------------------
// Pure rules
// ---------------------------------------------------------------------------------------------------------

/** What the payer transfers for a cash-in: the amount credited to the wallet plus the channel's fee. */
export const cashinTotal = (amount: number, fee: number) => amount + fee;

/** Price of an SMS token order: package price times quantity. */
export const tokensmsOrderPrice = (packagePrice: number, quantity: number) => packagePrice * quantity;

/** A cash-out fits when it is positive and not above the balance. */
export const cashoutFits = (balance: number, amount: number) => amount > 0 && amount <= balance;

/** An Indonesian mobile number as `08…` (accepts +62, 62 or 0 and spaces/dashes); null when it is not one. */
export function normalizePhone(phone: string): string | null {
  const digits = phone.replace(/[\s-]/g, '');
  const m = digits.match(/^(?:\+62|62|0)(8\d{7,12})$/);
  return m ? `0${m[1]}` : null;
}

/** `YYYY-MM-DD` that names a real calendar day. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

// ---------------------------------------------------------------------------------------------------------
// Field helpers
// ---------------------------------------------------------------------------------------------------------

/**
 * Whole rupiah (`parseWhole`): `requiredKey` when missing, `invalidKey` when not a whole amount from `min`. An amount
 * to move (`min` 1) of zero is as good as none, so it is "required" too.
 */
const rupiah = (requiredKey: string, invalidKey: string, min = 1) => {
  const field = wholeField(requiredKey, invalidKey, min, 1_000_000_000_000);
  return min > 0 ? z.preprocess((v) => (parseWhole(v) === 0 ? undefined : v), field) : field;
};
const positiveInt = (key: string, max = 2_147_483_647) => wholeField(key, key, 1, max);

/** The OTP a money form carries: missing gives the spec's "Silahkan Input OTP". */
export const otpField = z
  .string({ error: 'walletOtpRequired' })
  .trim()
  .min(1, 'walletOtpRequired')
  .regex(/^\d{6}$/, 'walletOtpFormat');

const wibDay = z.string({ error: 'walletDateInvalid' }).refine(isCalendarDay, 'walletDateInvalid');

/** The spec's fixed identity values (111, 1111) are ignored: the identity is always the caller's server. */
const identity = z.union([z.string().max(50), z.number()]).optional();

/** Lists with WIB day filters (`awal`, `akhir`, default today), search and server paging. */
export const moneyListQuery = pageQuery
  .extend({
    awal: wibDay.optional(),
    akhir: wibDay.optional(),
    search: z.string().trim().max(100).optional(),
    identity,
  })
  .refine((q) => !q.awal || !q.akhir || q.awal <= q.akhir, { path: ['akhir'], message: 'walletDateRangeInvalid' });
export type MoneyListQuery = z.infer<typeof moneyListQuery>;

// ---------------------------------------------------------------------------------------------------------
// Wallet
// ---------------------------------------------------------------------------------------------------------

export const bankMasterSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

export const walletBankSchema = z.object({
  id: z.number().int(),
  bankid: z.number().int(),
  bank: z.string(),
  accountno: z.string(),
  accountname: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  reason: z.string().nullable(),
  createdat: z.string(),
});
export type WalletBank = z.infer<typeof walletBankSchema>;

export const walletSchema = z.object({
  balance: z.number().int(),
  pendingBalance: z.number().int(),
  pendingcashout: z.number().int(),
  status: z.number().int(),
  wallettype: z.string(),
  banks: z.array(walletBankSchema),
});
export type Wallet = z.infer<typeof walletSchema>;

export const walletQuery = z.object({ identity });

export const walletHistoryRow = z.object({
  id: z.number().int(),
  debet: z.number().int(),
  credit: z.number().int(),
  description: z.string(),
  endbalance: z.number().int(),
  createdat: z.string(),
  account: z.enum(LEDGER_ACCOUNTS),
  reftype: z.string(),
  refid: z.string(),
});
export type WalletHistoryRow = z.infer<typeof walletHistoryRow>;

/** History lists the `balance` account unless another is asked for. */
export const walletHistoryQuery = pageQuery
  .extend({
    awal: wibDay.optional(),
    akhir: wibDay.optional(),
    search: z.string().trim().max(100).optional(),
    identity,
    account: z.enum(LEDGER_ACCOUNTS).default('balance'),
  })
  .refine((q) => !q.awal || !q.akhir || q.awal <= q.akhir, { path: ['akhir'], message: 'walletDateRangeInvalid' });

export const channelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  bank: z.string(),
  fee: z.number().int(),
  status: z.number().int(),
});
export type Channel = z.infer<typeof channelSchema>;

export const cashinRow = z.object({
  id: z.number().int(),
  createdat: z.string(),
  channel: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  amount: z.number().int(),
  fee: z.number().int(),
  /** What the payer transfers: amount + fee. */
  total: z.number().int(),
  description: z.string(),
  reff: z.string(),
  va: z.string(),
  statusBalance: z.enum(CASHIN_STATUSES),
  successDate: z.string().nullable(),
});
export type CashinRow = z.infer<typeof cashinRow>;

export const cashinStatusParam = z.object({
  status: z.preprocess(
    (v) => (typeof v === 'string' ? v.toUpperCase() : v),
    z.enum(CASHIN_STATUSES, { error: 'walletCashinStatusInvalid' }),
  ),
});

export const cashinBody = z.object({
  identity,
  /** A channel's id or code (`VA-BCA`, `ALFAMART`, …). */
  channel: z.union([z.number().int(), z.string().trim().min(1).max(30)], { error: 'walletChannelUnknown' }),
  amount: rupiah('walletAmountRequired', 'walletAmountInvalid'),
});
export type CashinBody = z.infer<typeof cashinBody>;

export const cashoutRow = z.object({
  id: z.number().int(),
  createdat: z.string(),
  bankaccountid: z.number().int(),
  bank: z.string(),
  accountno: z.string(),
  accountname: z.string(),
  amount: z.number().int(),
  reff: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  description: z.string(),
  completedat: z.string().nullable(),
});
export type CashoutRow = z.infer<typeof cashoutRow>;
/** An operator's cash-out: one in Proses says how far its approval is ("Menunggu persetujuan (1 dari 2)"). */
export const ownCashoutRow = cashoutRow.extend({ approval: approvalProgress.optional() });
export type OwnCashoutRow = z.infer<typeof ownCashoutRow>;

/**
 * A cash-out names a verified account of the wallet by its record `id` (or by `bank` + `accountno`); the account
 * holder stored with the account is used, whatever `accountname` says.
 */
export const cashoutBody = z
  .object({
    identity,
    id: z.preprocess(toWhole, z.number().int().positive().optional()),
    bank: z.string().trim().max(20).optional(),
    accountno: z.string().trim().max(30).optional(),
    accountname: z.string().trim().max(100).optional(),
    amount: rupiah('walletAmountRequired', 'walletAmountInvalid'),
    otp: otpField,
  })
  // Checked with the other fields' errors too, so an empty form flags the account with them.
  .refine((b) => b.id !== undefined || (!!b.bank && !!b.accountno), {
    path: ['id'],
    message: 'walletAccountRequired',
    when: (p) => !!p.value && typeof p.value === 'object',
  });
export type CashoutBody = z.infer<typeof cashoutBody>;

export const addBankBody = z
  .object({
    identity,
    bankid: z.preprocess(toWhole, z.number().int().positive().optional()),
    bank: z.string().trim().max(20).optional(),
    accountno: z
      .string({ error: 'walletAccountNoRequired' })
      .trim()
      .min(1, 'walletAccountNoRequired')
      .regex(/^\d{5,20}$/, 'walletAccountNoInvalid'),
    accountname: z
      .string({ error: 'walletAccountNameRequired' })
      .trim()
      .min(1, 'walletAccountNameRequired')
      .max(50, 'walletAccountNameTooLong'),
    otp: otpField,
  })
  .refine((b) => !!resolveWalletBank(b.bankid, b.bank), { path: ['bank'], message: 'walletBankRequired' });
export type AddBankBody = z.infer<typeof addBankBody>;

export const otpQuery = z.object({
  identity,
  detail: z.enum(OTP_PURPOSES, { error: 'walletOtpPurposeInvalid' }),
});

// ---------------------------------------------------------------------------------------------------------
// Payments (provider webhook, sandbox)
// ---------------------------------------------------------------------------------------------------------

const isoTime = z.iso.datetime({ offset: true });

export const vaPaidEvent = z.object({
  event: z.literal('va.paid'),
  va: z.string().trim().min(1).max(40),
  amount: z.number().int().positive(),
  reff: z.string().trim().min(1).max(100),
  paid_at: isoTime,
});
/** A reseller's top-up at the tenant, reported by the provider. */
export const topupPaidEvent = z.object({
  event: z.literal('topup.paid'),
  appcode: z.string().trim().min(1).max(30),
  reseller: z.string().trim().max(60).default(''),
  channel: z.string().trim().min(1).max(30),
  amount: z.number().int().min(0),
  reff: z.string().trim().min(1).max(64),
  paid_at: isoTime,
});
/** Body of `POST /payments/callback`, signed with `X-Signature` = hex HMAC-SHA256 of the raw body. */
export const paymentCallbackBody = z.discriminatedUnion('event', [vaPaidEvent, topupPaidEvent]);
export type PaymentCallbackBody = z.infer<typeof paymentCallbackBody>;

export const paymentOutcomeSchema = z.object({
  outcome: z.enum(['applied', 'unmatched', 'already_paid', 'amount_mismatch', 'recorded']),
  event: z.string(),
  reff: z.string(),
  /** True when this reff was seen before and nothing more was credited. */
  duplicate: z.boolean(),
});
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;

export const sandboxPayBody = z.object({ va: z.string().trim().min(1).max(40) });

// ---------------------------------------------------------------------------------------------------------
// SMS tokens
// ---------------------------------------------------------------------------------------------------------

export const tokensmsPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  jmltoken: z.number().int(),
  jumlahToken: z.number().int(),
  price: z.number().int(),
  status: z.number().int(),
});
export type TokensmsPackage = z.infer<typeof tokensmsPackageSchema>;

export const tokensmsPackageBody = z.object({
  name: z.string({ error: 'tokensmsPackageNameRequired' }).trim().min(1, 'tokensmsPackageNameRequired').max(60, 'invalidValue'),
  jmltoken: positiveInt('tokensmsTokenCountInvalid', 1_000_000),
  price: rupiah('tokensmsPriceInvalid', 'tokensmsPriceInvalid', 0),
  status: z.preprocess(toWhole, z.number().int().min(0).max(1)).default(1),
});
export const tokensmsPackagePatch = tokensmsPackageBody.partial();

export const tokensmsOrderBody = z.object({
  paketid: positiveInt('tokensmsPackageRequired'),
  /** Quantity of packages (the spec's `amount`), default 1. */
  amount: z
    .preprocess(
      toWhole,
      z
        .number({ error: 'tokensmsQuantityInvalid' })
        .int('tokensmsQuantityInvalid')
        .min(1, 'tokensmsQuantityInvalid')
        .max(1000, 'tokensmsQuantityInvalid'),
    )
    .default(1),
  /** Bank of the virtual account to pay with; the configured default when omitted. */
  bank: z.enum(WALLET_BANKS.map((b) => b.code) as [WalletBankCode, ...WalletBankCode[]], { error: 'walletBankRequired' }).optional(),
});
export type TokensmsOrderBody = z.infer<typeof tokensmsOrderBody>;

export const tokensmsOrderRow = z.object({
  id: z.number().int(),
  paketId: z.number().int(),
  paketName: z.string(),
  invoice: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  totaltokensms: z.number().int(),
  /** Amount to pay, rupiah. */
  price: z.number().int(),
  createdat: z.string(),
  /** Virtual-account number the order can be paid with. */
  nova: z.string(),
  bank: z.string(),
  paidat: z.string().nullable(),
  /** The rupiah added to the price so a bank transfer to a company account names this order alone (1–999). */
  uniqueCode: z.number().int().nullable(),
  /** What to transfer exactly to a company account: price + uniqueCode. */
  transferAmount: z.number().int().nullable(),
  /** Until when a transfer of that amount is matched to this order (end of the next WIB day). */
  transferExpiresAt: z.string().nullable(),
});
export type TokensmsOrderRow = z.infer<typeof tokensmsOrderRow>;

export const tokensmsOrdersPage = page(tokensmsOrderRow).extend({
  ordertotal: z.number().int(),
  totaltoken: z.number().int(),
  totalamountorder: z.number().int(),
});

export const tokensmsHistoryRow = z.object({
  id: z.number().int(),
  phone: z.string(),
  senderid: z.string(),
  /** Tokens spent by this SMS. */
  amount: z.number().int(),
  /** Tokens left after it. */
  sisa: z.number().int(),
  createdat: z.string(),
  /** Rupiah value of the tokens spent. */
  price: z.number().int(),
  /** Tokens before it. */
  totaltokensms: z.number().int(),
  status: z.number().int(),
  statusName: z.string(),
});
export type TokensmsHistoryRow = z.infer<typeof tokensmsHistoryRow>;

export const tokensmsPaymentInfo = z.object({
  banks: z.array(z.object({ bank: z.string(), accountno: z.string(), accountname: z.string() })),
  contact: z.object({ name: z.string(), phone: z.string(), url: z.string() }),
});
export type TokensmsPaymentInfo = z.infer<typeof tokensmsPaymentInfo>;

export const tokensmsBalanceSchema = z.object({ balance: z.number().int(), pricePerSms: z.number().int() });

/** The app asks Konsol to send an OTP SMS to a phone (header `X-App-Key`). */
export const appOtpBody = z.object({
  phone: z.string({ error: 'tokensmsPhoneInvalid' }).trim().min(1, 'tokensmsPhoneInvalid').max(20, 'tokensmsPhoneInvalid'),
});
export const appOtpVerifyBody = appOtpBody.extend({ otp: otpField });
export const appOtpAnswer = z.object({ id: z.number().int(), phone: z.string(), expiresat: z.string(), sisa: z.number().int() });

// ---------------------------------------------------------------------------------------------------------
// Top-ups
// ---------------------------------------------------------------------------------------------------------

export const topupRow = z.object({
  id: z.number().int(),
  reff: z.string(),
  channelname: z.string(),
  amount: z.number().int(),
  status: z.number().int(),
  statusName: z.string(),
  reseller: z.string(),
  waktu: z.string(),
});
export type TopupRow = z.infer<typeof topupRow>;

/** One top-up as the engine or the payment provider reports it. */
export const topupItem = z.object({
  reff: z.string().trim().min(1).max(64),
  channelname: z.string().trim().min(1).max(30),
  amount: z.number().int().min(0),
  status: z.number().int().min(0).max(2).default(1),
  reseller: z.string().trim().max(60).default(''),
  /** ISO time of the top-up; now when omitted. */
  waktu: isoTime.optional(),
});
export type TopupItem = z.input<typeof topupItem>;

export const topupListQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  awal: wibDay.optional(),
  akhir: wibDay.optional(),
});

// ---------------------------------------------------------------------------------------------------------
// Administrator approvals
// ---------------------------------------------------------------------------------------------------------

export const verifyBankBody = z.object({
  approve: z.boolean({ error: 'invalidValue' }),
  reason: z.string().trim().max(200, 'invalidValue').optional(),
  code: approvalCode,
});
export const completeCashoutBody = z.object({
  status: z.preprocess(toWhole, z.union([z.literal(1), z.literal(2)], { error: 'walletCashoutStatusInvalid' })),
  description: z.string().trim().max(200, 'invalidValue').optional(),
  /** The approver's TOTP code, where the cash-out's tier asks for one. */
  code: approvalCode,
});

export const approvalsQuery = pageQuery.extend({ search: z.string().trim().max(100).optional() });

export const approvalOrderRow = approvalRow(tokensmsOrderRow);
export const approvalBankRow = approvalRow(walletBankSchema);
export const approvalCashoutRow = approvalRow(cashoutRow).extend({ balance: z.number().int() });
