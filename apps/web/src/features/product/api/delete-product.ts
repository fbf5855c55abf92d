import { useDeleteContent } from '../../../lib/content-resource';

/** `DELETE /api/produk/{id}`. */
export const useDeleteProduct = () => useDeleteContent('product', '/produk');
