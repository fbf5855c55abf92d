import { api } from '../../../lib/api-client';
import { useDecision } from './use-decision';

/** `POST /api/admin/bayartempo/rekening/{id}/verify {approve, remark?, code?}` (`code` where the bank tier asks for one). */
export const useVerifyRekening = () =>
  useDecision(({ id, approve, remark, code }: { id: number; approve: boolean; remark?: string; code?: string }) =>
    api.post<unknown>(`/admin/bayartempo/rekening/${id}/verify`, { approve, remark: remark || undefined, code: code || undefined }),
  );
