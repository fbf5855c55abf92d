import type { Reseller } from '@konsol/contract';
import type { TableParams } from '../../../components/data-table';
import { listContent } from '../../../lib/content-resource';

/** The spec's path, trailing slash included. */
export const RESELLER_PATH = '/reseller/';
export const resellersQueryKey = ['reseller', 'list'] as const;

/** `GET /api/reseller/` with `search` (kode, nama, e-mail, phone), `page`, `size`, `sort`. */
export const getResellers = (params: TableParams, signal?: AbortSignal) => listContent<Reseller>(RESELLER_PATH, params, signal);
