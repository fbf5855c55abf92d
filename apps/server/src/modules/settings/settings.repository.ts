import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

/** Platform settings the administrator changes: one JSON value per key. */
export function settingsRepository(db: Kysely<DB>) {
  return {
    async get<T>(key: string, fallback: T): Promise<T> {
      const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
      if (!row) return fallback;
      try {
        return JSON.parse(row.value) as T;
      } catch {
        return fallback;
      }
    },
    async set(key: string, value: unknown): Promise<void> {
      const text = JSON.stringify(value);
      await db
        .insertInto('settings')
        .values({ key, value: text, updated_at: nowIso() })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: text, updated_at: nowIso() }))
        .execute();
    },
  };
}
