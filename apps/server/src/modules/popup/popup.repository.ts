import type { POPUP_SORT_FIELDS } from '@konsol/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { contentRows } from '../../lib/tenant-rows.js';

/** Popups of one server. */
export const popupRepository = (db: Kysely<DB>) =>
  contentRows(db, 'popups', {
    columns: ['id', 'name', 'url', 'image', 'status', 'expired', 'updated_at'],
    search: ['name', 'url'],
    status: 'status',
    sorts: {
      id: 'id',
      name: 'name',
      status: 'status',
      expired: 'expired',
      updated_at: 'updated_at',
    } satisfies Record<(typeof POPUP_SORT_FIELDS)[number], string>,
    fallback: { field: 'id', dir: 'desc' },
    tie: 'desc',
  });
export type PopupRow = NonNullable<Awaited<ReturnType<ReturnType<typeof popupRepository>['get']>>>;
