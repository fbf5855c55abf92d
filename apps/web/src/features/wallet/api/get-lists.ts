import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { DATE_RANGE_KEYS, todayRange } from '../../../lib/format';
import { getPage } from '../../../lib/list-query';
import { tabOf } from '../../../lib/url-tab';
import type { CashinRow, CashoutRow, WalletBank, WalletHistoryRow } from './types';

/** `GET /api/wallet/cashin/{COMPLETED|PENDING}` with awal, akhir, search, paging. */
export const getCashins = (status: 'COMPLETED' | 'PENDING', p: TableParams, signal?: AbortSignal) =>
  getPage<CashinRow>(`/wallet/cashin/${status}`, p, signal, { host: 'second' });

/** `GET /api/wallet/cashout` with awal, akhir, search, paging. */
export const getCashouts = (p: TableParams, signal?: AbortSignal) => getPage<CashoutRow>('/wallet/cashout', p, signal, { host: 'second' });

/** `GET /api/wallet/history`: ledger entries of the balance (debet, credit, description, endbalance). */
export const getHistory = (p: TableParams, signal?: AbortSignal) =>
  getPage<WalletHistoryRow>('/wallet/history', p, signal, { host: 'second' });

/** `GET /api/wallet/bank`: the wallet's bank accounts with search, sort and paging (every day's). */
export const getBankAccounts = (p: TableParams, signal?: AbortSignal) => getPage<WalletBank>('/wallet/bank', p, signal, { host: 'second' });

/** The wallet page's tabs in order; the URL's `tab` names one, cash-in without it. */
export const WALLET_TABS = ['cashin', 'pending', 'cashout', 'history', 'bank'] as const;
export type WalletTab = (typeof WALLET_TABS)[number];
export const walletTabOf = (query: URLSearchParams): WalletTab => tabOf(query, WALLET_TABS);

function cashinTable(status: 'COMPLETED' | 'PENDING', prefix: string) {
  return {
    queryKey: ['wallet', 'cashin', status],
    fetcher: (p, s) => getCashins(status, p, s),
    prefix,
    filterKeys: DATE_RANGE_KEYS,
  } satisfies TableSource<CashinRow>;
}

/** Each tab's table: its query, URL prefix and date filters (the page's DataTables and the route's prefetch). */
export const WALLET_TABLES = {
  cashin: cashinTable('COMPLETED', 'cashin.'),
  pending: cashinTable('PENDING', 'pending.'),
  cashout: {
    queryKey: ['wallet', 'cashout'],
    fetcher: getCashouts,
    prefix: 'cashout.',
    filterKeys: DATE_RANGE_KEYS,
  } satisfies TableSource<CashoutRow>,
  history: {
    queryKey: ['wallet', 'history'],
    fetcher: getHistory,
    prefix: 'history.',
    filterKeys: DATE_RANGE_KEYS,
  } satisfies TableSource<WalletHistoryRow>,
  bank: { queryKey: ['wallet', 'bank'], fetcher: getBankAccounts, prefix: 'bank.' } satisfies TableSource<WalletBank>,
};

/** The table the wallet page shows at `url` (its tab's; a list of movements today's by default). */
export function walletTableAt(url: URL): TableSource<CashinRow | CashoutRow | WalletHistoryRow | WalletBank> {
  const tab = walletTabOf(url.searchParams);
  return tab === 'bank' ? WALLET_TABLES.bank : { ...WALLET_TABLES[tab], filters: todayRange() };
}
