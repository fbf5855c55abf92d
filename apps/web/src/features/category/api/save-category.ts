import { type Category, type CategoryBody, categoryBody } from '@konsol/contract';
import { useSaveContent } from '../../../lib/content-resource';
import { CATEGORY_PATH } from './get-categories';

/** Title, Status, Show, Sort and at least one menu required (the contract's schema; sort becomes a number). */
export { categoryBody };

/** Add (`POST /api/backoffice/categories`) or edit (`PATCH /api/backoffice/categories/{id}`) a category. */
export const useSaveCategory = () => useSaveContent<Category, CategoryBody>('category', CATEGORY_PATH);
