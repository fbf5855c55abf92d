import type { WebhookWithSecret } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appEvents } from '../../../lib/events';
import { WEBHOOKS_PATH } from './get-webhooks';

/** `POST /{id}/rotate`: a new secret, answered once. */
export function useRotateSecret() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<WebhookWithSecret>(`${WEBHOOKS_PATH}/${id}/rotate`),
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: ['webhooks'] });
      appEvents.emit('resource-updated', { msg: res.msg });
    },
  });
}
