import { api } from '../../../lib/api-client';
import { useDecision } from './use-decision';

/** `POST /api/admin/wallet/bank/{id}/verify {approve, reason?, code?}` (`code` where the bank tier asks for one). */
export const useVerifyBank = () =>
  useDecision(({ id, approve, reason, code }: { id: number; approve: boolean; reason?: string; code?: string }) =>
    api.post<unknown>(`/admin/wallet/bank/${id}/verify`, { approve, reason: reason || undefined, code: code || undefined }),
  );
