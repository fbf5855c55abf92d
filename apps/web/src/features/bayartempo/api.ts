import type { BillRow, bayartempoBalanceSchema, billVaRow, RekeningRow, rekeningCashoutRow } from '@konsol/contract';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TableParams } from '../../components/data-table';
import { prefetchTable, type TableSource } from '../../components/data-table/table-query';
import { api, apiRequest, type Envelope } from '../../lib/api-client';
import { DATE_RANGE_KEYS, todayRange } from '../../lib/format';
import { getPage } from '../../lib/list-query';
import { tabOf } from '../../lib/url-tab';

export type { BillRow, RekeningRow } from '@konsol/contract';
export type BayartempoBalance = z.infer<typeof bayartempoBalanceSchema>;
export type BillVa = z.infer<typeof billVaRow>;
export type RekeningCashout = z.infer<typeof rekeningCashoutRow>;
export interface SerpulBank {
  code: string;
  name: string;
}
/** The answers that carry the spec's code: "00" for a bill update or a new account, "200" for a cash-out. */
export type CodeEnvelope<T> = Envelope<T> & { code: string };

const BASE = '/backoffice/bayartempo';
export const BAYARTEMPO_KEY = ['bayartempo'] as const;

/** The page's tabs in order; the URL's `tab` names one, the bills without it. */
export const BAYARTEMPO_TABS = ['bills', 'rekening'] as const;
export type BayartempoTab = (typeof BAYARTEMPO_TABS)[number];

/** `GET …/serpul-rekening/balance`: Total Limit, Limit Request, Sisa Limit, Cash (amount, name), wallet balance. */
const balanceQueryOptions = () =>
  queryOptions({
    queryKey: [...BAYARTEMPO_KEY, 'balance'] as const,
    queryFn: async ({ signal }) => (await api.get<BayartempoBalance>(`${BASE}/serpul-rekening/balance`, { signal })).data,
  });
export const useBayartempoBalance = () => useQuery(balanceQueryOptions());

/** `GET …/serpulbills` with awal, akhir (WIB days, default today) and paging. */
export const getBills = (p: TableParams, signal?: AbortSignal) => getPage<BillRow>(`${BASE}/serpulbills`, p, signal);

/** The bills table: its query, URL prefix and date filters (the Bills tab's DataTable and the route's prefetch). */
export const BILLS_TABLE = {
  queryKey: [...BAYARTEMPO_KEY, 'bills'],
  fetcher: getBills,
  prefix: 'bills.',
  filterKeys: DATE_RANGE_KEYS,
} as const satisfies TableSource<BillRow>;

/** `GET …/billva?billid=`: one virtual account per bank (BCA, BNI, BRI, MANDIRI) for amount + fee. */
export const useBillVa = (billId: number | undefined) =>
  useQuery({
    queryKey: [...BAYARTEMPO_KEY, 'billva', billId] as const,
    queryFn: async ({ signal }) => (await api.get<BillVa[]>(`${BASE}/billva`, { signal, query: { billid: billId } })).data,
    enabled: billId !== undefined,
    staleTime: 60_000,
  });

/** `GET …/serpul-rekening`: the cash-out accounts (0 waiting, 1 verified, 2 rejected). */
const rekeningQueryOptions = () =>
  queryOptions({
    queryKey: [...BAYARTEMPO_KEY, 'rekening'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<RekeningRow[]>(`${BASE}/serpul-rekening`, { signal, query: { page: 0, size: 100 } })).data,
  });
export const useRekening = () => useQuery(rekeningQueryOptions());

/** What the page first asks at `url` (the figures, and the open tab's list), for the route's loader. */
export function prefetchBayartempo(queryClient: QueryClient, url: URL) {
  return Promise.all([
    queryClient.prefetchQuery(balanceQueryOptions()),
    tabOf(url.searchParams, BAYARTEMPO_TABS) === 'bills'
      ? prefetchTable(queryClient, url, { ...BILLS_TABLE, filters: todayRange() })
      : queryClient.prefetchQuery(rekeningQueryOptions()),
  ]);
}

/** `GET …/serpul-rekening/banks`: the bank codes an account can be at (about 170). */
export const useSerpulBanks = (enabled = true) =>
  useQuery({
    queryKey: [...BAYARTEMPO_KEY, 'banks'] as const,
    queryFn: async ({ signal }) => (await api.get<SerpulBank[]>(`${BASE}/serpul-rekening/banks`, { signal })).data,
    staleTime: 3_600_000,
    enabled,
  });

/** Cards, bills, accounts (and the wallet screens' cache) after a change. */
function useInvalidate() {
  const qc = useQueryClient();
  return () =>
    Promise.all([qc.invalidateQueries({ queryKey: BAYARTEMPO_KEY }), qc.invalidateQueries({ queryKey: ['wallet'] })]).then(() => undefined);
}

/** `PATCH …/serpulbills/payment/{id}`: the operator reports the bill paid (code "00" → Sedang Konfirmasi). */
export function useMarkBillPaid() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiRequest<CodeEnvelope<BillRow>>(`${BASE}/serpulbills/payment/${id}`, { method: 'PATCH' }),
    onSettled: () => invalidate(),
  });
}

/** `POST …/serpul-rekening/add {bankNo, name}`: a new account waiting for the administrator (code "00"). */
export function useAddRekening() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { bankNo: string; name: string }) =>
      apiRequest<CodeEnvelope<RekeningRow>>(`${BASE}/serpul-rekening/add`, { method: 'POST', body }),
    onSuccess: () => invalidate(),
  });
}

/** `POST …/serpul-rekening/cashout {id, amount}` with an Idempotency-Key (code "200"). */
export function useRekeningCashout() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ body, key }: { body: { id: number; amount: number }; key: string }) =>
      apiRequest<CodeEnvelope<RekeningCashout>>(`${BASE}/serpul-rekening/cashout`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => invalidate(),
  });
}
