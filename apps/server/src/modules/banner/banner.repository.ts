import type { BANNER_SORT_FIELDS } from '@konsol/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { contentRows } from '../../lib/tenant-rows.js';

/** Slider banners of one server. */
export const bannerRepository = (db: Kysely<DB>) =>
  contentRows(db, 'banners', {
    columns: ['id', 'name', 'url', 'image', 'status', 'sort_order', 'updated_at'],
    search: ['name', 'url'],
    status: 'status',
    sorts: {
      order: 'sort_order',
      id: 'id',
      name: 'name',
      status: 'status',
      updated_at: 'updated_at',
    } satisfies Record<(typeof BANNER_SORT_FIELDS)[number], string>,
    fallback: { field: 'order', dir: 'asc' },
    tie: 'asc',
  });
export type BannerRow = NonNullable<Awaited<ReturnType<ReturnType<typeof bannerRepository>['get']>>>;
