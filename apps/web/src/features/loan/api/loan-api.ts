import type {
  cityRow,
  Loan,
  LoanContractRow,
  LoanPaymentRow,
  LoanRequest,
  LoanSetting,
  provinceRow,
  subdistrictRow,
} from '@konsol/contract';
import { LOAN_STATUS } from '@konsol/contract';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TableParams } from '../../../components/data-table';
import { prefetchTable, type TableSource } from '../../../components/data-table/table-query';
import { api, apiRequest } from '../../../lib/api-client';
import { getPage } from '../../../lib/list-query';
import { tabOf } from '../../../lib/url-tab';
import { walletQueryOptions } from '../../../lib/wallet-query';

export type { Loan, LoanContractRow, LoanPaymentRow, LoanRequest, LoanSetting };
export type Province = z.infer<typeof provinceRow>;
export type City = z.infer<typeof cityRow>;
export type District = z.infer<typeof subdistrictRow>;

/** The photo size limit of SPEC §9 (1 MB), checked in the browser before the upload as the server does. */
export const LOAN_PHOTO_MAX_BYTES = 1024 * 1024;

/** `GET /api/irmacapital/loan`: limit, used, remaining, status, view, progress, msg (which view the page shows). */
export const loanQueryOptions = () =>
  queryOptions({
    queryKey: ['loan', 'get'] as const,
    queryFn: async ({ signal }) => (await api.get<Loan>('/irmacapital/loan', { signal, host: 'second' })).data,
  });
export const useLoan = () => useQuery(loanQueryOptions());

/** `GET /api/irmacapital/setting`: fee rate, admin charge, periode (days), default limit. */
export const loanSettingQueryOptions = () =>
  queryOptions({
    queryKey: ['loan', 'setting'] as const,
    queryFn: async ({ signal }) => (await api.get<LoanSetting>('/irmacapital/setting', { signal, host: 'second' })).data,
    staleTime: 60_000,
  });
export const useLoanSetting = () => useQuery(loanSettingQueryOptions());

/** `GET /api/irmacapital/loan/request`: the last application (null when none). */
export const useLastRequest = (enabled = true) =>
  useQuery({
    queryKey: ['loan', 'request'] as const,
    queryFn: async ({ signal }) => (await api.get<LoanRequest | null>('/irmacapital/loan/request', { signal, host: 'second' })).data,
    enabled,
  });

const dayCache = 86_400_000;
/** `GET /api/province` (public). */
export const useProvinces = () =>
  useQuery({
    queryKey: ['location', 'province'] as const,
    queryFn: async ({ signal }) => (await api.get<Province[]>('/province', { signal, host: 'second', auth: 'none' })).data,
    staleTime: dayCache,
  });
/** `GET /api/city?province=` (public). */
export const useCities = (province: string) =>
  useQuery({
    queryKey: ['location', 'city', province] as const,
    queryFn: async ({ signal }) => (await api.get<City[]>('/city', { signal, host: 'second', auth: 'none', query: { province } })).data,
    enabled: !!province,
    staleTime: dayCache,
  });
/** `GET /api/subdistrict?city=` (public). */
export const useDistricts = (city: string) =>
  useQuery({
    queryKey: ['location', 'subdistrict', city] as const,
    queryFn: async ({ signal }) =>
      (await api.get<District[]>('/subdistrict', { signal, host: 'second', auth: 'none', query: { city } })).data,
    enabled: !!city,
    staleTime: dayCache,
  });

/** `POST /api/irmacapital/photo` (multipart `file`): a private photo; answers its id. */
export async function uploadLoanPhoto(file: File, signal?: AbortSignal): Promise<{ id: number; url: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await apiRequest<{ data: { id: number; url: string } }>('/irmacapital/photo', {
    method: 'POST',
    body: form,
    host: 'second',
    signal,
  });
  return res.data;
}

/** The loan and its application after a change. */
function useInvalidateLoan() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['loan'] });
}

/** `POST /api/irmacapital/loan/request`: the application; status → 9 (waiting). */
export function useSubmitRequest() {
  const invalidate = useInvalidateLoan();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<LoanRequest>('/irmacapital/loan/request', body, { host: 'second' }),
    onSuccess: () => invalidate(),
  });
}

/** `POST /api/irmacapital/loan/contract {amount}` with an Idempotency-Key: a contract, the wallet credited. */
export function useDisburse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, key }: { amount: number; key: string }) =>
      api.post<LoanContractRow>('/irmacapital/loan/contract', { amount }, { host: 'second', headers: { 'Idempotency-Key': key } }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['loan'] }), qc.invalidateQueries({ queryKey: ['wallet'] })]),
  });
}

/** `POST /api/irmacapital/loan/payment {contractno}` with an Idempotency-Key: amount + fee from the wallet, Lunas. */
export function usePayContract() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ contractno, key }: { contractno: string; key: string }) =>
      api.post<LoanContractRow>('/irmacapital/loan/payment', { contractno }, { host: 'second', headers: { 'Idempotency-Key': key } }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['loan'] }), qc.invalidateQueries({ queryKey: ['wallet'] })]),
  });
}

/** `GET /api/irmacapital/loan/contract`: contracts, newest first. */
export const getContracts = (p: TableParams, signal?: AbortSignal) =>
  getPage<LoanContractRow>('/irmacapital/loan/contract', p, signal, { host: 'second' });
/** `GET /api/irmacapital/loan/payment`: repayments, newest first. */
export const getPayments = (p: TableParams, signal?: AbortSignal) =>
  getPage<LoanPaymentRow>('/irmacapital/loan/payment', p, signal, { host: 'second' });

/** The approved loan's tabs (URL `tab`; the first is the default) and their tables. */
export const LOAN_TABS = ['pencairan', 'pembayaran'] as const;
export const CONTRACTS_TABLE = {
  queryKey: ['loan', 'contracts'],
  fetcher: getContracts,
  prefix: 'c.',
} as const satisfies TableSource<LoanContractRow>;
export const PAYMENTS_TABLE = {
  queryKey: ['loan', 'payments'],
  fetcher: getPayments,
  prefix: 'p.',
} as const satisfies TableSource<LoanPaymentRow>;

/**
 * What the page first asks at `url`, for the route's loader: the loan, whose status decides the view; for an
 * approved loan also the dashboard's setting, wallet balance and the open tab's table.
 */
export async function prefetchLoan(queryClient: QueryClient, url: URL) {
  const loan = await queryClient.fetchQuery(loanQueryOptions());
  if (loan.status !== LOAN_STATUS.APPROVED) return;
  await Promise.all([
    queryClient.prefetchQuery(loanSettingQueryOptions()),
    queryClient.prefetchQuery(walletQueryOptions()),
    prefetchTable(queryClient, url, tabOf(url.searchParams, LOAN_TABS) === 'pencairan' ? CONTRACTS_TABLE : PAYMENTS_TABLE),
  ]);
}
