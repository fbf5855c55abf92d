import { type Product, type ProductBody, productBody } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appEvents } from '../../../lib/events';
import { PRODUCT_PATH } from './get-products';

/** kode and nama required; harga_jual whole rupiah ≥ 0; aktif, gangguan, kosong 0/1 (the contract's schema). */
export { productBody };

/**
 * Add (no `id`) or edit (`id`) a product: both are `POST /api/produk/`. Without `id` the server edits a product
 * whose kode it already has, so the add dialog checks the kode first (`findProductByKode`).
 */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductBody) => api.post<Product>(PRODUCT_PATH, body),
    onSuccess: (res) => {
      void queryClient.invalidateQueries({ queryKey: ['product'] });
      appEvents.emit('resource-updated', { msg: res.msg });
    },
  });
}

/** The product with exactly this kode, if the server has one (the list's search is "contains"). */
export async function findProductByKode(kode: string): Promise<Product | undefined> {
  const { data } = await api.get<{ content: Product[] }>(PRODUCT_PATH, { query: { search: kode, size: 200, page: 0, sort: 'kode,asc' } });
  return data.content.find((p) => p.kode === kode.trim());
}
