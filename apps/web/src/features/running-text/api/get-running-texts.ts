import type { RunningText } from '@konsol/contract';
import type { TableParams } from '../../../components/data-table';
import { listContent } from '../../../lib/content-resource';

export const RUNNING_TEXT_PATH = '/backoffice/runningtext';
export const runningTextsQueryKey = ['runningtext', 'list'] as const;

/** `GET /api/backoffice/runningtext` with `search`, `page`, `size`, `sort` (default newest first). */
export const getRunningTexts = (params: TableParams, signal?: AbortSignal) => listContent<RunningText>(RUNNING_TEXT_PATH, params, signal);
