import { type Product, type ProductBody, productBody } from '@konsol/contract';
import { useKodeSave } from '../../../lib/kode-records';
import { PRODUCT_PATH } from './get-products';

/** kode and nama required; harga_jual whole rupiah ≥ 0; aktif, gangguan, kosong 0/1 (the contract's schema). */
export { productBody };

/**
 * Add (no `id`) or edit (`id`) a product: both are `POST /api/produk/`. Without `id` the server edits a product
 * whose kode it already has, so the add dialog checks the kode first (`kodeTaken`).
 */
export const useSaveProduct = () => useKodeSave<Product, ProductBody>('product', PRODUCT_PATH, 'productKodeTaken');
