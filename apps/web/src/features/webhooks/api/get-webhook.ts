import type { Webhook } from '@konsol/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '../../../lib/list-query';
import { WEBHOOKS_PATH } from './get-webhooks';

/** One endpoint (read from the list: a server has ten at most). */
export const webhookQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['webhooks', 'one', id] as const,
    queryFn: async ({ signal }) => {
      const page = await getPage<Webhook>(WEBHOOKS_PATH, { page: 0, size: -1, search: '', filters: {} }, signal);
      return page.content.find((w) => w.id === id) ?? null;
    },
  });
export const useWebhook = (id: number) => useQuery(webhookQueryOptions(id));
