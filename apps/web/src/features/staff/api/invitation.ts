import type { InvitationView } from '@konsol/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `GET /api/invite/{token}` with the client credential: the invitation's server, role, inviter and expiry, for its
 * page. Reading does not use the link up; an unknown, used or expired one answers 404 with its message.
 */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token] as const,
    queryFn: async ({ signal }) => (await api.get<InvitationView>(`/invite/${encodeURIComponent(token)}`, { auth: 'client', signal })).data,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
