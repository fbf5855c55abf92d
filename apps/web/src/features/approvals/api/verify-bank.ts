import { api } from '../../../lib/api-client';
import { useDecision } from './use-decision';

/** `POST /api/admin/wallet/bank/{id}/verify {approve, reason}`. */
export const useVerifyBank = () =>
  useDecision(({ id, approve, reason }: { id: number; approve: boolean; reason?: string }) =>
    api.post<unknown>(`/admin/wallet/bank/${id}/verify`, { approve, reason: reason || undefined }),
  );
