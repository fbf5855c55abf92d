import { ARTICLE_SORT_FIELDS, type ContentListQuery, likeContains, parseSort } from '@konsol/contract';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

/** News (`news`) and info items (`info`, /backoffice/irmainfo). */
export type ArticleKind = 'news' | 'info';

export interface ArticleValues {
  title: string;
  breaf: string;
  content: string;
  image: string;
  status: number;
}

const columns = ['id', 'title', 'breaf', 'content', 'image', 'status', 'created_at', 'updated_at'] as const;
const sortColumns = {
  id: 'id',
  title: 'title',
  status: 'status',
  update_at: 'updated_at',
  created_at: 'created_at',
} as const satisfies Record<(typeof ARTICLE_SORT_FIELDS)[number], string>;

/** News and info items of one server: server id first, then the kind. */
export function articleRepository(db: Kysely<DB>) {
  return {
    async list(serverId: number, kind: ArticleKind, q: ContentListQuery) {
      let base = db.selectFrom('articles').where('server_id', '=', serverId).where('kind', '=', kind);
      if (q.search) {
        const p = likeContains(q.search);
        base = base.where((eb) => eb.or(['title', 'breaf'].map((c) => sql<SqlBool>`lower(${sql.ref(c)}) like ${p} escape '!'`)));
      }
      if (q.status !== undefined) base = base.where('status', '=', q.status);
      const sort = parseSort(q.sort, ARTICLE_SORT_FIELDS, { field: 'update_at', dir: 'desc' });
      const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      let rows = base.select(columns).orderBy(sortColumns[sort.field], sort.dir);
      if (sort.field !== 'id') rows = rows.orderBy('id', 'desc');
      return {
        rows: await rows
          .limit(q.size)
          .offset(q.page * q.size)
          .execute(),
        total: Number(total.n),
      };
    },

    get: (serverId: number, kind: ArticleKind, id: number) =>
      db
        .selectFrom('articles')
        .select(columns)
        .where('server_id', '=', serverId)
        .where('kind', '=', kind)
        .where('id', '=', id)
        .executeTakeFirst(),

    async insert(serverId: number, kind: ArticleKind, v: ArticleValues): Promise<number> {
      const now = nowIso();
      const row = await db
        .insertInto('articles')
        .values({ ...v, server_id: serverId, kind, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(serverId: number, kind: ArticleKind, id: number, v: Partial<ArticleValues>): Promise<boolean> {
      const r = await db
        .updateTable('articles')
        .set({ ...v, updated_at: nowIso() })
        .where('server_id', '=', serverId)
        .where('kind', '=', kind)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async remove(serverId: number, kind: ArticleKind, id: number): Promise<boolean> {
      const r = await db
        .deleteFrom('articles')
        .where('server_id', '=', serverId)
        .where('kind', '=', kind)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
export type ArticleRepository = ReturnType<typeof articleRepository>;
export type ArticleRow = NonNullable<Awaited<ReturnType<ArticleRepository['get']>>>;
