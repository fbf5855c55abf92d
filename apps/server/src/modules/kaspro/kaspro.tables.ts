import type { Generated } from 'kysely';

/** Kaspro agents: a platform-wide list the administrator imports and exports (not per server). */
export interface KasproAgentsTable {
  id: Generated<number>;
  accountnumber: string;
  msisdn: string;
  fullname: string;
  created_at: string;
  updated_at: string;
}

/** Kaspro white-label applications registered from the agent screen's add-application dialog. */
export interface KasproApplicationsTable {
  id: Generated<number>;
  appname: string;
  version: string;
  primary_color: string;
  primary_color_dark: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}
