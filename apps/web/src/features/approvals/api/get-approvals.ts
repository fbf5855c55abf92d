import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { getPage } from '../../../lib/list-query';
import type { ApprovalBank, ApprovalCashout, ApprovalOrder } from './types';

/** `GET /api/admin/approvals/{kind}`: waiting items of every server, oldest first. */
export const getApprovals =
  <T>(kind: string) =>
  (p: TableParams, signal?: AbortSignal) =>
    getPage<T>(`/admin/approvals/${kind}`, p, signal);

/** The tables of the token-order, bank-account and cash-out tabs (the tab and its route's prefetch read the same). */
export const ORDERS_TABLE = {
  queryKey: ['approvals', 'tokensms-orders'],
  fetcher: getApprovals<ApprovalOrder>('tokensms-orders'),
  prefix: 'orders.',
} as const satisfies TableSource<ApprovalOrder>;
export const BANKS_TABLE = {
  queryKey: ['approvals', 'banks'],
  fetcher: getApprovals<ApprovalBank>('banks'),
  prefix: 'banks.',
} as const satisfies TableSource<ApprovalBank>;
export const CASHOUTS_TABLE = {
  queryKey: ['approvals', 'cashouts'],
  fetcher: getApprovals<ApprovalCashout>('cashouts'),
  prefix: 'cashouts.',
} as const satisfies TableSource<ApprovalCashout>;
