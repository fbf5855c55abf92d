import type { Generated } from 'kysely';

/** A menu of the app. `sort_order` is the spec's `order` (a reserved word in SQL). */
export interface MenusTable {
  id: Generated<number>;
  server_id: number;
  label: string;
  image: string;
  type: number;
  description: string;
  kodeproduk: string;
  idoperator: string;
  showhome: number;
  url: string;
  status: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
}
