import { z } from 'zod';
import { wholeField } from './common.js';

/**
 * Four eyes on money (DESIGN §15): who must approve what moves money, by kind and amount, and what a decision
 * answers while a request still waits for more approvers.
 */

/** Every kind of request an administrator approves. */
export const APPROVAL_KINDS = ['cashout', 'bank', 'loan', 'bill', 'paylaterCashout', 'tokenOrder', 'mutationAssign'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

const tierRules = {
  approvers: z.union([z.literal(1), z.literal(2)], { error: 'approvalsApproversInvalid' }),
  code: z.boolean({ error: 'invalidValue' }),
};
/** Up to `upTo` rupiah (inclusive): how many distinct people approve, and whether each gives a TOTP code. */
export const approvalTier = z.object({
  ...tierRules,
  upTo: wholeField('fieldRequired', 'invalidValue', 1, 1_000_000_000_000).optional(),
});
export type ApprovalTier = z.output<typeof approvalTier>;

/** A kind's tiers, by rising `upTo`, the last one without (every larger amount), and its expiry in hours. */
export const approvalPolicy = z
  .object({
    tiers: z.array(approvalTier).min(1, 'invalidValue').max(5, 'invalidValue'),
    expiryHours: z
      .number({ error: 'invalidValue' })
      .min(0.01, 'invalidValue')
      .max(24 * 90, 'invalidValue'),
  })
  .superRefine((p, ctx) => {
    p.tiers.forEach((t, i) => {
      const last = i === p.tiers.length - 1;
      if (last !== (t.upTo === undefined)) ctx.addIssue({ code: 'custom', path: ['tiers', i, 'upTo'], message: 'approvalsTierOrder' });
      const prev = p.tiers[i - 1]?.upTo;
      if (prev !== undefined && t.upTo !== undefined && t.upTo <= prev) {
        ctx.addIssue({ code: 'custom', path: ['tiers', i, 'upTo'], message: 'approvalsTierOrder' });
      }
    });
  });
export type ApprovalPolicy = z.output<typeof approvalPolicy>;

const kinds = <T extends z.ZodType>(policy: T) =>
  z.object({
    cashout: policy,
    bank: policy,
    loan: policy,
    bill: policy,
    paylaterCashout: policy,
    tokenOrder: policy,
    mutationAssign: policy,
  });
/** The settings group `approvalPolicies`: one policy per kind. */
export const approvalPolicies = kinds(approvalPolicy);
export type ApprovalPolicies = z.output<typeof approvalPolicies>;

const int = z.number().int();
/** The stored policies as answered. */
export const approvalPoliciesSchema = kinds(
  z.object({
    // optional last: the compiled serializer writes it there
    tiers: z.array(z.object({ approvers: z.union([z.literal(1), z.literal(2)]), code: z.boolean(), upTo: int.optional() })),
    expiryHours: z.number(),
  }),
);

/** Above this many rupiah a cash-out or a loan takes two approvers by default. */
export const TWO_APPROVERS_ABOVE = 25_000_000;
const one: ApprovalPolicy = { tiers: [{ approvers: 1, code: false }], expiryHours: 72 };
const twoAbove: ApprovalPolicy = {
  tiers: [
    { approvers: 1, code: false, upTo: TWO_APPROVERS_ABOVE },
    { approvers: 2, code: false },
  ],
  expiryHours: 72,
};
export const APPROVAL_POLICY_DEFAULTS: ApprovalPolicies = {
  cashout: twoAbove,
  bank: one,
  loan: twoAbove,
  bill: one,
  paylaterCashout: twoAbove,
  tokenOrder: one,
  mutationAssign: one,
};

/** The tier an amount falls in: the first whose `upTo` it does not pass. */
export function tierFor(policy: ApprovalPolicy, amount: number): ApprovalTier {
  return policy.tiers.find((t) => t.upTo === undefined || amount <= t.upTo) ?? policy.tiers[policy.tiers.length - 1]!;
}

/** A decision's TOTP code, asked where the tier requires one. */
export const approvalCode = z
  .string()
  .trim()
  .regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/i, 'approvalsCodeRequired')
  .optional();

/** The body of a decision that takes nothing but the code (a token order's payment, a bill's confirmation). */
export const approvalCodeBody = z.object({ code: approvalCode });

/** Who approved a waiting request so far, and what it still needs. */
export const approvalProgress = z.object({
  /** Distinct approvers its tier needs. */
  needed: int,
  /** Who approved, when, and the amount each approved (a loan's limit is chosen by its approver). */
  approvers: z.array(z.object({ email: z.string(), at: z.string(), amount: int })),
  /** Its tier asks each approver for a TOTP code. */
  code: z.boolean(),
  /** When it fails by itself unless completed (ISO UTC). */
  expiresAt: z.string(),
});
export type ApprovalProgress = z.output<typeof approvalProgress>;

/** A waiting request as the approvals screen lists it: its row, its server, and its approvals so far. */
export const approvalRow = <S extends z.ZodRawShape>(row: z.ZodObject<S>) =>
  row.extend({ serverid: z.string(), namaserver: z.string(), approval: approvalProgress });

/** A decision that counted but did not complete the request: `approvals` of `needed` so far. */
export const approvalAwaiting = z.object({ status: z.literal('awaiting'), approvals: int, needed: int });
export type ApprovalAwaiting = z.output<typeof approvalAwaiting>;
export const isAwaiting = (v: unknown): v is ApprovalAwaiting =>
  typeof v === 'object' && v !== null && (v as { status?: unknown }).status === 'awaiting';

/** What the approvals screen decides in bulk: a policy kind, or `rekening` (pay-later accounts, under `bank`). */
export const BULK_KINDS = ['cashout', 'paylaterCashout', 'bank', 'rekening', 'loan', 'bill', 'tokenOrder'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];
/** Up to 100 decisions of one kind with one code (`POST /api/admin/approvals/bulk`). */
export const approvalsBulkBody = z.object({
  kind: z.enum(BULK_KINDS, { error: 'invalidValue' }),
  ids: z.array(z.number().int().positive()).min(1, 'invalidValue').max(100, 'approvalsBulkTooMany'),
  approve: z.boolean({ error: 'invalidValue' }),
  reason: z.string().trim().max(200, 'invalidValue').optional(),
  code: approvalCode,
});
export type ApprovalsBulkBody = z.output<typeof approvalsBulkBody>;
/** Each item's outcome, in the order asked: done, or awaiting more approvers, or refused with the reason. */
export const approvalsBulkAnswer = z.object({
  results: z.array(
    z.object({
      id: int,
      ok: z.boolean(),
      status: z.union([z.literal('done'), z.literal('awaiting')]).optional(),
      msg: z.string().optional(),
    }),
  ),
});
export type ApprovalsBulkAnswer = z.output<typeof approvalsBulkAnswer>;
