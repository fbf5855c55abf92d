import type { Generated } from 'kysely';

/** One wallet per server (tenant). Each field is the sum of its ledger entries (`wallet_ledger.account`). */
export interface WalletsTable {
  server_id: number;
  balance: number;
  /** Cash-ins waiting for their payment. */
  pending_balance: number;
  /** Cash-outs waiting for the administrator (Proses). */
  pending_cashout: number;
  status: number;
  wallettype: string;
  created_at: string;
  updated_at: string;
}

/** Append-only: one row per movement of one wallet field, written in the transaction of the change. */
export interface WalletLedgerTable {
  id: Generated<number>;
  server_id: number;
  /** balance | pending_balance | pending_cashout */
  account: string;
  debet: number;
  credit: number;
  /** The field's value after this entry. */
  endbalance: number;
  /** cashin | cashout | … and the id of that record. */
  ref_type: string;
  ref_id: string;
  description: string;
  created_at: string;
}

export interface WalletBanksTable {
  id: Generated<number>;
  server_id: number;
  bankid: number;
  bank: string;
  accountno: string;
  accountname: string;
  /** 0 waiting for verification, 1 verified, 2 rejected. */
  status: number;
  reason: string | null;
  verified_at: string | null;
  verified_by: number | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface WalletCashoutsTable {
  id: Generated<number>;
  server_id: number;
  bank_account_id: number;
  bank: string;
  accountno: string;
  accountname: string;
  amount: number;
  reff: string;
  /** 0 Proses, 1 Sukses, 2 Gagal (refunded). */
  status: number;
  /** 1 once finally approved and handed to the payout provider (still Proses until its callback). */
  sending: Generated<number>;
  description: string;
  created_by: number | null;
  completed_at: string | null;
  completed_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface WalletCashinsTable {
  id: Generated<number>;
  server_id: number;
  channel_id: number;
  channel_code: string;
  channel_name: string;
  amount: number;
  fee: number;
  /** What the payer transfers: amount + fee. */
  total: number;
  reff: string;
  va: string;
  /** PENDING | COMPLETED */
  status: string;
  description: string;
  paid_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** OTPs sent by e-mail to an operator: hashed, bound to a purpose, 5 minutes, 5 tries, single use. */
export interface OtpsTable {
  id: Generated<number>;
  server_id: number;
  user_id: number;
  purpose: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
