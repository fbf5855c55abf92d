import type { Overview } from '@konsol/contract';
import { tabOf } from './url-tab';

/** The approvals page's tabs (URL `tab`; the first is the default). */
export const APPROVAL_TABS = ['orders', 'banks', 'cashouts', 'paylaterCashouts', 'loans', 'bills', 'rekening'] as const;
export type ApprovalTabName = (typeof APPROVAL_TABS)[number];
export const approvalTabOf = (query: URLSearchParams): ApprovalTabName => tabOf(query, APPROVAL_TABS);

/** Each tab's count in `GET /api/admin/approvals` (and the overview's `approvals`): its badge and the drawer's total. */
export const APPROVAL_COUNT_KEYS = {
  orders: 'tokensmsOrders',
  banks: 'banks',
  cashouts: 'cashouts',
  paylaterCashouts: 'paylaterCashouts',
  loans: 'loanRequests',
  bills: 'bills',
  rekening: 'rekening',
} as const satisfies Record<ApprovalTabName, keyof Overview['approvals']>;
