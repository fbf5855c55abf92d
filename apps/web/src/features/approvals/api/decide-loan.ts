import { api } from '../../../lib/api-client';
import { useDecision } from './use-decision';

/** `POST /api/admin/irmacapital/request/{id}/decide {approve, creditlimit?, msg?}`. */
export const useDecideLoan = () =>
  useDecision(({ id, approve, creditlimit, msg }: { id: number; approve: boolean; creditlimit?: number; msg?: string }) =>
    api.post<unknown>(`/admin/irmacapital/request/${id}/decide`, { approve, creditlimit, msg: msg || undefined }),
  );
