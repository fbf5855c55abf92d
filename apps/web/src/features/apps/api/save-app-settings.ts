import { type AppSettings, type AppSettingsBody, appSettingsBody } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/auth';
import { appsQueryOptions } from '../../../lib/backoffice-apps';
import { appEvents } from '../../../lib/events';

/** The General tab resolves with the contract's schema ("Please fill value" on App Name, Server ID, API URL, API KEY). */
export { appSettingsBody };

/** `PATCH /api/backoffice/apps` (the General tab; the logo is the address its upload produced). */
export const saveAppSettings = (body: AppSettingsBody) => api.patch<AppSettings>('/backoffice/apps', body);

/**
 * Saves the General tab; the shared settings query takes the answer at once (toolbar, dashboard and the phone
 * preview follow), the profile is reloaded (Server ID is also the server's code) and "Save Successfully" shows.
 */
export function useSaveAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAppSettings,
    onSuccess: (res) => {
      queryClient.setQueryData(appsQueryOptions().queryKey, res.data);
      void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
      appEvents.emit('resource-updated', { msg: res.msg });
    },
  });
}
