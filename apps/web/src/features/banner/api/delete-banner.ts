import { useDeleteContent } from '../../../lib/content-resource';
import { BANNER_PATH } from './get-banners';

/** `DELETE /api/backoffice/banner/{id}`. */
export const useDeleteBanner = () => useDeleteContent('banner', BANNER_PATH);
