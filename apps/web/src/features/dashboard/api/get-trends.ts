import type { Trends } from '@konsol/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type TrendSpan = 7 | 30 | 90;
/** Whose days: the caller's server, or the whole platform (platform users). */
export type TrendScope = 'server' | 'platform';

const paths: Record<TrendScope, string> = { server: '/backoffice/console/trends', platform: '/admin/trends' };

/** `GET /api/backoffice/console/trends?days=` or `GET /api/admin/trends?days=`: every WIB day of the span, oldest first. */
export const trendsQueryOptions = (scope: TrendScope, days: TrendSpan) =>
  queryOptions({
    queryKey: ['dashboard', 'trends', { scope, days }] as const,
    queryFn: async ({ signal }) => (await api.get<Trends>(paths[scope], { query: { days }, signal })).data.days,
  });
