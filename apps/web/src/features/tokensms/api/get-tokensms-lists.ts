import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { DATE_RANGE_KEYS, todayRange } from '../../../lib/format';
import { getPage } from '../../../lib/list-query';
import { tabOf } from '../../../lib/url-tab';
import type { OrdersPage, TokensmsHistoryRow, TokensmsOrderRow } from './types';

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
