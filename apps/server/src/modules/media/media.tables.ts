import type { Generated } from 'kysely';

/** One uploaded image: who uploaded it (server, user), what for, where it is stored. */
export interface MediaTable {
  id: Generated<number>;
  server_id: number;
  user_id: number | null;
  purpose: string;
  storage_key: string;
  url: string;
  content_type: string;
  size_bytes: number;
  width: number;
  height: number;
  original_name: string;
  created_at: string;
}
