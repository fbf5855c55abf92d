import { useDeleteContent } from '../../../lib/content-resource';
import { RUNNING_TEXT_PATH } from './get-running-texts';

/** `DELETE /api/backoffice/runningtext/{id}`. */
export const useDeleteRunningText = () => useDeleteContent('runningtext', RUNNING_TEXT_PATH);
