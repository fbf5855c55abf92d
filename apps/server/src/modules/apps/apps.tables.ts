import type { Generated } from 'kysely';

/** Every push message sent from the toolbar, with how its delivery went. */
export interface PushMessagesTable {
  id: Generated<number>;
  server_id: number;
  user_id: number | null;
  judul: string;
  isi: string;
  topic: string;
  provider: string;
  status: string;
  provider_message_id: string | null;
  error: string | null;
  created_at: string;
  sent_at: string | null;
}
