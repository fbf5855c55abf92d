import { useDeleteContent } from '../../../lib/content-resource';
import { POPUP_PATH } from './get-popups';

/** `DELETE /api/backoffice/popup/{id}`. */
export const useDeletePopup = () => useDeleteContent('popup', POPUP_PATH);
