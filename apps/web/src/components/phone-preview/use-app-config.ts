import type { PublicAppConfig } from '@konsol/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '../../lib/api-client';
import { appsQueryOptions } from '../../lib/backoffice-apps';
import { useAppEvent } from '../../lib/events';

/** Query key prefix of the preview; invalidated after every content save. */
export const PREVIEW_KEY = ['preview'] as const;

/**
 * What the white-label app gets right now: `GET /api/public/apps/{appcode}/config` with `X-App-Key` = the app's own
 * key, both read from the operator's settings (`GET /api/backoffice/apps`). Nothing is added to the server: the
 * preview asks exactly what the app asks. It refetches whenever a content screen reports a save or a delete (the
 * `resource-updated` / `resource-deleted` app events) and whenever the settings change.
 *
 * @example
 * const config = useAppConfig();
 * if (config.data) return <PhoneScreen config={config.data} />;
 */
export function useAppConfig() {
  const queryClient = useQueryClient();
  const apps = useQuery(appsQueryOptions());
  const appcode = apps.data?.appcode ?? '';
  const appkey = apps.data?.appkey ?? '';
  const refresh = () => void queryClient.invalidateQueries({ queryKey: PREVIEW_KEY });
  useAppEvent('resource-updated', refresh);
  useAppEvent('resource-deleted', refresh);
  const config = useQuery({
    queryKey: [...PREVIEW_KEY, 'config', appcode, appkey, apps.data?.updated_at, apps.data?.maintenance] as const,
    enabled: !!appcode && !!appkey,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const res = await apiRequest<Envelope<PublicAppConfig>>(`/public/apps/${encodeURIComponent(appcode)}/config`, {
        auth: 'none', // the app's key, not the operator's session: a refusal here must not end the session
        headers: { 'X-App-Key': appkey },
        signal,
      });
      return res.data;
    },
  });
  return { ...config, apps, refresh, missingKey: !!apps.data && (!appcode || !appkey) };
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
