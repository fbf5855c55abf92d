import { useDeleteContent } from '../../../lib/content-resource';
import type { ArticleKind } from './articles';

/** `DELETE /api/backoffice/news/{id}` (or `/irmainfo/{id}`). */
export const useDeleteArticle = (k: ArticleKind) => useDeleteContent(k.resource, k.path);
