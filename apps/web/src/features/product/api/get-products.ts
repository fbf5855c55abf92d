import type { Product } from '@konsol/contract';
import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { getPage } from '../../../lib/list-query';

/** The spec's path, trailing slash included. */
export const PRODUCT_PATH = '/produk/';
export const productsQueryKey = ['product', 'list'] as const;
/** Filters the table keeps in the URL: `aktif` (1/0). */
export const PRODUCT_FILTERS = ['aktif'] as const;

/** `GET /api/produk/` with `search` (kode, nama, kode_operator), `aktif`, `page`, `size`, `sort`. */
export const getProducts = (params: TableParams, signal?: AbortSignal) => getPage<Product>(PRODUCT_PATH, params, signal);

/** The product table: its query, default sort and URL filter (the page's DataTable and its route's prefetch). */
export const PRODUCT_TABLE = {
  queryKey: productsQueryKey,
  fetcher: getProducts,
  sort: 'kode,asc',
  filterKeys: PRODUCT_FILTERS,
} as const satisfies TableSource<Product>;
