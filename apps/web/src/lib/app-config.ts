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

/**
 * The public config writes image addresses absolute with PUBLIC_URL (the app lives elsewhere); the console shares
 * the uploads' origin, so addresses under `base_url` are shown from this origin.
 */
export function localImage(src: string | null | undefined, baseUrl: string): string {
  if (!src) return '';
  const base = baseUrl.replace(/\/+$/, '');
  if (base && src.startsWith(`${base}/`)) return src.slice(base.length);
  return src;
}

/**
 * Starts loading the preview of a page with a phone preview from its route's loader: the app, then its config,
 * then the first banner's image (the largest thing the preview paints, asked for while the page still renders
 * instead of after).
 */
export async function prefetchAppConfig(queryClient: QueryClient) {
  const apps = await queryClient.fetchQuery(appsQueryOptions());
  if (!apps.appcode || !apps.appkey) return;
  const config = await queryClient.fetchQuery(appConfigQueryOptions(apps));
  const banner = config.banners[0]?.image;
  if (banner) new Image().src = localImage(banner, config.base_url);
}
