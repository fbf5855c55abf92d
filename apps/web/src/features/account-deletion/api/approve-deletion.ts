import type { DeletionRequest } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DELETEAKUN_KEY } from './keys';

/**
 * `PUT /api/apps/account/delete {id_reseller, uuid, status: 1}`: approves a pending request (the reseller's personal
 * data is removed). The list and the drawer's pending count reload afterwards.
 */
export function useApproveDeletion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (r: Pick<DeletionRequest, 'id_reseller' | 'uuid'>) =>
      api.put<DeletionRequest>('/apps/account/delete', { id_reseller: r.id_reseller, uuid: r.uuid, status: 1 }, { host: 'second' }),
    onSettled: () => qc.invalidateQueries({ queryKey: [DELETEAKUN_KEY] }),
  });
}
