import type { Generated } from 'kysely';

/** Token packages the administrator sells (global). */
export interface TokensmsPackagesTable {
  id: Generated<number>;
  name: string;
  jmltoken: number;
  price: number;
  status: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface TokensmsOrdersTable {
  id: Generated<number>;
  server_id: number;
  paket_id: number;
  paket_name: string;
  invoice: string;
  quantity: number;
  totaltokensms: number;
  /** Amount to pay, rupiah. */
  price: number;
  /** 0 Menunggu Pembayaran, 1 Sukses. */
  status: number;
  description: string;
  nova: string;
  bank: string;
  paid_at: string | null;
  /** va | admin | transfer (a statement line matched or assigned) */
  paid_via: string | null;
  /** 1–999 rupiah added to the price so a bank transfer names this order alone. */
  unique_code: number | null;
  transfer_amount: number | null;
  transfer_expires_at: string | null;
  /** 1 while the transfer amount is reserved (unpaid, not expired). */
  transfer_open: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** Token balance per server; the sum of its token ledger entries. */
export interface TokensmsBalancesTable {
  server_id: number;
  balance: number;
  updated_at: string;
}

/** Append-only token movements (credits from paid orders, debits per SMS, refunds of failed SMS). */
export interface TokensmsLedgerTable {
  id: Generated<number>;
  server_id: number;
  debet: number;
  credit: number;
  endbalance: number;
  ref_type: string;
  ref_id: string;
  description: string;
  created_at: string;
}

/** One OTP SMS sent for the app. */
export interface TokensmsHistoryTable {
  id: Generated<number>;
  server_id: number;
  phone: string;
  senderid: string;
  amount: number;
  sisa: number;
  totaltokensms: number;
  price: number;
  /** 0 Proses, 1 Sukses, 2 Gagal. */
  status: number;
  gateway_id: string | null;
  created_at: string;
  updated_at: string;
}

/** OTP SMS per phone per WIB day (the app's `maxotp`). */
export interface TokensmsDailyTable {
  server_id: number;
  phone: string;
  day: string;
  count: number;
}

/** OTP codes sent by SMS for an app's users: hashed, 5 minutes, 5 tries, single use. */
export interface AppOtpsTable {
  id: Generated<number>;
  server_id: number;
  phone: string;
  code_hash: string;
  attempts: number;
  history_id: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
