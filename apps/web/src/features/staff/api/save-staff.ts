import type { StaffInviteBody, StaffPatchBody, StaffRow } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appEvents } from '../../../lib/events';

/**
 * Invite (`POST /api/backoffice/staff/invite {email, role}`) or change (`PATCH /api/backoffice/staff/{id} {role,
 * status}`); the list reloads and the server's message shows.
 */
export function useSaveStaff() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: StaffInviteBody | StaffPatchBody }) =>
      id ? api.patch<StaffRow>(`/backoffice/staff/${id}`, body) : api.post<StaffRow>('/backoffice/staff/invite', body),
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: ['staff'] });
      appEvents.emit('resource-updated', { msg: res.msg });
    },
  });
}
