import type { Generated } from 'kysely';

/** A cash-out sent to the payout provider (PAYOUT_PROVIDER), once per cash-out. */
export interface PayoutsTable {
  id: Generated<number>;
  /** cashout (a wallet cash-out) */
  kind: string;
  /** The cash-out's id. */
  ref_id: number;
  server_id: number;
  /** The cash-out's reff: the provider's `reference_id`. */
  reff: string;
  amount: number;
  channel_code: string;
  account_number: string;
  account_name: string;
  /** queued (the job will send it) | sent (the provider took it) | succeeded | failed */
  status: string;
  /** The provider's payout id. */
  provider_id: string | null;
  failure_code: string | null;
  created_at: string;
  updated_at: string;
}
