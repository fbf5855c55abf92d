import { useDeleteContent } from '../../../lib/content-resource';
import { MENU_PATH } from './get-menus';

/** `DELETE /api/backoffice/menu/{id}` (the menu also leaves the categories that listed it). */
export const useDeleteMenu = () => useDeleteContent('menu', MENU_PATH);
