import type { TokensmsHistoryRow, TokensmsOrderBody, TokensmsOrderRow, TokensmsPackage, TokensmsPaymentInfo } from '@konsol/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { api, type PageData } from '../../../lib/api-client';
import { DATE_RANGE_KEYS, todayRange } from '../../../lib/format';
import { getPage } from '../../../lib/list-query';
import { tabOf } from '../../../lib/url-tab';

export type { TokensmsHistoryRow, TokensmsOrderRow, TokensmsPackage, TokensmsPaymentInfo };

/** The order list's page with its totals over the whole filter (not just the page). */
export type OrdersPage = PageData<TokensmsOrderRow> & { ordertotal: number; totaltoken: number; totalamountorder: number };

/** `GET /api/backoffice/tokensms/order` (awal, akhir, search, paging) with ordertotal, totaltoken, totalamountorder. */
export const getOrders = (p: TableParams, signal?: AbortSignal) =>
  getPage<TokensmsOrderRow>('/backoffice/tokensms/order', p, signal) as Promise<OrdersPage>;

/** `GET /api/backoffice/tokensms/history`: the OTP SMS sent and the tokens they took. */
export const getHistory = (p: TableParams, signal?: AbortSignal) => getPage<TokensmsHistoryRow>('/backoffice/tokensms/history', p, signal);

/** The Token SMS page's tabs in order; the URL's `tab` names one, the order list without it. */
export const TOKENSMS_TABS = ['order', 'history', 'settings'] as const;
export type TokensmsTab = (typeof TOKENSMS_TABS)[number];
export const tokensmsTabOf = (query: URLSearchParams): TokensmsTab => tabOf(query, TOKENSMS_TABS);

/** Each list tab's table: its query, URL prefix and date filters (the page's DataTables and the route's prefetch). */
export const TOKENSMS_TABLES = {
  order: {
    queryKey: ['tokensms', 'orders'],
    fetcher: getOrders,
    prefix: 'order.',
    filterKeys: DATE_RANGE_KEYS,
  } satisfies TableSource<TokensmsOrderRow>,
  history: {
    queryKey: ['tokensms', 'history'],
    fetcher: getHistory,
    prefix: 'history.',
    filterKeys: DATE_RANGE_KEYS,
  } satisfies TableSource<TokensmsHistoryRow>,
};

/** The table the Token SMS page shows at `url` (its tab's, today's by default); none on the settings tab. */
export function tokensmsTableAt(url: URL): TableSource<TokensmsOrderRow | TokensmsHistoryRow> | undefined {
  const tab = tokensmsTabOf(url.searchParams);
  return tab === 'settings' ? undefined : { ...TOKENSMS_TABLES[tab], filters: todayRange() };
}

/** `GET /api/backoffice/tokensms/order/{id}`. */
export const orderQueryOptions = (id: string | number) =>
  queryOptions({
    queryKey: ['tokensms', 'order', String(id)] as const,
    queryFn: async ({ signal }) =>
      (await api.get<TokensmsOrderRow>(`/backoffice/tokensms/order/${encodeURIComponent(String(id))}`, { signal })).data,
  });
export const useOrder = (id: string | number | undefined) =>
  useQuery({ ...orderQueryOptions(id ?? ''), enabled: id !== undefined && id !== '' });

/** `GET /api/backoffice/tokensms/denom`: the packages on sale. */
export const usePackages = () =>
  useQuery({
    queryKey: ['tokensms', 'denom'] as const,
    queryFn: async ({ signal }) => (await api.get<TokensmsPackage[]>('/backoffice/tokensms/denom', { signal })).data,
  });

/** `GET /api/backoffice/tokensms/payment-info`: the company bank accounts and the messaging contact. */
export const usePaymentInfo = () =>
  useQuery({
    queryKey: ['tokensms', 'payment-info'] as const,
    queryFn: async ({ signal }) => (await api.get<TokensmsPaymentInfo>('/backoffice/tokensms/payment-info', { signal })).data,
    staleTime: 600_000,
  });

/** `POST /api/backoffice/tokensms/order {paketid, amount}` with an Idempotency-Key. */
export function useCreateOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TokensmsOrderBody; key: string }) =>
      api.post<TokensmsOrderRow>('/backoffice/tokensms/order', body, { headers: { 'Idempotency-Key': key } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['tokensms'] }),
  });
}

/** `PATCH /api/backoffice/apps/maxotp/{value}`: OTP SMS one phone may receive per day. */
export function useSetMaxOtp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (value: number) => api.patch<{ maxotp: number }>(`/backoffice/apps/maxotp/${value}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['apps'] }),
  });
}
