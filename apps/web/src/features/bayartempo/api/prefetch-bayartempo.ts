import type { QueryClient } from '@tanstack/react-query';
import { prefetchTable } from '../../../components/data-table/table-query';
import { todayRange } from '../../../lib/format';
import { tabOf } from '../../../lib/url-tab';
import { balanceQueryOptions } from './get-balance';
import { BILLS_TABLE } from './get-bills';
import { rekeningQueryOptions } from './get-rekening';

/** The page's tabs in order; the URL's `tab` names one, the bills without it. */
export const BAYARTEMPO_TABS = ['bills', 'rekening'] as const;
export type BayartempoTab = (typeof BAYARTEMPO_TABS)[number];

/** What the page first asks at `url` (the figures, and the open tab's list), for the route's loader. */
export function prefetchBayartempo(queryClient: QueryClient, url: URL) {
  return Promise.all([
    queryClient.prefetchQuery(balanceQueryOptions()),
    tabOf(url.searchParams, BAYARTEMPO_TABS) === 'bills'
      ? prefetchTable(queryClient, url, { ...BILLS_TABLE, filters: todayRange() })
      : queryClient.prefetchQuery(rekeningQueryOptions()),
  ]);
}
