import type { Generated } from 'kysely';

export interface PopupsTable {
  id: Generated<number>;
  server_id: number;
  name: string;
  url: string;
  image: string;
  status: number;
  /** ISO UTC; null never expires. */
  expired: string | null;
  created_at: string;
  updated_at: string;
}
