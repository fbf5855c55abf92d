import type { Generated } from 'kysely';

export interface RunningTextsTable {
  id: Generated<number>;
  server_id: number;
  msg: string;
  aktif: number;
  /** ISO UTC; null never expires. */
  expired: string | null;
  created_at: string;
  updated_at: string;
}
