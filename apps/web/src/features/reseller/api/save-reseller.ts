import { type Reseller, type ResellerBody, resellerBody } from '@konsol/contract';
import { useKodeSave } from '../../../lib/kode-records';
import { RESELLER_PATH } from './get-resellers';

/** kode and nama required; e-mail, phone, upline, saldo (whole rupiah), tgl_daftar checked (the contract's schema). */
export { resellerBody };

/**
 * Add (no `id`) or edit (`id`) a reseller: both are `POST /api/reseller/`. The server treats a body without `id`
 * whose kode it already has as an edit, so the add dialog checks the kode first (`kodeTaken`).
 */
export const useSaveReseller = () => useKodeSave<Reseller, ResellerBody>('reseller', RESELLER_PATH, 'resellerKodeTaken');
