import { type Menu, type MenuBody, menuBody } from '@konsol/contract';
import { useSaveContent } from '../../../lib/content-resource';
import { MENU_PATH } from './get-menus';

/** The form resolves with the contract's schema (Label required, type a code of SPEC §9). */
export { menuBody };

/** Add (`POST /api/backoffice/menu`) or edit (`PATCH /api/backoffice/menu/{id}`) a menu. */
export const useSaveMenu = () => useSaveContent<Menu, MenuBody>('menu', MENU_PATH);
