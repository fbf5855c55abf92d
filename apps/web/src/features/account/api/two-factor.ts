import type { Me, TwoFactorDisableBody, TwoFactorEnableBody, TwoFactorSetup } from '@konsol/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/auth';

export { twoFactorDisableBody, twoFactorEnableBody } from '@konsol/contract';

/** The profile as it is once two-factor is on (or off): the console follows at once, without asking getme again. */
function setTwoFactor(qc: QueryClient, on: boolean) {
  qc.setQueryData(
    meQueryOptions().queryKey,
    (me: Me | undefined) => me && { ...me, twofactor: on, mustEnrol2fa: on ? false : me.mustEnrol2fa },
  );
}

/** `POST /api/account/2fa/setup`: a new key and its otpauth:// address, not in force until a code confirms it. */
export const setupTwoFactor = async () => (await api.post<TwoFactorSetup>('/account/2fa/setup')).data;

export const useSetupTwoFactor = () => useMutation({ mutationFn: setupTwoFactor });

/** `POST /api/account/2fa/enable {code}`: two-factor is on; the answer holds the ten recovery codes, shown once. */
export function useEnableTwoFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorEnableBody) => api.post<{ recoveryCodes: string[] }>('/account/2fa/enable', body),
    onSuccess: () => setTwoFactor(qc, true),
  });
}

/** `POST /api/account/2fa/disable {password, code}`: two-factor is off. */
export function useDisableTwoFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorDisableBody) => api.post<undefined>('/account/2fa/disable', body),
    onSuccess: () => setTwoFactor(qc, false),
  });
}
