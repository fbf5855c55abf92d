import type { adminLoanRequestRow, approvalBankRow, approvalCashoutRow, approvalOrderRow, BillRow, RekeningRow } from '@konsol/contract';
import type { z } from 'zod';

export type ApprovalOrder = z.infer<typeof approvalOrderRow>;
export type ApprovalBank = z.infer<typeof approvalBankRow>;
export type ApprovalCashout = z.infer<typeof approvalCashoutRow>;
export type ApprovalCounts = Record<string, number>;

type ServerRef = { serverid: string; namaserver: string };
export type AdminLoanRequest = z.infer<typeof adminLoanRequestRow>;
export type PendingBill = BillRow & ServerRef;
export type PendingRekening = RekeningRow & ServerRef;
