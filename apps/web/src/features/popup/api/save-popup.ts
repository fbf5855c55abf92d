import { type Popup, type PopupBody, popupBody } from '@konsol/contract';
import { useSaveContent } from '../../../lib/content-resource';
import { POPUP_PATH } from './get-popups';

/** Label required ("Mohon diisi"), url optional, expiry "Masa Aktif" (the contract's schema). */
export { popupBody };

/** Add (`POST /api/backoffice/popup`) or edit (`PATCH /api/backoffice/popup/{id}`) a popup. */
export const useSavePopup = () => useSaveContent<Popup, PopupBody>('popup', POPUP_PATH);
