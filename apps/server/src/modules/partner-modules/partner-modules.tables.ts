import type { Generated } from 'kysely';

/** A server's record of one partner module (digipos, isimple, sidompul): its URL and activation. */
export interface PartnerModulesTable {
  id: Generated<number>;
  server_id: number;
  module: string;
  url_module: string;
  /** 1 Active, 0 Inactive; only the administrator changes it. */
  status: number;
  created_at: string;
  updated_at: string;
}
