import { api } from '../../../lib/api-client';
import { useDecision } from './use-decision';

/** `POST /api/admin/bayartempo/serpulbills/{id}/confirm {code?}`: SUCCESS, the limit released, once the tier's approvers are in. */
export const useConfirmBill = () =>
  useDecision(({ id, code }: { id: number; code?: string }) =>
    api.post<unknown>(`/admin/bayartempo/serpulbills/${id}/confirm`, { code: code || undefined }),
  );
