import type { Generated } from 'kysely';

/** News (`kind` 'news') and info items (`kind` 'info', /backoffice/irmainfo) share one shape and one table. */
export interface ArticlesTable {
  id: Generated<number>;
  server_id: number;
  kind: string;
  title: string;
  breaf: string;
  content: string;
  image: string;
  status: number;
  created_at: string;
  updated_at: string;
}
