import { BANK_MUTATION_STATUSES } from '@konsol/contract';
import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { getPage } from '../../../lib/list-query';
import { tabOf } from '../../../lib/url-tab';
import { bankMutationsQueryKey } from './keys';
import type { BankMutationRow, BankMutationStatus } from './types';

/**
 * `GET /api/admin/bank-mutations?status=`: statement lines of one status, newest first, server-paged; `search`
 * description and account (the same list as a CSV or XLSX file through the table's Export).
 */
export const getBankMutations = (status: BankMutationStatus, params: TableParams, signal?: AbortSignal) =>
  getPage<BankMutationRow>('/admin/bank-mutations', params, signal, { extra: { status } });

/**
 * The page's tabs: one per status, then the day's reconciliation; the URL's `tab` names one, the unmatched queue
 * without it.
 */
export const BANK_MUTATION_TABS = [...BANK_MUTATION_STATUSES, 'reconciliation'] as const;
export type BankMutationTab = (typeof BANK_MUTATION_TABS)[number];
export const bankMutationTabOf = (query: URLSearchParams): BankMutationTab => tabOf(query, BANK_MUTATION_TABS);

const tableOf = (status: BankMutationStatus) =>
  ({
    queryKey: [...bankMutationsQueryKey, status],
    fetcher: (p, signal) => getBankMutations(status, p, signal),
    prefix: `${status}.`,
  }) satisfies TableSource<BankMutationRow>;

/** Each tab's table: its query and URL prefix (the page's DataTables and the route's prefetch read the same). */
export const BANK_MUTATION_TABLES = {
  unmatched: tableOf('unmatched'),
  matched: tableOf('matched'),
  ignored: tableOf('ignored'),
} as const satisfies Record<BankMutationStatus, TableSource<BankMutationRow>>;

/** The table the page shows at `url` (its tab's; none on the reconciliation tab), for the route's prefetch. */
export const bankMutationTableAt = (url: URL): TableSource<BankMutationRow> | undefined => {
  const tab = bankMutationTabOf(url.searchParams);
  return tab === 'reconciliation' ? undefined : BANK_MUTATION_TABLES[tab];
};
