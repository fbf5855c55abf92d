import { useDeleteContent } from '../../../lib/content-resource';

/** `DELETE /api/reseller/{id}` (refused while the reseller is someone's upline). */
export const useDeleteReseller = () => useDeleteContent('reseller', '/reseller');
