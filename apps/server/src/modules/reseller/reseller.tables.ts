import type { Generated } from 'kysely';

/** A server's resellers, unique by (server_id, kode); the upline is referenced by its kode. */
export interface ResellersTable {
  id: Generated<number>;
  server_id: number;
  kode: string;
  nama: string;
  alamat: string;
  email: string;
  phone: string;
  /** null when the reseller has no upline. */
  kode_upline: string | null;
  saldo: number;
  tgl_daftar: string;
  /** The last activity the engine reported (ISO UTC); each day of it is kept in `reseller_activity_days`. */
  last_activity: string | null;
  /** Set when an approved account deletion removed the personal data; engine pushes then keep it blank. */
  anonymized_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The WIB days (`YYYY-MM-DD`) on which a reseller's activity was reported: "Agen Aktif Hari ini" and the trend. */
export interface ResellerActivityDaysTable {
  server_id: number;
  day: string;
  kode: string;
}
