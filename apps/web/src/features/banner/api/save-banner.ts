import { type Banner, type BannerBody, bannerBody } from '@konsol/contract';
import { useSaveContent } from '../../../lib/content-resource';
import { BANNER_PATH } from './get-banners';

/** Name ("Nama banner tidak boleh kosong") and image ("Gambar banner tidak boleh kosong") required. */
export { bannerBody };

/** Add (`POST /api/backoffice/banner`) or edit (`PATCH /api/backoffice/banner/{id}`) a slider banner. */
export const useSaveBanner = () => useSaveContent<Banner, BannerBody>('banner', BANNER_PATH);
