import type { adminLoanRequestRow, BillRow, LoanSetting, mitraSchema, RekeningRow } from '@konsol/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { api } from '../../../lib/api-client';
import { getPage } from '../../../lib/list-query';

type ServerRef = { serverid: string; namaserver: string };
export type AdminLoanRequest = z.infer<typeof adminLoanRequestRow>;
export type PendingBill = BillRow & ServerRef;
export type PendingRekening = RekeningRow & ServerRef;
type Mitra = z.infer<typeof mitraSchema>;

/** `GET /api/admin/irmacapital/requests`: loan applications waiting for a decision, oldest first. */
export const getLoanRequests = (p: TableParams, signal?: AbortSignal) =>
  getPage<AdminLoanRequest>('/admin/irmacapital/requests', p, signal);
/** `GET /api/admin/bayartempo/serpulbills/pending`: pay-later bills reported paid, to confirm. */
export const getPendingBills = (p: TableParams, signal?: AbortSignal) =>
  getPage<PendingBill>('/admin/bayartempo/serpulbills/pending', p, signal);
/** `GET /api/admin/bayartempo/rekening/pending`: pay-later accounts to verify. */
export const getPendingRekening = (p: TableParams, signal?: AbortSignal) =>
  getPage<PendingRekening>('/admin/bayartempo/rekening/pending', p, signal);

/** The tables of the loan, pay-later bill and pay-later account tabs (the tab and its route's prefetch read the same). */
export const LOANS_TABLE = {
  queryKey: ['approvals', 'loans'],
  fetcher: getLoanRequests,
  prefix: 'loans.',
} as const satisfies TableSource<AdminLoanRequest>;
export const BILLS_TABLE = {
  queryKey: ['approvals', 'bills'],
  fetcher: getPendingBills,
  prefix: 'bills.',
} as const satisfies TableSource<PendingBill>;
export const REKENING_TABLE = {
  queryKey: ['approvals', 'rekening'],
  fetcher: getPendingRekening,
  prefix: 'rekening.',
} as const satisfies TableSource<PendingRekening>;

/** A decision: every approvals query (lists and badge counts) reloads after it. */
function useDecision<A, R = unknown>(fn: (args: A) => Promise<{ msg: string; data: R }>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: ['approvals'] }) });
}

/** `POST /api/admin/irmacapital/request/{id}/decide {approve, creditlimit?, msg?}`. */
export const useDecideLoan = () =>
  useDecision(({ id, approve, creditlimit, msg }: { id: number; approve: boolean; creditlimit?: number; msg?: string }) =>
    api.post<unknown>(`/admin/irmacapital/request/${id}/decide`, { approve, creditlimit, msg: msg || undefined }),
  );

/** `POST /api/admin/bayartempo/serpulbills/{id}/confirm`: SUCCESS, the limit released. */
export const useConfirmBill = () => useDecision((id: number) => api.post<unknown>(`/admin/bayartempo/serpulbills/${id}/confirm`));

/** `POST /api/admin/bayartempo/rekening/{id}/verify {approve, remark?}`. */
export const useVerifyRekening = () =>
  useDecision(({ id, approve, remark }: { id: number; approve: boolean; remark?: string }) =>
    api.post<unknown>(`/admin/bayartempo/rekening/${id}/verify`, { approve, remark: remark || undefined }),
  );

export interface CreateBillInput {
  server: string;
  amount: number;
  fee: number;
  expiredAt: string;
  details: { idreseller: string; resellername: string; amount: number }[];
}
/** `POST /api/admin/bayartempo/serpulbills`: the sandbox supplier's bill for a server (takes its limit). */
export const useCreateBill = () => useDecision((body: CreateBillInput) => api.post<BillRow>('/admin/bayartempo/serpulbills', body));

/** `GET /api/admin/mitra?size=-1`: every partner server (the bill's server choice). */
export const useServers = (enabled: boolean) =>
  useQuery({
    queryKey: ['approvals', 'servers'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<{ content: Mitra[] }>('/admin/mitra', { signal, query: { page: 0, size: -1 } })).data.content,
    enabled,
    staleTime: 60_000,
  });

/** `GET /api/irmacapital/setting`. */
export const useLoanSettingAdmin = () =>
  useQuery({
    queryKey: ['approvals', 'loan-setting'] as const,
    queryFn: async ({ signal }) => (await api.get<LoanSetting>('/irmacapital/setting', { signal, host: 'second' })).data,
  });

/** `PUT /api/admin/irmacapital/setting` (audited). */
export function useSaveLoanSetting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LoanSetting) => api.put<LoanSetting>('/admin/irmacapital/setting', body),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['approvals'] }), qc.invalidateQueries({ queryKey: ['loan'] })]),
  });
}
