import { useDeleteContent } from '../../../lib/content-resource';
import { CATEGORY_PATH } from './get-categories';

/** `DELETE /api/backoffice/categories/{id}`. */
export const useDeleteCategory = () => useDeleteContent('category', CATEGORY_PATH);
