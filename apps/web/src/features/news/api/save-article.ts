import { type Article, type ArticleBody, articleBody } from '@konsol/contract';
import { useSaveContent } from '../../../lib/content-resource';
import type { ArticleKind } from './articles';

/** Title required; content is HTML the server sanitises before storing (the contract's schema). */
export { articleBody };

/** Add (`POST`) or edit (`PATCH …/{id}`) a news or info item. */
export const useSaveArticle = (k: ArticleKind) => useSaveContent<Article, ArticleBody>(k.resource, k.path);
