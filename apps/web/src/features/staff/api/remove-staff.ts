import { useDeleteContent } from '../../../lib/content-resource';

/** `DELETE /api/backoffice/staff/{id}`: their sessions end at once. */
export const useRemoveStaff = () => useDeleteContent('staff', '/backoffice/staff');
