import type { Generated } from 'kysely';

/** Resellers' top-ups at a server, one row per (server, reff). */
export interface TopupsTable {
  id: Generated<number>;
  server_id: number;
  reff: string;
  channelname: string;
  amount: number;
  /** 0 Pending, 1 Sukses, 2 Gagal. */
  status: number;
  reseller: string;
  /** callback | engine | seed */
  source: string;
  waktu: string;
  created_at: string;
  updated_at: string;
}
