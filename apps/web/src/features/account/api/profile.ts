import type { EmailChangeBody, ProfileBody } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/auth';
import { appEvents } from '../../../lib/events';

export { emailChangeBody, profileBody } from '@konsol/contract';

/** `PATCH /api/account/profile {name, phone}`: the profile (getme) reloads and the server's message shows. */
export function useSaveProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => api.patch<ProfileBody>('/account/profile', body),
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: meQueryOptions().queryKey });
      appEvents.emit('resource-updated', { msg: res.msg });
    },
  });
}

/**
 * `POST /api/account/email {email}`: a confirmation link goes to the new address; the account keeps its address
 * until the link is opened (confirmEmail).
 */
export const useChangeEmail = () => useMutation({ mutationFn: (body: EmailChangeBody) => api.post<undefined>('/account/email', body) });

/** `POST /api/account/email/confirm {token}` with the client credential (the link of the mail, as activation). */
export const confirmEmail = (token: string) => api.post<undefined>('/account/email/confirm', { token }, { auth: 'client' });
