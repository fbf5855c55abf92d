import type { Webhook, WebhookBody, WebhookDelivery, WebhookDeliveryDetail, WebhookPatchBody, WebhookWithSecret } from '@konsol/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { api } from '../../../lib/api-client';
import { useDeleteContent, useSaveContent } from '../../../lib/content-resource';
import { appEvents } from '../../../lib/events';
import { getPage } from '../../../lib/list-query';

const PATH = '/backoffice/webhooks';

/** `GET /api/backoffice/webhooks`: my server's endpoints. */
export const getWebhooks = (params: TableParams, signal?: AbortSignal) => getPage<Webhook>(PATH, params, signal);
export const WEBHOOKS_TABLE = { queryKey: ['webhooks', 'list'], fetcher: getWebhooks } as const satisfies TableSource<Webhook>;

/** One endpoint (read from the list: a server has ten at most). */
export const webhookQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['webhooks', 'one', id] as const,
    queryFn: async ({ signal }) => {
      const page = await getPage<Webhook>(PATH, { page: 0, size: -1, search: '', filters: {} }, signal);
      return page.content.find((w) => w.id === id) ?? null;
    },
  });
export const useWebhook = (id: number) => useQuery(webhookQueryOptions(id));

/** Add (`POST`, answering the secret once) or change (`PATCH /{id}`: URL, events, status). */
export const useSaveWebhook = () => useSaveContent<Webhook | WebhookWithSecret, WebhookBody | WebhookPatchBody>('webhooks', PATH);

export const useDeleteWebhook = () => useDeleteContent('webhooks', PATH);

/** `POST /{id}/rotate`: a new secret, answered once. */
export function useRotateSecret() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<WebhookWithSecret>(`${PATH}/${id}/rotate`),
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: ['webhooks'] });
      appEvents.emit('resource-updated', { msg: res.msg });
    },
  });
}

/** `GET /{id}/deliveries`: newest first, filtered by `status`. */
export const deliveriesTable = (id: number) =>
  ({
    queryKey: ['webhooks', 'deliveries', id],
    fetcher: (params: TableParams, signal?: AbortSignal) => getPage<WebhookDelivery>(`${PATH}/${id}/deliveries`, params, signal),
  }) as const satisfies TableSource<WebhookDelivery>;

/** `GET /{id}/deliveries/{deliveryId}`: the body sent and every attempt. */
export const useDelivery = (id: number, deliveryId: number | null) =>
  useQuery({
    queryKey: ['webhooks', 'delivery', id, deliveryId],
    queryFn: async ({ signal }) => (await api.get<WebhookDeliveryDetail>(`${PATH}/${id}/deliveries/${deliveryId}`, { signal })).data,
    enabled: deliveryId !== null,
    // a pending delivery's next attempt shows up by itself
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 3000 : false),
  });

/** `POST /{id}/deliveries/{deliveryId}/redeliver`: the same event (same id) sent again. */
export function useRedeliver(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => api.post<WebhookDelivery>(`${PATH}/${id}/deliveries/${deliveryId}/redeliver`),
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: ['webhooks'] });
      appEvents.emit('resource-updated', { msg: res.msg });
    },
  });
}
