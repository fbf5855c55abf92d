import { LOAN_STATUS } from '@konsol/contract';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchTable } from '../../../components/data-table/table-query';
import { tabOf } from '../../../lib/url-tab';
import { walletQueryOptions } from '../../../lib/wallet-query';
import { loanQueryOptions } from './get-loan';
import { CONTRACTS_TABLE, LOAN_TABS, PAYMENTS_TABLE } from './get-loan-lists';
import { loanSettingQueryOptions } from './get-loan-setting';

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
