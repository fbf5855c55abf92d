import type { Generated } from 'kysely';

/** One loan account per server: the limit, what is used of it, and the status the screens follow. */
export interface LoanAccountsTable {
  server_id: number;
  creditlimit: number;
  /** Sum of the unpaid contracts' amounts; CHECK 0 ≤ used ≤ creditlimit. */
  used: number;
  /** 0 none, 1 approved, 8 rejected, 9 waiting for approval. */
  status: number;
  /** The administrator's message on the last decision. */
  msg: string;
  created_at: string;
  updated_at: string;
}

/** A loan application (both readings of the spec unified). Status 0 waiting, 1 approved, 2 rejected. */
export interface LoanRequestsTable {
  id: Generated<number>;
  server_id: number;
  user_id: number | null;
  status: number;
  msg: string;
  name: string;
  ktp: string;
  address: string;
  phone: string;
  imagektp: number;
  imageselfie: number;
  imagebusiness: number;
  businessname: string;
  jenisusaha: string;
  businessaddress: string;
  province_id: string;
  province_name: string;
  city_id: string;
  city_name: string;
  district_id: string;
  district_name: string;
  businesswebsite: string;
  businessphone: string;
  businessyear: number;
  businesscapital: number;
  businesscustomer: number;
  businessturnover: number;
  businessprofit: number;
  creditlimit: number | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Identity and business photos of applications, in the private storage (DATA_DIR/private or the bucket's private/), never under /uploads. */
export interface LoanPhotosTable {
  id: Generated<number>;
  server_id: number;
  user_id: number | null;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  created_at: string;
}

/** A disbursement: amount credited to the wallet, to be repaid with its fee by the due date. */
export interface LoanContractsTable {
  id: Generated<number>;
  server_id: number;
  contractno: string;
  amount: number;
  fee: number;
  /** amount + fee. */
  total: number;
  duedate: string;
  /** 0 Belum terbayar, 1 Lunas. */
  status: number;
  paid_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A repayment of one contract (unique per contract: a contract is paid once). */
export interface LoanPaymentsTable {
  id: Generated<number>;
  server_id: number;
  contract_id: number;
  contractno: string;
  amount: number;
  created_by: number | null;
  created_at: string;
}
