import type { Generated } from 'kysely';

/** Virtual-account numbers issued through the payment adapter, and what paying each one settles. */
export interface PaymentVasTable {
  id: Generated<number>;
  server_id: number;
  va: string;
  bank: string;
  amount: number;
  /** cashin | tokensms_order */
  purpose: string;
  ref_id: number;
  /** open | paid | closed */
  status: string;
  paid_at: string | null;
  paid_reff: string | null;
  created_at: string;
  updated_at: string;
}

/** Every signed callback, once per (event, reff): the dedupe record and the answer a repeat gets. */
export interface PaymentCallbacksTable {
  id: Generated<number>;
  event: string;
  reff: string;
  va: string | null;
  amount: number;
  server_id: number | null;
  /** applied | unmatched | already_paid | amount_mismatch | recorded */
  outcome: string;
  http_status: number;
  msg_key: string;
  body: string;
  created_at: string;
}
