import type { WebhookDeliveryDetail } from '@konsol/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { WEBHOOKS_PATH } from './get-webhooks';

/** `GET /{id}/deliveries/{deliveryId}`: the body sent and every attempt. */
export const useDelivery = (id: number, deliveryId: number | null) =>
  useQuery({
    queryKey: ['webhooks', 'delivery', id, deliveryId],
    queryFn: async ({ signal }) =>
      (await api.get<WebhookDeliveryDetail>(`${WEBHOOKS_PATH}/${id}/deliveries/${deliveryId}`, { signal })).data,
    enabled: deliveryId !== null,
    // a pending delivery's next attempt shows up by itself
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 3000 : false),
  });
