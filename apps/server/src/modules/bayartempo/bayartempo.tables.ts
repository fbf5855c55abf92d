import type { Generated } from 'kysely';

/** The server's pay-later limit: CHECK 0 ≤ used ≤ total_limit (used = the unpaid bills). */
export interface BayartempoAccountsTable {
  server_id: number;
  total_limit: number;
  request_limit: number;
  used: number;
  created_at: string;
  updated_at: string;
}

/** A pay-later bill of the supplier (Serpul). status NOTPAID|PAID, cash_flow_status PASS_ON_DISBURSEMENT|ALREADY_REPAYMENT|SUCCESS. */
export interface BillsTable {
  id: Generated<number>;
  server_id: number;
  date: string;
  status: string;
  amount: number;
  fee: number;
  cash_flow_status: string;
  expired_at: string;
  /** The server's total limit when the bill was made (`serpul.limit`). */
  limit_snapshot: number;
  paid_at: string | null;
  paid_via: string | null;
  created_at: string;
  updated_at: string;
}

export interface BillDetailsTable {
  id: Generated<number>;
  bill_id: number;
  server_id: number;
  date: string;
  idreseller: string;
  resellername: string;
  amount: number;
}

/** A pay-later cash-out account: `name` is the bank code. Status 0 waiting, 1 verified, 2 rejected. */
export interface SerpulRekeningTable {
  id: Generated<number>;
  server_id: number;
  name: string;
  bank_no: string;
  remark: string;
  status: number;
  created_at: string;
  updated_at: string;
}

/**
 * A pay-later cash-out: amount + fee moved from the wallet balance to pending_cashout until it is approved (Sukses:
 * it left for the bank) or fails (Gagal: back on the balance). Status 0 Proses, 1 Sukses, 2 Gagal.
 */
export interface SerpulCashoutsTable {
  id: Generated<number>;
  server_id: number;
  rekening_id: number;
  bank: string;
  bank_no: string;
  amount: number;
  fee: number;
  total: number;
  reff: string;
  status: Generated<number>;
  description: string | null;
  decided_by: number | null;
  decided_at: string | null;
  created_by: number | null;
  created_at: string;
}
