import type { Article } from '@konsol/contract';
import type { TableParams } from '../../../components/data-table';
import { getPage } from '../../../lib/list-query';
import type { ArticleKind } from './articles';

export const articlesQueryKey = (k: ArticleKind) => [k.resource, 'list'] as const;

/** `GET /api/backoffice/news` (or `/irmainfo`) with `search`, `page`, `size`, `sort` (default newest first). */
export const getArticles = (k: ArticleKind) => (params: TableParams, signal?: AbortSignal) => getPage<Article>(k.path, params, signal);
