import type { RUNNING_TEXT_SORT_FIELDS } from '@konsol/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { contentRows } from '../../lib/tenant-rows.js';

/** Running texts of one server. */
export const runningTextRepository = (db: Kysely<DB>) =>
  contentRows(db, 'running_texts', {
    columns: ['id', 'msg', 'aktif', 'expired', 'updated_at'],
    search: ['msg'],
    status: 'aktif',
    sorts: {
      id: 'id',
      msg: 'msg',
      aktif: 'aktif',
      expired: 'expired',
      updated_at: 'updated_at',
    } satisfies Record<(typeof RUNNING_TEXT_SORT_FIELDS)[number], string>,
    fallback: { field: 'id', dir: 'desc' },
    tie: 'desc',
  });
export type RunningTextRow = NonNullable<Awaited<ReturnType<ReturnType<typeof runningTextRepository>['get']>>>;
