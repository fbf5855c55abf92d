import { z } from 'zod';
import { approvalCode } from './approvals.js';
import { pageQuery } from './common.js';

/** Statement lines of the company accounts, matched to transfers (DESIGN §14). */
export const BANK_MUTATION_STATUSES = ['unmatched', 'matched', 'ignored'] as const;
export type BankMutationStatus = (typeof BANK_MUTATION_STATUSES)[number];
export const MUTATION_TYPES = ['CR', 'DB'] as const;

export const bankMutationRow = z.object({
  id: z.number().int(),
  /** The company account's number. */
  account: z.string(),
  /** WIB day of the line, YYYY-MM-DD. */
  date: z.string(),
  amount: z.number().int(),
  type: z.enum(MUTATION_TYPES),
  description: z.string(),
  balance: z.number().int().nullable(),
  source: z.enum(['import', 'push']),
  status: z.enum(BANK_MUTATION_STATUSES),
  /** What the line paid: `tokenOrder` and the order's id and invoice. */
  matchedKind: z.string().nullable(),
  matchedId: z.number().int().nullable(),
  matchedRef: z.string().nullable(),
  /** Why it was ignored. */
  reason: z.string().nullable(),
  /** Who assigned or ignored it; null when the system matched it. */
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BankMutationRow = z.infer<typeof bankMutationRow>;

export const bankMutationsQuery = pageQuery.extend({
  status: z.enum(BANK_MUTATION_STATUSES, { error: 'bankMutationStatusInvalid' }).optional(),
  account: z.string().trim().max(40).optional(),
  search: z.string().trim().max(100, 'platformTooLong').optional(),
});
export type BankMutationsQuery = z.output<typeof bankMutationsQuery>;

const column = z.string().trim().min(1, 'statementMappingInvalid').max(200, 'statementMappingInvalid');
/** Which column of a statement file holds each field; `amount` may name a debit and a credit column as `Debit|Kredit`. */
export const statementMapping = z.object(
  {
    date: column,
    description: column,
    amount: column,
    type: column.optional(),
    balance: column.optional(),
    id: column.optional(),
  },
  { error: 'statementMappingInvalid' },
);
export type StatementMappingBody = z.infer<typeof statementMapping>;

/** What an import did: lines read, lines seen before, lines that paid a transfer, lines left to an approver. */
export const bankMutationImportResult = z.object({
  received: z.number().int(),
  duplicates: z.number().int(),
  matched: z.number().int(),
  unmatched: z.number().int(),
});
export type BankMutationImportResult = z.infer<typeof bankMutationImportResult>;

/** A statement file's columns and first rows, with the mapping remembered for its account or guessed from them. */
export const statementPreview = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  mapping: statementMapping.nullable(),
  /** The lines the mapping reads from the file (at most 20), and the rows it cannot read. */
  lines: z.array(z.object({ date: z.string(), amount: z.number().int(), type: z.enum(MUTATION_TYPES), description: z.string() })),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type StatementPreview = z.infer<typeof statementPreview>;

/** A mutation service's push (signed with `Konsol-Signature`). */
export const bankMutationPushBody = z.object({
  account: z.string().trim().min(1).max(40),
  mutations: z
    .array(
      z.object({
        id: z.string().trim().min(1).max(100),
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'bankMutationDateInvalid'),
        amount: z.number().int().positive(),
        type: z.enum(MUTATION_TYPES),
        description: z.string().max(500).default(''),
        balance: z.number().int().optional(),
      }),
    )
    .min(1)
    .max(1000),
});
export type BankMutationPushBody = z.infer<typeof bankMutationPushBody>;

export const bankMutationAssignBody = z.object({
  kind: z.literal('tokenOrder', { error: 'bankMutationKindInvalid' }),
  id: z.number().int().positive(),
  code: approvalCode,
});
export type BankMutationAssignBody = z.infer<typeof bankMutationAssignBody>;

export const bankMutationIgnoreBody = z.object({
  reason: z.string().trim().min(3, 'bankMutationReasonRequired').max(255, 'bankMutationReasonRequired'),
});

/** A count of items and their rupiah. */
const tally = z.object({ count: z.number().int(), amount: z.number().int() });

/** One WIB day's money in, side by side with what the ledger took (DESIGN §14, daily reconciliation). */
export const reconciliationReport = z.object({
  date: z.string(),
  /** Each company account: its statement lines against the transfers they paid. */
  accounts: z.array(
    z.object({
      account: z.string(),
      bank: z.string(),
      accountname: z.string(),
      credits: tally,
      debits: tally,
      /** Credits that paid a transfer by themselves, that an approver assigned, that an approver set aside. */
      matched: tally,
      assigned: tally,
      ignored: tally,
      /** Credits nobody has accounted for yet. */
      unmatched: z.array(z.object({ id: z.number().int(), amount: z.number().int(), description: z.string() })),
      /** What the ledger took from this account's lines: the transfers they paid. */
      ledgerCredits: tally,
      /** credits − matched − assigned − ignored: 0 when every line is accounted for. */
      difference: z.number().int(),
    }),
  ),
  /** Each provider channel (the bank of its virtual accounts): the provider's payments against what they credited. */
  channels: z.array(
    z.object({
      bank: z.string(),
      credits: tally,
      matched: tally,
      /** Payments that credited nothing: an unknown account, a wrong amount, an account paid already. */
      unmatched: z.array(z.object({ reff: z.string(), va: z.string(), amount: z.number().int(), outcome: z.string(), at: z.string() })),
      ledgerCredits: tally,
      difference: z.number().int(),
    }),
  ),
  /** Transfers a person confirmed by hand that day: paid with no statement line or provider payment behind them. */
  handConfirmed: z.array(z.object({ invoice: z.string(), amount: z.number().int(), paidAt: z.string() })),
});
export type ReconciliationReport = z.infer<typeof reconciliationReport>;

export const reconciliationQuery = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'bankMutationDateInvalid')
    .optional(),
});
