import type { RunningText } from '@konsol/contract';
import type { TableParams } from '../../../components/data-table';
import { getPage } from '../../../lib/list-query';

export const RUNNING_TEXT_PATH = '/backoffice/runningtext';
export const runningTextsQueryKey = ['runningtext', 'list'] as const;

/** `GET /api/backoffice/runningtext` with `search`, `page`, `size`, `sort` (default newest first). */
export const getRunningTexts = (params: TableParams, signal?: AbortSignal) => getPage<RunningText>(RUNNING_TEXT_PATH, params, signal);
