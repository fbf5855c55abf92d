import type { approvalBankRow, approvalCashoutRow, approvalOrderRow } from '@konsol/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { api } from '../../../lib/api-client';
import { getPage } from '../../../lib/list-query';

export type ApprovalOrder = z.infer<typeof approvalOrderRow>;
export type ApprovalBank = z.infer<typeof approvalBankRow>;
export type ApprovalCashout = z.infer<typeof approvalCashoutRow>;
export type ApprovalCounts = Record<string, number>;

/** `GET /api/admin/approvals`: how many items wait, per kind (tab badges); the page's query and its route's prefetch. */
export const approvalCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['approvals', 'counts'] as const,
    queryFn: async ({ signal }) => (await api.get<ApprovalCounts>('/admin/approvals', { signal })).data,
  });
export const useApprovalCounts = () => useQuery(approvalCountsQueryOptions());

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

/** A decision: every approvals query (lists and counts) reloads after it. */
function useDecision<A>(fn: (args: A) => Promise<{ msg: string }>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: ['approvals'] }) });
}

/** `POST /api/admin/tokensms/order/{id}/paid`: tokens credited, VA closed. */
export const useMarkOrderPaid = () => useDecision((id: number) => api.post<unknown>(`/admin/tokensms/order/${id}/paid`));

/** `POST /api/admin/wallet/bank/{id}/verify {approve, reason}`. */
export const useVerifyBank = () =>
  useDecision(({ id, approve, reason }: { id: number; approve: boolean; reason?: string }) =>
    api.post<unknown>(`/admin/wallet/bank/${id}/verify`, { approve, reason: reason || undefined }),
  );

/** `POST /api/admin/wallet/cashout/{id}/complete {status}`: 1 Sukses, 2 Gagal (refunded). */
export const useCompleteCashout = () =>
  useDecision(({ id, status }: { id: number; status: 1 | 2 }) => api.post<unknown>(`/admin/wallet/cashout/${id}/complete`, { status }));

/** `POST /api/payments/sandbox/pay {va}`: the sandbox provider reports the VA paid (demos). */
export const useSandboxPay = () => useDecision((va: string) => api.post<unknown>('/payments/sandbox/pay', { va }));
