import type { Webhook, WebhookBody, WebhookPatchBody, WebhookWithSecret } from '@konsol/contract';
import { useSaveContent } from '../../../lib/content-resource';
import { WEBHOOKS_PATH } from './get-webhooks';

/** Add (`POST`, answering the secret once) or change (`PATCH /{id}`: URL, events, status). */
export const useSaveWebhook = () => useSaveContent<Webhook | WebhookWithSecret, WebhookBody | WebhookPatchBody>('webhooks', WEBHOOKS_PATH);
