import type { Popup } from '@konsol/contract';
import type { TableParams } from '../../../components/data-table';
import { getPage } from '../../../lib/list-query';

export const POPUP_PATH = '/backoffice/popup';
export const popupsQueryKey = ['popup', 'list'] as const;

/** `GET /api/backoffice/popup` with `search`, `page`, `size`, `sort` (default newest first). */
export const getPopups = (params: TableParams, signal?: AbortSignal) => getPage<Popup>(POPUP_PATH, params, signal);
