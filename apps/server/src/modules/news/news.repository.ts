import type { ARTICLE_SORT_FIELDS } from '@konsol/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { contentRows } from '../../lib/tenant-rows.js';

/** News (`news`) and info items (`info`, /backoffice/irmainfo). */
export type ArticleKind = 'news' | 'info';

/** News or info items of one server. */
export const articleRepository = (db: Kysely<DB>, kind: ArticleKind) =>
  contentRows(db, 'articles', {
    columns: ['id', 'title', 'breaf', 'content', 'image', 'status', 'created_at', 'updated_at'],
    scope: { kind },
    search: ['title', 'breaf'],
    status: 'status',
    sorts: {
      id: 'id',
      title: 'title',
      status: 'status',
      update_at: 'updated_at',
      created_at: 'created_at',
    } satisfies Record<(typeof ARTICLE_SORT_FIELDS)[number], string>,
    fallback: { field: 'update_at', dir: 'desc' },
    tie: 'desc',
  });
export type ArticleRow = NonNullable<Awaited<ReturnType<ReturnType<typeof articleRepository>['get']>>>;
