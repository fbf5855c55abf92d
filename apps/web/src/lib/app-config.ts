import type { AppSettings, PublicAppConfig } from '@konsol/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest, type Envelope } from './api-client';
import { appsQueryOptions } from './backoffice-apps';

/** Query key prefix of the phone preview's config; invalidated after every content save. */
export const PREVIEW_KEY = ['preview'] as const;

/**
 * The preview's config query for the app of `apps`. Fresh for 2 seconds only: a page opened later asks again
 * (another device may have changed the content), while the one whose route just asked (prefetchAppConfig) uses
 * that answer.
 */
export function appConfigQueryOptions(apps: AppSettings | undefined) {
  const appcode = apps?.appcode ?? '';
  const appkey = apps?.appkey ?? '';
  return queryOptions({
    queryKey: [...PREVIEW_KEY, 'config', appcode, appkey, apps?.updated_at, apps?.maintenance] as const,
    staleTime: 2_000,
    queryFn: async ({ signal }) => {
      const res = await apiRequest<Envelope<PublicAppConfig>>(`/public/apps/${encodeURIComponent(appcode)}/config`, {
        auth: 'none', // the app's key, not the operator's session: a refusal here must not end the session
        headers: { 'X-App-Key': appkey },
        signal,
      });
      return res.data;
    },
  });
}

/** Starts loading the preview of a page with a phone preview from its route's loader: the app, then its config. */
export async function prefetchAppConfig(queryClient: QueryClient) {
  const apps = await queryClient.fetchQuery(appsQueryOptions());
  if (apps.appcode && apps.appkey) await queryClient.prefetchQuery(appConfigQueryOptions(apps));
}
