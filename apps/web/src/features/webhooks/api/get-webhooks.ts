import type { Webhook } from '@konsol/contract';
import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { getPage } from '../../../lib/list-query';

export const WEBHOOKS_PATH = '/backoffice/webhooks';

/** `GET /api/backoffice/webhooks`: my server's endpoints. */
export const getWebhooks = (params: TableParams, signal?: AbortSignal) => getPage<Webhook>(WEBHOOKS_PATH, params, signal);
export const WEBHOOKS_TABLE = { queryKey: ['webhooks', 'list'], fetcher: getWebhooks } as const satisfies TableSource<Webhook>;
