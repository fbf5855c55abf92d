import type { TableSource } from '../../../components/data-table/table-query';
import { type ApprovalTabName, approvalTabOf } from '../../../lib/approval-tabs';
import { BANKS_TABLE, CASHOUTS_TABLE, ORDERS_TABLE } from './get-approvals';
import { BILLS_TABLE, LOANS_TABLE, PAYLATER_CASHOUTS_TABLE, REKENING_TABLE } from './get-credit-approvals';

/** Each approvals tab's table. */
export const APPROVAL_TABLES = {
  orders: ORDERS_TABLE,
  banks: BANKS_TABLE,
  cashouts: CASHOUTS_TABLE,
  paylaterCashouts: PAYLATER_CASHOUTS_TABLE,
  loans: LOANS_TABLE,
  bills: BILLS_TABLE,
  rekening: REKENING_TABLE,
} as const satisfies Record<ApprovalTabName, TableSource<unknown>>;

/** The table the approvals page shows at `url`, for the route's prefetch. */
export const approvalTableAt = (url: URL): TableSource<unknown> => APPROVAL_TABLES[approvalTabOf(url.searchParams)];
