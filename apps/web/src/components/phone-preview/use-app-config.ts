import { useQuery, useQueryClient } from '@tanstack/react-query';
import { appConfigQueryOptions, PREVIEW_KEY } from '../../lib/app-config';
import { appsQueryOptions } from '../../lib/backoffice-apps';
import { useAppEvent } from '../../lib/events';

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
  const refresh = () => void queryClient.invalidateQueries({ queryKey: PREVIEW_KEY });
  useAppEvent('resource-updated', refresh);
  useAppEvent('resource-deleted', refresh);
  const config = useQuery({ ...appConfigQueryOptions(apps.data), enabled: !!apps.data?.appcode && !!apps.data?.appkey });
  return { ...config, apps, refresh, missingKey: !!apps.data && (!apps.data.appcode || !apps.data.appkey) };
}
