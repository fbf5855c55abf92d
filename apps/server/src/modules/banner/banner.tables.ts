import type { Generated } from 'kysely';

/** A slider banner. `sort_order` is the spec's `order`. */
export interface BannersTable {
  id: Generated<number>;
  server_id: number;
  name: string;
  url: string;
  image: string;
  status: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
}
