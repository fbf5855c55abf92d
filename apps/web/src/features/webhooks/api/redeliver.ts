import type { WebhookDelivery } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appEvents } from '../../../lib/events';
import { WEBHOOKS_PATH } from './get-webhooks';

/** `POST /{id}/deliveries/{deliveryId}/redeliver`: the same event (same id) sent again. */
export function useRedeliver(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => api.post<WebhookDelivery>(`${WEBHOOKS_PATH}/${id}/deliveries/${deliveryId}/redeliver`),
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: ['webhooks'] });
      appEvents.emit('resource-updated', { msg: res.msg });
    },
  });
}
