import type { TableSource } from '../../../components/data-table/table-query';
import { BANKS_TABLE, CASHOUTS_TABLE, ORDERS_TABLE } from './approvals-api';
import { BILLS_TABLE, LOANS_TABLE, REKENING_TABLE } from './credit-api';

/** Each approvals tab's table by the tab's name (its URL `tab` value); the first is the page's default tab. */
export const APPROVAL_TABLES = {
  orders: ORDERS_TABLE,
  banks: BANKS_TABLE,
  cashouts: CASHOUTS_TABLE,
  loans: LOANS_TABLE,
  bills: BILLS_TABLE,
  rekening: REKENING_TABLE,
} as const satisfies Record<string, TableSource<unknown>>;

/** The table the approvals page shows at `url` (its `tab`, else the first tab), for the route's prefetch. */
export function approvalTableAt(url: URL): TableSource<unknown> {
  const tab = url.searchParams.get('tab');
  return tab && Object.hasOwn(APPROVAL_TABLES, tab) ? APPROVAL_TABLES[tab as keyof typeof APPROVAL_TABLES] : APPROVAL_TABLES.orders;
}
