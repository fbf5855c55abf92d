import type { Generated } from 'kysely';

/** A server's products, unique by (server_id, kode). */
export interface ProductsTable {
  id: Generated<number>;
  server_id: number;
  kode: string;
  nama: string;
  catatan: string;
  kode_operator: string;
  harga_jual: number;
  aktif: number;
  gangguan: number;
  kosong: number;
  created_at: string;
  updated_at: string;
}
