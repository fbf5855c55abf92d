import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

export interface NewMedia {
  user_id: number | null;
  purpose: string;
  storage_key: string;
  url: string;
  content_type: string;
  size_bytes: number;
  width: number;
  height: number;
  original_name: string;
}

/** Uploaded images with their owner (server, user) and purpose. */
export function mediaRepository(db: Kysely<DB>) {
  return {
    async insert(serverId: number, m: NewMedia): Promise<number> {
      const row = await db
        .insertInto('media')
        .values({ ...m, server_id: serverId, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    byUrl: (serverId: number, url: string) =>
      db
        .selectFrom('media')
        .select(['id', 'purpose', 'url', 'content_type', 'width', 'height', 'size_bytes', 'user_id', 'created_at'])
        .where('server_id', '=', serverId)
        .where('url', '=', url)
        .executeTakeFirst(),
  };
}
