import type {
  adminLoanRequestRow,
  approvalBankRow,
  approvalBillRow,
  approvalCashoutRow,
  approvalOrderRow,
  approvalPaylaterCashoutRow,
  approvalRekeningRow,
} from '@konsol/contract';
import type { z } from 'zod';

export type ApprovalOrder = z.infer<typeof approvalOrderRow>;
export type ApprovalBank = z.infer<typeof approvalBankRow>;
export type ApprovalCashout = z.infer<typeof approvalCashoutRow>;
export type ApprovalCounts = Record<string, number>;

export type AdminLoanRequest = z.infer<typeof adminLoanRequestRow>;
export type PendingBill = z.infer<typeof approvalBillRow>;
export type PendingRekening = z.infer<typeof approvalRekeningRow>;
export type PendingPaylaterCashout = z.infer<typeof approvalPaylaterCashoutRow>;
