import type { DeletionRequest } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TableParams } from '../../../components/data-table';
import type { TableSource } from '../../../components/data-table/table-query';
import { api } from '../../../lib/api-client';
import { deleteCountQueryOptions } from '../../../lib/backoffice-apps';
import { getPage } from '../../../lib/list-query';

/** Every query of this screen starts with this key, the drawer's pending count included (`['deleteakun', 'count']`). */
export const DELETEAKUN_KEY = deleteCountQueryOptions().queryKey[0];
export const deletionListQueryKey = [DELETEAKUN_KEY, 'list'] as const;

/** `GET /api/apps/account/list-delete` (second host) with `page` (zero-based) and `size`, newest first. */
export const getDeletionRequests = (params: TableParams, signal?: AbortSignal) =>
  getPage<DeletionRequest>('/apps/account/list-delete', { ...params, search: '' }, signal, { host: 'second' });

/** The deletion-request table: its query and URL filter (the page's DataTable and its route's prefetch). */
export const DELETION_TABLE = {
  queryKey: deletionListQueryKey,
  fetcher: getDeletionRequests,
  filterKeys: ['status'],
} as const satisfies TableSource<DeletionRequest>;

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
