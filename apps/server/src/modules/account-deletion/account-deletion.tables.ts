import type { Generated } from 'kysely';

/** Account-deletion requests the white-label app files for a reseller (0 pending, 1 approved). */
export interface AccountDeletionRequestsTable {
  id: Generated<number>;
  server_id: number;
  /** The reseller's kode. */
  id_reseller: string;
  /** Emptied when the request is approved. */
  name_reseller: string;
  /** The app installation that asked. */
  uuid: string;
  status: number;
  created_at: string;
  approved_at: string | null;
  approved_by: number | null;
}
