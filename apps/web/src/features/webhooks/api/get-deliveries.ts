import type { WebhookDelivery } from '@konsol/contract';
import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { getPage } from '../../../lib/list-query';
import { WEBHOOKS_PATH } from './get-webhooks';

/** `GET /{id}/deliveries`: newest first, filtered by `status`. */
export const deliveriesTable = (id: number) =>
  ({
    queryKey: ['webhooks', 'deliveries', id],
    fetcher: (params: TableParams, signal?: AbortSignal) => getPage<WebhookDelivery>(`${WEBHOOKS_PATH}/${id}/deliveries`, params, signal),
  }) as const satisfies TableSource<WebhookDelivery>;
