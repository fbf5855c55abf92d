import { type RunningText, type RunningTextBody, runningTextBody } from '@konsol/contract';
import { useSaveContent } from '../../../lib/content-resource';
import { RUNNING_TEXT_PATH } from './get-running-texts';

/** Pesan required; Status (aktif 1/0); Masa Aktif (the contract's schema). */
export { runningTextBody };

/** Add (`POST /api/backoffice/runningtext`) or edit (`PATCH /api/backoffice/runningtext/{id}`) a running text. */
export const useSaveRunningText = () => useSaveContent<RunningText, RunningTextBody>('runningtext', RUNNING_TEXT_PATH);
