import { useDeleteContent } from '../../../lib/content-resource';
import { WEBHOOKS_PATH } from './get-webhooks';

export const useDeleteWebhook = () => useDeleteContent('webhooks', WEBHOOKS_PATH);
