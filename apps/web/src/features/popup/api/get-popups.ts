import type { Popup } from '@konsol/contract';
import type { TableParams } from '../../../components/data-table';
import { listContent } from '../../../lib/content-resource';

export const POPUP_PATH = '/backoffice/popup';
export const popupsQueryKey = ['popup', 'list'] as const;

/** `GET /api/backoffice/popup` with `search`, `page`, `size`, `sort` (default newest first). */
export const getPopups = (params: TableParams, signal?: AbortSignal) => listContent<Popup>(POPUP_PATH, params, signal);
